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

/** Social login providers the forms can show (spec section 2). */
export type SocialProvider = 'line' | 'facebook' | 'google';
