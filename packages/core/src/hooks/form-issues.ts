import { isEqual } from 'es-toolkit';
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
  /** The value each server answer was about, when it came: editing it away drops the answer. */
  serverBasis: Partial<Record<F, unknown>>;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A field's value among the form's values: a key of theirs, else a key of one of their groups (a
 * registration's `values`), else the whole form (a form of one value, or a field core names otherwise).
 */
function valueOf(values: unknown, field: string): unknown {
  if (!isRecord(values)) return values;
  if (field in values) return values[field];
  const group = Object.values(values).find((part) => isRecord(part) && field in part);
  return isRecord(group) ? group[field] : values;
}

interface FormIssuesOptions<V> {
  /**
   * The form's current values (undefined until a form that keeps its own reports them). Every edit checks
   * them again: client messages the edit fixed go, server messages about an edited field go, and no new
   * message appears before the next submit (spec section 5: correcting a field revalidates it).
   */
  values: V | undefined;
  /** Prepares a message's values at render (stable, e.g. amounts in the language's conventions). */
  formatValues?: (values: NonNullable<ValidationIssue['values']>) => ValidationIssue['values'];
}

/**
 * A form's messages, stored as keys and values and translated while rendering, so a language change
 * shows them in the new language at once; 200 ms after the change the last client check runs again on
 * the values it checked (spec section 4, revalidation), e.g. with the rules the new language brought.
 * `check` runs `validate` and clears the server's answers of the previous attempt; each edit of
 * `options.values` drops the messages it made obsolete.
 */
export function useFormIssues<V, F extends string>(validate: (values: V) => Issues<F>, options: FormIssuesOptions<V>) {
  const { values, formatValues } = options;
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<IssueState<V, F>>({ client: {}, server: {}, serverBasis: {} });
  const validateRef = useRef(validate);
  const valuesRef = useRef(values);
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

  // An edit: the client messages are checked against the new values and kept, as shown, only while the field is
  // still wrong (a form the app empties after "same as the old password" keeps saying why until the next submit),
  // and a server answer about a field whose value changed since is dropped.
  useEffect(() => {
    if (isEqual(valuesRef.current, values)) return;
    valuesRef.current = values;
    if (values === undefined) return;
    setState((current) => {
      const clientFields = Object.keys(current.client) as F[];
      const serverFields = Object.keys(current.server) as F[];
      if (clientFields.length === 0 && serverFields.length === 0) return current;
      const fresh: Issues<F> = clientFields.length > 0 ? validateRef.current(values) : {};
      const client: Issues<F> = {};
      for (const field of clientFields) if (fresh[field]) client[field] = current.client[field];
      const server: Issues<F> = {};
      for (const field of serverFields) if (isEqual(valueOf(values, field), current.serverBasis[field])) server[field] = current.server[field];
      const unchanged = (before: Issues<F>, after: Issues<F>) =>
        Object.keys(before).length === Object.keys(after).length && (Object.keys(before) as F[]).every((field) => after[field]?.key === before[field]?.key);
      return unchanged(current.client, client) && unchanged(current.server, server) ? current : { ...current, client, server };
    });
  }, [values]);

  const check = useCallback((checked: V): Issues<F> => {
    const client = validateRef.current(checked);
    setState({ checked: { values: checked }, client, server: {}, serverBasis: {} });
    return client;
  }, []);
  /** Sets (or, with undefined, clears) the server's answer about one field. */
  const fail = useCallback(
    (field: F, issue: ValidationIssue | undefined) =>
      setState((current) => ({
        ...current,
        server: { ...current.server, [field]: issue },
        serverBasis: { ...current.serverBasis, [field]: valueOf(valuesRef.current, field) },
      })),
    [],
  );
  const failForm = useCallback((issue: ValidationIssue | undefined) => setState((current) => ({ ...current, form: issue })), []);
  /** Forgets every message and the last checked values (a form closed or emptied). */
  const reset = useCallback(() => setState({ client: {}, server: {}, serverBasis: {} }), []);

  const errors = useMemo(() => {
    const text = (issue: ValidationIssue) => t(issue.key, (issue.values && formatValues ? formatValues(issue.values) : issue.values) ?? {});
    const out: Partial<Record<F, string>> = {};
    for (const [field, issue] of Object.entries({ ...state.client, ...state.server }) as [F, ValidationIssue | undefined][]) {
      if (issue) out[field] = text(issue);
    }
    return { fields: out, form: state.form ? text(state.form) : undefined };
  }, [state.client, state.server, state.form, t, formatValues]);

  return { errors: errors.fields, formError: errors.form, check, fail, failForm, reset };
}

/** True when a check found nothing. */
export function noIssues(issues: Issues<string>): boolean {
  return Object.keys(issues).length === 0;
}
