import { describe, expect, it } from 'vitest';
import { registrationSettingsFrom, sharedRulesFrom } from './server-rules.js';

const rules = [
  { key: 'loginUsername', pattern: '^[A-Za-z0-9_]{4,16}$', minLength: 4, maxLength: 16, messageKey: 'validation.username.invalid' },
  { key: 'password', pattern: '^\\S{6,20}$', minLength: 6, maxLength: 20, messageKey: 'validation.password.invalid' },
  { key: 'email', pattern: '^.+@.+$', maxLength: 254, messageKey: 'validation.email.invalid' },
];

describe('server rules (spec sections 3 and 5: per-field settings and the shared rule table)', () => {
  it('keeps only the shared keys in the shared table', () => {
    expect(sharedRulesFrom(rules)).toEqual({
      loginUsername: { pattern: '^[A-Za-z0-9_]{4,16}$', minLength: 4, maxLength: 16, messageKey: 'validation.username.invalid' },
      password: { pattern: '^\\S{6,20}$', minLength: 6, maxLength: 20, messageKey: 'validation.password.invalid' },
    });
  });

  it('joins each field with its pattern rule; the field bounds win', () => {
    const settings = registrationSettingsFrom(
      {
        usernameRegistration: true,
        mobileRegistration: false,
        mobilePassword: false,
        mobileVerification: false,
        captcha: true,
        affiliateCodeCheck: true,
        fields: [
          { name: 'password', enabled: true, required: true, minLength: 8, patternId: 'password' },
          { name: 'email', enabled: true, required: false, patternId: 'email' },
          { name: 'nickname', enabled: false, required: false },
        ],
      },
      rules,
    );
    expect(settings.rules.password).toEqual({
      enabled: true,
      required: true,
      minLength: 8,
      maxLength: 20,
      pattern: '^\\S{6,20}$',
      messageKey: 'validation.password.invalid',
    });
    expect(settings.rules.email).toMatchObject({ required: false, maxLength: 254, messageKey: 'validation.email.invalid' });
    expect(settings.rules.nickname).toMatchObject({ enabled: false });
    expect(settings.affiliateCheck).toBe(true);
  });
});
