import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submit, moves the focus to the first field the caller marked invalid (spec section 5:
 * the first failing field is focused). Errors arriving later without a submit (e.g. revalidation
 * after a language change) leave the focus where it is.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: object | undefined) {
  const submittedRef = useRef(false);
  useEffect(() => {
    if (!submittedRef.current || !errors || Object.keys(errors).length === 0) return;
    submittedRef.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, formRef]);
  return () => {
    submittedRef.current = true;
  };
}

/**
 * Hands a form's values to `onValuesChange` once on mounting and after each edit (fields equal one level
 * deep count as no edit), so the screen can drop the messages an edit fixed (core's useFormIssues).
 */
export function useReportValues<V extends object>(values: V, onValuesChange: ((values: V) => void) | undefined) {
  const onValuesChangeRef = useRef(onValuesChange);
  const reportedRef = useRef<V | null>(null);
  useEffect(() => {
    onValuesChangeRef.current = onValuesChange;
  });
  useEffect(() => {
    const last = reportedRef.current;
    const keys = Object.keys(values) as (keyof V)[];
    if (last && keys.length === Object.keys(last).length && keys.every((key) => Object.is(values[key], last[key]))) return;
    reportedRef.current = values;
    onValuesChangeRef.current?.(values);
  });
}

/** Social login providers the forms can show (spec section 2). */
export type SocialProvider = 'line' | 'facebook' | 'google';
