import { describe, expect, it } from 'vitest';
import {
  fieldToClearAfterResetError,
  asksOldPassword,
  canSubmitLogin,
  forgotPasswordMethods,
  loginAgreementDefault,
  registrationFields,
  registrationModes,
  registrationTermsDefault,
  validateChangePassword,
  validateConfirmPassword,
  validateForgotByEmail,
  validateForgotByPhone,
  validateLogin,
  validateRegistration,
  withAffiliateResult,
  type RegistrationSettings,
} from './account.js';

const settings = (overrides: Partial<RegistrationSettings> = {}): RegistrationSettings => ({
  usernameRegistration: true,
  mobileRegistration: true,
  mobilePassword: true,
  mobileVerification: false,
  captcha: true,
  affiliateCheck: true,
  rules: {
    username: { required: true, minLength: 4, maxLength: 16, pattern: '^[a-z0-9]+$' },
    password: { required: true, minLength: 6, maxLength: 20 },
    mobileNum: { enabled: false },
    affiliateCode: { enabled: true, required: false },
    email: { enabled: true, required: false },
    nickname: { enabled: false },
    birthday: { enabled: true, required: true },
  },
  ...overrides,
});

const goodUsernameValues = { username: 'player01', password: 'secret1', confirmPassword: 'secret1', captcha: '1234', birthday: '1990-01-01' };

describe('login form (spec sections 2 and 5: shared rules, captcha after a failure, agreement ticked by default)', () => {
  const rules = { loginUsername: { minLength: 4 }, loginPassword: { minLength: 6 }, loginMobileNum: { minLength: 9 } };

  it('checks username and password by the shared rules, required even when the rule says nothing', () => {
    const check = validateLogin({ method: 'username', username: '', password: '123' }, rules, false);
    expect(check.errors).toEqual({ username: { key: 'validation.username.required' }, password: { key: 'validation.password.invalid', values: { min: 6 } } });
    expect(check.firstInvalid).toBe('username');
  });

  it('checks the captcha only once it is shown', () => {
    expect(validateLogin({ method: 'username', username: 'abcd', password: '123456' }, rules, false).valid).toBe(true);
    expect(validateLogin({ method: 'username', username: 'abcd', password: '123456' }, rules, true).firstInvalid).toBe('captcha');
  });

  it('checks mobile number and SMS code for the mobile method', () => {
    const check = validateLogin({ method: 'mobile', mobileNum: '0812', verificationCode: '' }, rules, false);
    expect(check.errors.mobileNum).toEqual({ key: 'validation.mobile.minLength', values: { min: 9 } });
    expect(check.errors.verificationCode).toEqual({ key: 'validation.smsCode.required' });
  });

  it('starts with the agreement ticked and disables login when it is not', () => {
    expect(loginAgreementDefault).toBe(true);
    expect(canSubmitLogin(true)).toBe(true);
    expect(canSubmitLogin(false)).toBe(false);
    expect(canSubmitLogin(true, true)).toBe(false);
  });
});

