import { fieldMessages, messagesFor, validateCaptcha, validateEmail, validateMobile, validateSmsCode, type AccountField } from './fields.js';
import { collectErrors, isFieldEnabled, validateByRule, type FormCheck } from './rules.js';
import type { FieldRule, ValidationIssue } from './types.js';

/** Keys of the shared rule table (spec section 5). */
export type SharedRuleKey = 'loginUsername' | 'loginMobileNum' | 'loginPassword' | 'verificationCode' | 'password';
export type SharedRules = Partial<Record<SharedRuleKey, FieldRule>>;

const required = (rule: FieldRule | undefined): FieldRule => ({ ...rule, required: true });

// ---------------------------------------------------------------------------------------------
// Login (spec sections 2, 4, 5)

export type LoginMethod = 'username' | 'mobile';

export interface LoginInput {
  method: LoginMethod;
  username?: string;
  password?: string;
  mobileNum?: string;
  verificationCode?: string;
  /** Present only once the server has asked for a captcha after a failed login. */
  captcha?: string;
}

export type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';

export function validateLogin(input: LoginInput, rules: SharedRules, captchaShown: boolean): FormCheck<LoginField> {
  if (input.method === 'username') {
    return collectErrors<LoginField>(['username', 'password', 'captcha'], {
      username: validateByRule(input.username, required(rules.loginUsername), fieldMessages.username),
      password: validateByRule(input.password, required(rules.loginPassword), fieldMessages.password),
      captcha: captchaShown ? validateCaptcha(input.captcha) : null,
    });
  }
  return collectErrors<LoginField>(['mobileNum', 'verificationCode', 'captcha'], {
    mobileNum: validateMobile(input.mobileNum, rules.loginMobileNum),
    verificationCode: validateSmsCode(input.verificationCode, rules.verificationCode),
    captcha: captchaShown ? validateCaptcha(input.captcha) : null,
  });
}

/** The agreement checkbox starts ticked; unticked, the login button is disabled (spec section 2). */
export const loginAgreementDefault = true;

export function canSubmitLogin(agreementAccepted: boolean, busy = false): boolean {
  return agreementAccepted && !busy;
}

// ---------------------------------------------------------------------------------------------
// Registration (spec sections 2, 4, 5)

export type RegistrationMode = 'username' | 'mobile';

/** Registration switches of the register settings, plus the per-field server rules. */
export interface RegistrationSettings {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  /** Password fields in mobile mode (with mobile registration on). */
  mobilePassword: boolean;
  /** SMS code in username mode. */
  mobileVerification: boolean;
  captcha: boolean;
  /** Affiliate code checked against the server on submit. */
  affiliateCheck: boolean;
  rules: Partial<Record<AccountField, FieldRule>>;
}

/** Tabs shown (each only if its switch is on) and the one selected first: mobile when enabled. */
export function registrationModes(settings: Pick<RegistrationSettings, 'usernameRegistration' | 'mobileRegistration'>): {
  modes: RegistrationMode[];
  initial: RegistrationMode | undefined;
} {
  const modes: RegistrationMode[] = [];
  if (settings.mobileRegistration) modes.push('mobile');
  if (settings.usernameRegistration) modes.push('username');
  return { modes, initial: modes[0] };
}

/** Optional fields, in display order; each appears only when its rule is enabled. */
export const optionalRegistrationFields: readonly AccountField[] = [
  'affiliateCode',
  'nickname',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
  'paymentPassword',
  'recommenderId',
];

/**
 * The fields of a registration mode, in display order (spec section 2): in mobile mode the password
 * fields appear only with mobile registration and mobile password both on; in username mode the
 * mobile number appears when enabled and the SMS code only with mobile verification on. The captcha
 * appears when the captcha switch is on, and wherever there is an SMS code: the server sends a
 * registration code only with a captcha answer (the "Get code" challenge).
 */
