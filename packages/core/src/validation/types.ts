import type { TextKey } from '../i18n/namespaces.js';

/**
 * A failed check: a translation key and the values it interpolates. Never literal text, so a
 * language switch only needs the screen to translate again (spec section 4: revalidation).
 */
export interface ValidationIssue {
  key: TextKey;
  values?: Record<string, number | string>;
}

/**
 * A server-provided rule for one field (spec section 3: enabled, required, minLength, maxLength,
 * patternId; section 5: the pattern message). Absent bounds are not checked.
 */
export interface FieldRule {
  /** A disabled field is neither shown nor checked. Defaults to true. */
  enabled?: boolean;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Regular expression source the whole value must match. */
  pattern?: string;
  /** Translation key the server names for this rule's failure; else the field's own message. */
  messageKey?: string;
}

/** The messages a field shows when it has no server message of its own. */
export interface FieldMessages {
  /** Shown when the field is required and empty; without it the generic '{{field}} is required' text names the field by `label`. */
  required?: string;
  /** Translation key of the field's name, for the generic required text (spec section 5: '%s is required'). */
  label?: string;
  /** Shown for any format failure (pattern, length), as the rule's message is (spec section 5). */
  invalid?: string;
}

export type FieldErrors<F extends string = string> = Partial<Record<F, ValidationIssue>>;
