import { captcha, email, mobile, smsCode } from '../constants/business.js';
import { validateByRule } from './rules.js';
import type { FieldMessages, FieldRule, ValidationIssue } from './types.js';

/** Registration and account fields (spec section 3, registration payload). */
export type AccountField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'mobileNum'
  | 'verificationCode'
  | 'captcha'
  | 'affiliateCode'
  | 'nickname'
  | 'payeeName'
  | 'email'
  | 'idNumber'
  | 'qqNum'
  | 'facebook'
  | 'wechat'
  | 'line'
  | 'whatsapp'
  | 'zalo'
  | 'birthday'
  | 'paymentPassword'
  | 'recommenderId';

/** Per-field messages (spec sections 5 and 8); other fields use the generic ones. */
export const fieldMessages: Partial<Record<AccountField, FieldMessages>> = {
  username: { required: 'validation.username.required', invalid: 'validation.username.invalid' },
  password: { required: 'validation.password.required', invalid: 'validation.password.invalid' },
  // A missing confirmation shows the incorrect-password text (spec section 5).
  confirmPassword: { required: 'validation.password.invalid', invalid: 'validation.password.invalid' },
  mobileNum: { required: 'validation.mobile.required', invalid: 'validation.mobile.invalid' },
  verificationCode: { required: 'validation.smsCode.required', invalid: 'validation.smsCode.invalid' },
  captcha: { required: 'validation.captcha.required', invalid: 'validation.captcha.invalid' },
  affiliateCode: { required: 'validation.affiliate.required', invalid: 'validation.affiliate.invalid' },
  payeeName: { required: 'validation.realName.required', invalid: 'validation.realName.invalid' },
  email: { required: 'validation.email.required', invalid: 'validation.email.invalid' },
  birthday: { required: 'validation.birthday.required', invalid: 'validation.birthday.invalid' },
  paymentPassword: { required: 'validation.paymentPassword.required', invalid: 'validation.paymentPassword.invalid' },
  idNumber: { invalid: 'validation.idNumber.invalid' },
};

/**
 * Translation keys of the account fields' names (the registration form's labels), which the generic
 * required text names (spec section 5: '%s is required').
 */
export const accountFieldLabels: Record<AccountField, string> = {
  username: 'register.fields.username',
  password: 'register.fields.password',
  confirmPassword: 'register.fields.confirmPassword',
  mobileNum: 'register.fields.mobile',
  verificationCode: 'register.fields.smsCode',
  captcha: 'register.fields.captcha',
  affiliateCode: 'register.fields.affiliateCode',
  nickname: 'register.fields.nickname',
  payeeName: 'register.fields.realName',
  email: 'register.fields.email',
  idNumber: 'register.fields.idNumber',
  qqNum: 'register.fields.qq',
  facebook: 'register.fields.facebook',
  wechat: 'register.fields.wechat',
  line: 'register.fields.line',
  whatsapp: 'register.fields.whatsapp',
  zalo: 'register.fields.zalo',
  birthday: 'register.fields.birthday',
  paymentPassword: 'register.fields.paymentPassword',
  recommenderId: 'register.fields.recommender',
};

/** A field's messages: its own, else its name for the generic ones. */
export function messagesFor(field: AccountField): FieldMessages {
  return { label: accountFieldLabels[field], ...fieldMessages[field] };
}

const digitsOnly = /\D+/g;

/** What the captcha input keeps: digits only, at most 6 (spec section 5). */
export function sanitiseCaptchaInput(value: string): string {
  return value.replace(digitsOnly, '').slice(0, captcha.inputMaxLength);
}

/** What the SMS code input keeps: digits only, at most 10 (spec section 5). */
export function sanitiseSmsCodeInput(value: string): string {
  return value.replace(digitsOnly, '').slice(0, smsCode.maxLength);
}

/** What the mobile number input keeps: digits only, at most 20 (spec section 5). */
export function sanitiseMobileInput(value: string): string {
  return value.replace(digitsOnly, '').slice(0, mobile.maxLength);
}

/** Captcha: required (enter-code text), numeric, up to 6 characters. */
export function validateCaptcha(value: string | null | undefined): ValidationIssue | null {
  const text = (value ?? '').trim();
  if (text === '') return { key: 'validation.captcha.required' };
  if (!/^\d+$/.test(text) || text.length > captcha.inputMaxLength) return { key: 'validation.captcha.invalid' };
  return null;
}

/** SMS code: required, numeric, up to 10 characters. */
export function validateSmsCode(value: string | null | undefined, rule?: FieldRule): ValidationIssue | null {
  const text = (value ?? '').trim();
  if (text === '') return { key: 'validation.smsCode.required' };
  if (!/^\d+$/.test(text) || text.length > smsCode.maxLength) return { key: 'validation.smsCode.invalid' };
  return validateByRule(text, { ...rule, required: true }, fieldMessages.verificationCode);
}

/**
 * Mobile number: required, digits only, at most 20, at least the configured minimum; the hint
 * names that minimum (spec section 5, in_mobileNum_error). Also gates the SMS request.
 */
export function validateMobile(value: string | null | undefined, rule?: FieldRule): ValidationIssue | null {
  const text = (value ?? '').trim();
  if (text === '') return { key: 'validation.mobile.required' };
  const min = rule?.minLength;
  if (!/^\d+$/.test(text) || text.length > Math.min(rule?.maxLength ?? mobile.maxLength, mobile.maxLength)) {
    return { key: 'validation.mobile.invalid' };
  }
  if (min !== undefined && text.length < min) return { key: 'validation.mobile.minLength', values: { min } };
  return validateByRule(text, { ...rule, required: true, minLength: undefined }, fieldMessages.mobileNum);
}

/** True when the number may be used to request an SMS code (spec section 4: valid before requesting). */
export function canRequestSmsCode(mobileNum: string | null | undefined, rule?: FieldRule): boolean {
  return validateMobile(mobileNum, rule) === null;
}

/**
 * The simple e-mail pattern of spec section 5: word characters with optional dot or dash parts, @,
 * a domain of such parts, ending in parts of 2-3 characters.
 */
export const emailPattern = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;

/** E-mail format check of the generic validator: the simple pattern, under 255 characters. */
export function isEmail(value: string): boolean {
  return value.length < email.maxLengthExclusive && emailPattern.test(value);
}

/** E-mail: required (trimmed) and well formed, else the incorrect-e-mail text. */
export function validateEmail(value: string | null | undefined): ValidationIssue | null {
  const text = (value ?? '').trim();
  if (text === '') return { key: 'validation.email.required' };
  return isEmail(text) ? null : { key: 'validation.email.invalid' };
}

/** Checks a field of the account forms by its server rule and its own messages. */
export function validateAccountField(field: AccountField, value: string | null | undefined, rule: FieldRule | undefined): ValidationIssue | null {
  return validateByRule(value, rule, messagesFor(field));
}