describe('registration fields (spec section 2: tabs, visible fields per mode)', () => {
  it('shows each tab only when its switch is on, mobile first and default', () => {
    expect(registrationModes({ usernameRegistration: true, mobileRegistration: true })).toEqual({ modes: ['mobile', 'username'], initial: 'mobile' });
    expect(registrationModes({ usernameRegistration: true, mobileRegistration: false })).toEqual({ modes: ['username'], initial: 'username' });
    expect(registrationModes({ usernameRegistration: false, mobileRegistration: false })).toEqual({ modes: [], initial: undefined });
  });

  it('lists the username mode fields with enabled optional ones only', () => {
    expect(registrationFields('username', settings())).toEqual(['username', 'password', 'confirmPassword', 'captcha', 'affiliateCode', 'email', 'birthday']);
  });

  it('shows the SMS field in username mode only with mobile verification on', () => {
    const withMobile = settings({ rules: { mobileNum: { enabled: true } } });
    expect(registrationFields('username', withMobile)).toContain('mobileNum');
    expect(registrationFields('username', withMobile)).not.toContain('verificationCode');
    expect(registrationFields('username', { ...withMobile, mobileVerification: true })).toContain('verificationCode');
  });

  it('shows password fields in mobile mode only with mobile registration and mobile password on', () => {
    expect(registrationFields('mobile', settings()).slice(0, 4)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword']);
    expect(registrationFields('mobile', settings({ mobilePassword: false }))).not.toContain('password');
  });

  it('leaves out the captcha when it is off, unless the mode has an SMS code (its "Get code" needs one)', () => {
    expect(registrationFields('username', settings({ captcha: false }))).not.toContain('captcha');
    expect(registrationFields('mobile', settings({ captcha: false }))).toContain('captcha');
    expect(registrationFields('username', settings({ captcha: false, mobileVerification: true, rules: { mobileNum: { enabled: true } } }))).toContain(
      'captcha',
    );
  });
});

describe('registration validation (spec section 5: rules, confirm password, disclaimer, first failing field)', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration({ mode: 'username', values: goodUsernameValues, termsAccepted: true }, settings()).valid).toBe(true);
  });

  it('skips optional empty fields and checks filled ones', () => {
    const values = { ...goodUsernameValues, email: 'not-an-email' };
    const check = validateRegistration({ mode: 'username', values, termsAccepted: true }, settings());
    expect(check.errors).toEqual({ email: { key: 'validation.email.invalid' } });
  });

  it('requires the confirmation with the incorrect-password text, and equality with its own text', () => {
    expect(validateConfirmPassword('secret1', '')).toEqual({ key: 'validation.password.invalid' });
    expect(validateConfirmPassword('secret1', 'secret2')).toEqual({ key: 'validation.confirmPassword.mismatch' });
    expect(validateConfirmPassword('secret1', 'secret1')).toBeNull();
  });

  it('revalidates the confirmation when the password changes', () => {
    const before = validateRegistration({ mode: 'username', values: goodUsernameValues, termsAccepted: true }, settings());
    const after = validateRegistration({ mode: 'username', values: { ...goodUsernameValues, password: 'changed1' }, termsAccepted: true }, settings());
    expect(before.errors.confirmPassword).toBeUndefined();
    expect(after.errors.confirmPassword).toEqual({ key: 'validation.confirmPassword.mismatch' });
  });

  it('gives the disclaimer error when the checkbox is unticked', () => {
    const check = validateRegistration({ mode: 'username', values: goodUsernameValues, termsAccepted: false }, settings());
    expect(check.errors).toEqual({ disclaimer: { key: 'validation.disclaimer.required' } });
  });

  it('focuses the first failing field in display order', () => {
    const values = { ...goodUsernameValues, username: 'ab', captcha: '' };
    expect(validateRegistration({ mode: 'username', values, termsAccepted: false }, settings()).firstInvalid).toBe('username');
  });

  it('requires mobile number and SMS code in mobile mode', () => {
    const check = validateRegistration(
      { mode: 'mobile', values: { password: 'secret1', confirmPassword: 'secret1', captcha: '1', birthday: 'x' }, termsAccepted: true },
      settings(),
    );
    expect(check.errors.mobileNum).toEqual({ key: 'validation.mobile.required' });
    expect(check.errors.verificationCode).toEqual({ key: 'validation.smsCode.required' });
    expect(check.firstInvalid).toBe('mobileNum');
  });

  it('returns focus to the affiliate code when the server says it is invalid', () => {
    const order = registrationFields('username', settings());
    const values = { ...goodUsernameValues, affiliateCode: 'BAD' };
    const check = validateRegistration({ mode: 'username', values, termsAccepted: true }, settings());
    const withServer = withAffiliateResult(check, [...order, 'disclaimer'], { enabled: true, code: 'BAD', valid: false });
    expect(withServer.errors.affiliateCode).toEqual({ key: 'validation.affiliate.invalid' });
    expect(withServer.firstInvalid).toBe('affiliateCode');
    expect(withAffiliateResult(check, order, { enabled: false, code: 'BAD', valid: false })).toBe(check);
    expect(withAffiliateResult(check, order, { enabled: true, code: '', valid: false })).toBe(check);
  });

  it('starts with the terms ticked', () => {
    expect(registrationTermsDefault).toBe(true);
  });
});