export function registrationFields(mode: RegistrationMode, settings: RegistrationSettings): AccountField[] {
  // An optional field appears only when the server sends an enabled rule for it.
  const enabled = (field: AccountField) => settings.rules[field] !== undefined && isFieldEnabled(settings.rules[field]);
  const fields: AccountField[] = [];
  if (mode === 'username') {
    fields.push('username', 'password', 'confirmPassword');
    if (enabled('mobileNum')) {
      fields.push('mobileNum');
      if (settings.mobileVerification) fields.push('verificationCode');
    }
  } else {
    fields.push('mobileNum', 'verificationCode');
    if (settings.mobileRegistration && settings.mobilePassword) fields.push('password', 'confirmPassword');
  }
  if (settings.captcha || fields.includes('verificationCode')) fields.push('captcha');
  fields.push(...optionalRegistrationFields.filter(enabled));
  return fields;
}

/** A field shows the required marker when its rule says so, or it is essential to the mode. */
export function isRegistrationFieldRequired(field: AccountField, mode: RegistrationMode, settings: RegistrationSettings): boolean {
  if (field === 'captcha' || field === 'confirmPassword') return true;
  if (mode === 'username' && (field === 'username' || field === 'password')) return true;
  if (mode === 'username' && field === 'verificationCode') return true;
  if (mode === 'mobile' && (field === 'mobileNum' || field === 'verificationCode' || field === 'password')) return true;
  return settings.rules[field]?.required === true;
}

/**
 * The terms / age checkbox starts ticked (spec section 2, one reading). Register stays enabled and an
 * unticked submit reports the disclaimer error (section 5) rather than disabling the button (the other
 * reading): the error says why, a disabled button does not.
 */
export const registrationTermsDefault = true;

export type RegistrationField = AccountField | 'disclaimer';

export interface RegistrationInput {
  mode: RegistrationMode;
  values: Partial<Record<AccountField, string>>;
  termsAccepted: boolean;
}

/** Confirmation: required (incorrect-password text) and equal to the password. */
export function validateConfirmPassword(password: string | undefined, confirmation: string | undefined): ValidationIssue | null {
  if (!confirmation) return { key: 'validation.password.invalid' };
  return confirmation === password ? null : { key: 'validation.confirmPassword.mismatch' };
}

/**
 * Checks every visible registration field (spec section 5) and the disclaimer; the result names
 * the first failing field to focus. Changing the password revalidates the confirmation simply by
 * running this again (or `validateConfirmPassword`) with the new values.
 */
export function validateRegistration(input: RegistrationInput, settings: RegistrationSettings): FormCheck<RegistrationField> {
  const fields = registrationFields(input.mode, settings);
  const { values } = input;
  const results: Partial<Record<RegistrationField, ValidationIssue | null>> = {};
  for (const field of fields) {
    const rule = settings.rules[field];
    const value = values[field];
    const mustHave = isRegistrationFieldRequired(field, input.mode, settings);
    const effective: FieldRule = { ...rule, required: mustHave };
    switch (field) {
      case 'confirmPassword':
        results[field] = validateConfirmPassword(values.password, value);
        break;
      case 'captcha':
        results[field] = validateCaptcha(value);
        break;
      case 'mobileNum':
        results[field] = mustHave || value ? validateMobile(value, rule) : null;
        break;
      case 'verificationCode':
        results[field] = validateSmsCode(value, rule);
        break;
      case 'email':
        results[field] = validateByRule(value, effective, fieldMessages.email) ?? (value?.trim() ? validateEmail(value) : null);
        break;
      default:
        results[field] = validateByRule(value, effective, messagesFor(field));
    }
  }
  results.disclaimer = input.termsAccepted ? null : { key: 'validation.disclaimer.required' };
  return collectErrors<RegistrationField>([...fields, 'disclaimer'], results);
}

/**
 * Folds the server's affiliate-code answer into a form check (spec section 5: 'Invalid invitation
 * code', focus returns to that field). Skipped when the check is off or the code is empty.
 */
export function withAffiliateResult(
  check: FormCheck<RegistrationField>,
  order: readonly RegistrationField[],
  affiliate: { enabled: boolean; code: string | undefined; valid: boolean },
): FormCheck<RegistrationField> {
  if (!affiliate.enabled || !affiliate.code?.trim() || affiliate.valid) return check;
  const results = { ...check.errors, affiliateCode: { key: 'validation.affiliate.invalid' } };
  return collectErrors(order, results);
}

// ---------------------------------------------------------------------------------------------
// Forgot password (spec sections 2 and 5)

export interface ForgotByEmailInput {
  username: string;
  email: string;
}

