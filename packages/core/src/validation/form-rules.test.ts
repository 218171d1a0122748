import { describe, expect, it } from 'vitest';
import { createI18n, memberSiteTexts } from '../i18n/index.js';
import { canSubmitForgotByPhone, validateRegistration, type RegistrationSettings } from './account.js';
import { validateAccountField } from './fields.js';
import { validateByRule } from './rules.js';

const registration: RegistrationSettings = {
  usernameRegistration: true,
  mobileRegistration: false,
  mobilePassword: false,
  mobileVerification: false,
  captcha: false,
  affiliateCheck: false,
  rules: {
    username: { required: true, minLength: 4 },
    password: { required: true, minLength: 6 },
    nickname: { enabled: true, required: true },
    qqNum: { enabled: true, required: true },
  },
};

describe('generic required message names its field (spec section 5: library default "%s is required")', () => {
  it('a required field without its own message gets the named generic text, in every language', async () => {
    const check = validateRegistration(
      { mode: 'username', values: { username: 'player01', password: 'secret1', confirmPassword: 'secret1' }, termsAccepted: true },
      registration,
    );
    expect(check.errors.nickname).toEqual({ key: 'formRules.requiredNamed', values: { field: 'register.fields.nickname' } });
    expect(check.errors.qqNum).toEqual({ key: 'formRules.requiredNamed', values: { field: 'register.fields.qq' } });
    const en = await createI18n('EN', memberSiteTexts);
    expect(en.t(check.errors.nickname!.key, check.errors.nickname!.values ?? {})).toBe('Nickname is required');
    const ar = await createI18n('AR', memberSiteTexts);
    expect(ar.t(check.errors.qqNum!.key, check.errors.qqNum!.values ?? {})).toBe(`${ar.t('register.fields.qq')} مطلوب`);
  });

  it('fields with their own required text keep it; a rule check without a field name keeps the plain generic text', () => {
    expect(validateAccountField('username', '', { required: true })).toEqual({ key: 'validation.username.required' });
    expect(validateAccountField('idNumber', '', { required: true })).toEqual({ key: 'formRules.requiredNamed', values: { field: 'register.fields.idNumber' } });
    expect(validateByRule('', { required: true })).toEqual({ key: 'validation.required' });
  });
});

describe('forgot password by phone (spec section 5: submit allowed only when all valid)', () => {
  const rules = { loginMobileNum: { minLength: 9, maxLength: 11 }, verificationCode: {}, password: { minLength: 6, maxLength: 20 } };
  const good = { mobileNum: '0812345678', verificationCode: '123456', password: 'secret1' };
  it('is enabled only when the mobile number, the SMS code and the new password are all valid', () => {
    expect(canSubmitForgotByPhone(good, rules)).toBe(true);
    expect(canSubmitForgotByPhone({ ...good, mobileNum: '' }, rules)).toBe(false);
    expect(canSubmitForgotByPhone({ ...good, mobileNum: '0812' }, rules)).toBe(false);
    expect(canSubmitForgotByPhone({ ...good, verificationCode: '' }, rules)).toBe(false);
    expect(canSubmitForgotByPhone({ ...good, password: '123' }, rules)).toBe(false);
    expect(canSubmitForgotByPhone({ mobileNum: '', verificationCode: '', password: '' }, rules)).toBe(false);
  });
});

describe('captcha rule text (spec section 5: 1-16 digits or letters, or the result of an equation)', () => {
  it('is translated in the languages this release carries', async () => {
    expect((await createI18n('EN', memberSiteTexts)).t('formRules.captchaHint')).toBe(
      'Enter the code in the picture: 1-16 digits or letters, or the result of the equation',
    );
    for (const language of ['TH', 'CN', 'TW', 'AR'] as const) expect((await createI18n(language, memberSiteTexts)).t('formRules.captchaHint')).toMatch(/1.*16/);
  });
});