describe('forgot password (spec sections 2 and 5)', () => {
  const rules = { loginUsername: { minLength: 4 }, loginMobileNum: { minLength: 9 }, password: { minLength: 6 } };

  it('by e-mail: both required and trimmed, username by the loginUsername rule', () => {
    const check = validateForgotByEmail({ username: '  abcd ', email: ' a@b.com ' }, rules);
    expect(check.valid).toBe(true);
    expect(check.trimmed).toEqual({ username: 'abcd', email: 'a@b.com' });
    expect(validateForgotByEmail({ username: ' ', email: '' }, rules).errors).toEqual({
      username: { key: 'validation.username.required' },
      email: { key: 'validation.email.required' },
    });
    expect(validateForgotByEmail({ username: 'abc', email: 'a@b.com' }, rules).firstInvalid).toBe('username');
  });

  it('by phone: mobile, code and password by the shared rules; submit only when all are valid', () => {
    expect(validateForgotByPhone({ mobileNum: '081234567', verificationCode: '123456', password: 'secret1' }, rules).valid).toBe(true);
    const check = validateForgotByPhone({ mobileNum: '0812', verificationCode: '12', password: '1' }, rules);
    expect(Object.keys(check.errors)).toEqual(['mobileNum', 'password']);
  });

  it('shows the method toggle only with both methods; phone by default only when it alone is on', () => {
    expect(forgotPasswordMethods({ resetByVerification: true, resetByMail: true })).toEqual({
      methods: ['phone', 'email'],
      initial: 'email',
      showToggle: true,
    });
    expect(forgotPasswordMethods({ resetByVerification: true, resetByMail: false })).toEqual({ methods: ['phone'], initial: 'phone', showToggle: false });
    expect(forgotPasswordMethods({ resetByVerification: false, resetByMail: true })).toEqual({ methods: ['email'], initial: 'email', showToggle: false });
  });
});

describe('change password (spec sections 2 and 5)', () => {
  it('asks for the old password only when none is kept in the session', () => {
    expect(asksOldPassword(undefined)).toBe(true);
    expect(asksOldPassword('kept')).toBe(false);
  });

  it('rejects a new password equal to the old one', () => {
    const check = validateChangePassword({ oldPassword: 'secret1', newPassword: 'secret1', confirmPassword: 'secret1' }, {});
    expect(check.errors).toEqual({ newPassword: { key: 'validation.password.sameAsOld' } });
  });

  it('compares with the session password when the old field is hidden', () => {
    const check = validateChangePassword({ newPassword: 'kept', confirmPassword: 'kept' }, { sessionPassword: 'kept' });
    expect(check.errors.newPassword).toEqual({ key: 'validation.password.sameAsOld' });
    expect(check.errors.oldPassword).toBeUndefined();
  });

  it('requires the confirmation with the enter-password text, then equality', () => {
    expect(validateChangePassword({ oldPassword: 'a', newPassword: 'secret2', confirmPassword: '' }, {}).errors.confirmPassword).toEqual({
      key: 'validation.password.enter',
    });
    expect(validateChangePassword({ oldPassword: 'a', newPassword: 'secret2', confirmPassword: 'secret3' }, {}).errors.confirmPassword).toEqual({
      key: 'validation.password.notMatch',
    });
  });

  it('checks the new password by the password rule and requires the old one when asked', () => {
    const check = validateChangePassword({ oldPassword: '', newPassword: '12', confirmPassword: '12' }, { rule: { minLength: 6 } });
    expect(check.errors).toEqual({
      oldPassword: { key: 'validation.password.required' },
      newPassword: { key: 'validation.password.invalid', values: { min: 6 } },
    });
    expect(check.firstInvalid).toBe('oldPassword');
  });
});

describe('set password error (spec section 8)', () => {
  it('clears the new password when it equals the old one, otherwise the verification code', () => {
    expect(fieldToClearAfterResetError('NEW_PASSWORD_SAME_AS_OLD')).toBe('password');
    expect(fieldToClearAfterResetError('VERIFICATION_CODE_WRONG')).toBe('verificationCode');
    expect(fieldToClearAfterResetError('SYSTEM_BUSY')).toBe('verificationCode');
    expect(fieldToClearAfterResetError(undefined)).toBe('verificationCode');
  });
});