/** Both fields required and trimmed; username by the loginUsername rule; the simple e-mail pattern. */
export function validateForgotByEmail(input: ForgotByEmailInput, rules: SharedRules): FormCheck<'username' | 'email'> & { trimmed: ForgotByEmailInput } {
  const trimmed = { username: input.username.trim(), email: input.email.trim() };
  return {
    ...collectErrors<'username' | 'email'>(['username', 'email'], {
      username: validateByRule(trimmed.username, required(rules.loginUsername), fieldMessages.username),
      email: validateEmail(trimmed.email),
    }),
    trimmed,
  };
}

export interface ForgotByPhoneInput {
  mobileNum: string;
  verificationCode: string;
  password: string;
}

/** mobileNum, verificationCode and password by the shared rules; submit only when all are valid. */
export function validateForgotByPhone(input: ForgotByPhoneInput, rules: SharedRules): FormCheck<keyof ForgotByPhoneInput> {
  return collectErrors<keyof ForgotByPhoneInput>(['mobileNum', 'verificationCode', 'password'], {
    mobileNum: validateMobile(input.mobileNum, rules.loginMobileNum),
    verificationCode: validateSmsCode(input.verificationCode, rules.verificationCode),
    password: validateByRule(input.password, required(rules.password), fieldMessages.password),
  });
}

/** Forgot by phone: submit is allowed only when the mobile number, SMS code and new password are all valid (spec section 5). */
export function canSubmitForgotByPhone(input: ForgotByPhoneInput, rules: SharedRules): boolean {
  return validateForgotByPhone(input, rules).valid;
}

export type ForgotMethod = 'phone' | 'email';

/**
 * The alternative forgot-password screen (spec section 2): the toggle shows only when both phone
 * verification and mail reset are on; phone is the default only when it alone is on.
 */
export function forgotPasswordMethods(features: { resetByVerification: boolean; resetByMail: boolean }): {
  methods: ForgotMethod[];
  initial: ForgotMethod;
  showToggle: boolean;
} {
  const methods: ForgotMethod[] = [];
  if (features.resetByVerification) methods.push('phone');
  if (features.resetByMail) methods.push('email');
  const initial: ForgotMethod = features.resetByVerification && !features.resetByMail ? 'phone' : 'email';
  return { methods, initial, showToggle: methods.length === 2 };
}

// ---------------------------------------------------------------------------------------------
// Change password (spec sections 2 and 5)

export interface ChangePasswordInput {
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

/** The old password field shows only when none is kept in the session. */
export function asksOldPassword(sessionPassword: string | null | undefined): boolean {
  return !sessionPassword;
}

/**
 * New password by the password rule and different from the old one ('new and old passwords cannot
 * be the same'); confirmation required (enter-password text) and equal ('the two passwords do not match').
 */
export function validateChangePassword(
  input: ChangePasswordInput,
  options: { rule?: FieldRule; sessionPassword?: string | null },
): FormCheck<keyof ChangePasswordInput> {
  const askOld = asksOldPassword(options.sessionPassword);
  const old = askOld ? input.oldPassword : (options.sessionPassword ?? undefined);
  const newIssue =
    validateByRule(input.newPassword, required(options.rule), fieldMessages.password) ??
    (old && input.newPassword === old ? { key: 'validation.password.sameAsOld' } : null);
  const confirmIssue = !input.confirmPassword
    ? { key: 'validation.password.enter' }
    : input.confirmPassword !== input.newPassword
      ? { key: 'validation.password.notMatch' }
      : null;
  return collectErrors<keyof ChangePasswordInput>(['oldPassword', 'newPassword', 'confirmPassword'], {
    oldPassword: askOld && !input.oldPassword ? { key: 'validation.password.required' } : null,
    newPassword: newIssue,
    confirmPassword: confirmIssue,
  });
}

/**
 * Which field a failed password reset by phone empties (spec section 8, "set password error"): the
 * new password when it equals the old one (`modify.new.old.same`, our NEW_PASSWORD_SAME_AS_OLD),
 * the verification code for any other error. Everything else the user typed stays.
 */
export function fieldToClearAfterResetError(errorCode: string | undefined): 'password' | 'verificationCode' {
  return errorCode === 'NEW_PASSWORD_SAME_AS_OLD' ? 'password' : 'verificationCode';
}
