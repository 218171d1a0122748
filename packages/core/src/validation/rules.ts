import type { FieldErrors, FieldMessages, FieldRule, ValidationIssue } from './types.js';

/** Generic messages for fields without their own. */
export const genericMessages = {
  required: 'validation.required',
  /** The generic required text naming its field ('%s is required'); the field's name is a translation key, nested by i18next. */
  requiredNamed: 'formRules.requiredNamed',
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  invalid: 'validation.invalid',
} as const;

const patternCache = new Map<string, RegExp | null>();

function compiledPattern(source: string): RegExp | null {
  if (!patternCache.has(source)) {
    try {
      patternCache.set(source, new RegExp(source));
    } catch {
      // A pattern the browser cannot compile is the server's mistake: do not block the user on it.
      patternCache.set(source, null);
    }
  }
  return patternCache.get(source) ?? null;
}

export function isFieldEnabled(rule: FieldRule | undefined): boolean {
  return rule?.enabled !== false;
}

/** The required message: the field's own, else the generic one naming the field, else the generic one. */
function requiredIssue(messages: FieldMessages | undefined): ValidationIssue {
  if (messages?.required) return { key: messages.required };
  if (messages?.label) return { key: genericMessages.requiredNamed, values: { field: messages.label } };
  return { key: genericMessages.required };
}

/**
 * Checks one value against its server rule (spec section 5): a disabled field passes; a field that
 * is not required and empty is skipped; otherwise required, min/max length and pattern apply, and
 * any format failure shows the rule's message (else the field's, else a generic one).
 */
export function validateByRule(value: string | null | undefined, rule: FieldRule | undefined, messages?: FieldMessages): ValidationIssue | null {
  if (!isFieldEnabled(rule)) return null;
  const text = (value ?? '').trim();
  if (text === '') return rule?.required ? requiredIssue(messages) : null;
  if (!rule) return null;

  const values: Record<string, number> = {};
  if (rule.minLength !== undefined) values.min = rule.minLength;
  if (rule.maxLength !== undefined) values.max = rule.maxLength;
  const formatIssue = (fallback: string): ValidationIssue => ({ key: rule.messageKey ?? messages?.invalid ?? fallback, values });

  const length = [...text].length;
  if (rule.minLength !== undefined && length < rule.minLength) return formatIssue(genericMessages.tooShort);
  if (rule.maxLength !== undefined && length > rule.maxLength) return formatIssue(genericMessages.tooLong);
  if (rule.pattern) {
    const pattern = compiledPattern(rule.pattern);
    // Tested as the form library does: server patterns carry their own ^...$ anchors.
    if (pattern && !pattern.test(text)) return formatIssue(genericMessages.invalid);
  }
  return null;
}

/** The first field, in display order, that has an error: the one to focus (spec section 5). */
export function firstFailingField<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

export interface FormCheck<F extends string> {
  errors: FieldErrors<F>;
  /** The first failing field in display order, to be focused. */
  firstInvalid: F | undefined;
  valid: boolean;
}

/** Bundles per-field results (null = passed) into errors plus the field to focus. */
export function collectErrors<F extends string>(order: readonly F[], results: Partial<Record<F, ValidationIssue | null>>): FormCheck<F> {
  const errors: FieldErrors<F> = {};
  for (const field of order) {
    const issue = results[field];
    if (issue) errors[field] = issue;
  }
  const firstInvalid = firstFailingField(order, errors);
  return { errors, firstInvalid, valid: firstInvalid === undefined };
}
