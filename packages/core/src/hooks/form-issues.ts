import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '../validation/types.js';
import { useRevalidateOnLanguageChange } from './timers.js';

/** Messages per field, as core's validation gives them: a translation key and its values, never text. */
export type Issues<F extends string> = Partial<Record<F, ValidationIssue>>;

interface IssueState<V, F extends string> {
  /** The values of the last client check, checked again after a language change. */
  checked?: { values: V };
  client: Issues<F>;
  /** Answers of the server about one field (wrong withdrawal password, invalid invitation code...). */
  server: Issues<F>;
  /** A message about the whole attempt. */
  form?: ValidationIssue | undefined;
}

/** Keeps only the fields that have an issue, renamed to the form's names (core's field names may differ). */
export function renameIssues<F extends string, G extends string>(
  errors: Partial<Record<F, ValidationIssue | null>>,
  rename: Partial<Record<F, G>> = {},
): Issues<G> {
  const out: Issues<G> = {};
  for (const [field, issue] of Object.entries(errors) as [F, ValidationIssue | null | undefined][]) {
    if (issue) out[(rename[field] ?? field) as unknown as G] = issue;
  }
  return out;
}

/**
 * A form's messages, stored as keys and values and translated while rendering, so a language change
 * shows them in the new language at once; 200 ms after the change the last client check runs again on
 * the values it checked (spec section 4, revalidation), e.g. with the rules the new language brought.
 * `check` runs `validate` and clears the server's answers of the previous attempt; `formatValues` (stable,
 * e.g. amounts in the language's conventions) prepares the values at render too.
 */
export function useFormIssues<V, F extends string>(
  validate: (values: V) => Issues<F>,
  formatValues?: (values: NonNullable<ValidationIssue['values']>) => ValidationIssue['values'],
) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<IssueState<V, F>>({ client: {}, server: {} });
  const validateRef = useRef(validate);
  useEffect(() => {
    validateRef.current = validate;
  });

  // Revalidation updates or clears the messages on screen; it never adds one to a field the last
  // check passed (a captcha shown since, a field the new rules would now refuse before the next submit).
  useRevalidateOnLanguageChange(i18n.language, () =>
    setState((current) => {
      if (!current.checked) return current;
      const fresh = validateRef.current(current.checked.values);
      const client: Issues<F> = {};
      for (const field of Object.keys(current.client) as F[]) if (fresh[field]) client[field] = fresh[field];
      return { ...current, client };
    }),
  );

  const check = useCallback((values: V): Issues<F> => {
    const client = validateRef.current(values);
    setState({ checked: { values }, client, server: {} });
    return client;
  }, []);
  /**
   * Runs the last check again on edited values and drops the client messages the edit fixed (a
   * confirmation that now matches, spec section 5); it never adds one before the next submit.
   */
  const recheck = useCallback(
    (values: V) =>
      setState((current) => {
        const fields = Object.keys(current.client) as F[];
        if (fields.length === 0) return current;
        const fresh = validateRef.current(values);
        const client: Issues<F> = {};
        for (const field of fields) if (fresh[field]) client[field] = fresh[field];
        return Object.keys(client).length === fields.length && fields.every((field) => client[field]?.key === current.client[field]?.key)
          ? current
          : { ...current, client };
      }),
    [],
  );
  /** Sets (or, with undefined, clears) the server's answer about one field. */
  const fail = useCallback(
    (field: F, issue: ValidationIssue | undefined) => setState((current) => ({ ...current, server: { ...current.server, [field]: issue } })),
    [],
  );
  const failForm = useCallback((issue: ValidationIssue | undefined) => setState((current) => ({ ...current, form: issue })), []);
  /** Forgets every message and the last checked values (a form closed or emptied). */
  const reset = useCallback(() => setState({ client: {}, server: {} }), []);

  const errors = useMemo(() => {
    const text = (issue: ValidationIssue) => t(issue.key, (issue.values && formatValues ? formatValues(issue.values) : issue.values) ?? {});
    const out: Partial<Record<F, string>> = {};
    for (const [field, issue] of Object.entries({ ...state.client, ...state.server }) as [F, ValidationIssue | undefined][]) {
      if (issue) out[field] = text(issue);
    }
    return { fields: out, form: state.form ? text(state.form) : undefined };
  }, [state.client, state.server, state.form, t, formatValues]);

  return { errors: errors.fields, formError: errors.form, check, recheck, fail, failForm, reset };
}

/** True when a check found nothing. */
export function noIssues(issues: Issues<string>): boolean {
  return Object.keys(issues).length === 0;
}
