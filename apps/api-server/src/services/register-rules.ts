import type { RegisterFieldRule } from '../db/schema.js';

/** A server validation rule (getRegistrationRules): ECMAScript pattern without slashes or flags. */
export interface ValidationRule {
  key: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  messageKey: string;
}

/** The shared rule table (spec section 5: loginUsername, loginMobileNum, loginPassword, verificationCode, password). */
export const validationRules: ValidationRule[] = [
  { key: 'loginUsername', pattern: '^[A-Za-z0-9_]{4,16}$', minLength: 4, maxLength: 16, messageKey: 'validation.username.invalid' },
  { key: 'loginMobileNum', pattern: '^\\d{6,15}$', minLength: 6, maxLength: 15, messageKey: 'validation.mobile.invalid' },
  { key: 'loginPassword', pattern: '^[\\x21-\\x7e]{6,20}$', minLength: 6, maxLength: 20, messageKey: 'validation.password.invalid' },
  { key: 'verificationCode', pattern: '^\\d{4,10}$', minLength: 4, maxLength: 10, messageKey: 'validation.smsCode.invalid' },
  { key: 'password', pattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$', minLength: 6, maxLength: 20, messageKey: 'validation.password.invalid' },
  { key: 'username', pattern: '^[a-z][a-z0-9]{3,15}$', minLength: 4, maxLength: 16, messageKey: 'validation.username.invalid' },
  { key: 'mobile', pattern: '^\\d{6,15}$', minLength: 6, maxLength: 15, messageKey: 'validation.mobile.invalid' },
  { key: 'email', pattern: '^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.\\w{2,3})+$', maxLength: 254, messageKey: 'validation.email.invalid' },
  { key: 'realName', pattern: '^[^0-9!@#$%^&*()_+=<>?/\\\\|{}\\[\\]~`"]{2,64}$', minLength: 2, maxLength: 64, messageKey: 'validation.realName.invalid' },
  { key: 'idNumber', pattern: '^[A-Za-z0-9-]{4,32}$', minLength: 4, maxLength: 32, messageKey: 'validation.idNumber.invalid' },
  { key: 'digits', pattern: '^\\d{5,20}$', minLength: 5, maxLength: 20, messageKey: 'validation.digits.invalid' },
  { key: 'handle', pattern: '^[^\\s<>]{2,64}$', minLength: 2, maxLength: 64, messageKey: 'validation.handle.invalid' },
  // A name shown to others ("Lucky Star"): spaces between words, no control characters and no markup brackets.
  { key: 'nickname', pattern: '^[^\\s<>]([^<>\\x00-\\x1f\\x7f]*[^\\s<>])?$', minLength: 2, maxLength: 32, messageKey: 'validation.nickname.invalid' },
  { key: 'paymentPassword', pattern: '^\\d{6}$', minLength: 6, maxLength: 6, messageKey: 'validation.paymentPassword.invalid' },
  { key: 'affiliateCode', pattern: '^[A-Za-z0-9]{4,32}$', minLength: 4, maxLength: 32, messageKey: 'validation.affiliate.invalid' },
];

export const ruleByKey = new Map(validationRules.map((rule) => [rule.key, rule]));

/** Checks one value against a field rule; returns false when it breaks the rule (empty optional values pass). */
export function passesRule(value: string | undefined, rule: RegisterFieldRule | undefined): 'ok' | 'missing' | 'invalid' {
  const text = (value ?? '').trim();
  if (!rule || !rule.enabled) return 'ok';
  if (text === '') return rule.required ? 'missing' : 'ok';
  const length = [...text].length;
  if (rule.minLength !== undefined && length < rule.minLength) return 'invalid';
  if (rule.maxLength !== undefined && length > rule.maxLength) return 'invalid';
  const pattern = rule.patternId ? ruleByKey.get(rule.patternId)?.pattern : undefined;
  if (pattern && !new RegExp(pattern).test(text)) return 'invalid';
  return 'ok';
}
