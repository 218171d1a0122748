import { describe, expect, it } from 'vitest';
import {
  canRequestSmsCode,
  isEmail,
  sanitiseCaptchaInput,
  sanitiseMobileInput,
  sanitiseSmsCodeInput,
  validateCaptcha,
  validateEmail,
  validateMobile,
  validateSmsCode,
} from './fields.js';

describe('captcha (spec section 5: required, numeric, up to 6)', () => {
  it('keeps digits only and at most 6 of them', () => {
    expect(sanitiseCaptchaInput('12a3-45 678')).toBe('123456');
  });
  it('asks for the code when empty and rejects letters or more than 6 digits', () => {
    expect(validateCaptcha('')).toEqual({ key: 'validation.captcha.required' });
    expect(validateCaptcha('12ab')).toEqual({ key: 'validation.captcha.invalid' });
    expect(validateCaptcha('1234567')).toEqual({ key: 'validation.captcha.invalid' });
    expect(validateCaptcha('1')).toBeNull();
    expect(validateCaptcha('123456')).toBeNull();
  });
});

describe('SMS code (spec section 5: numeric, max 10)', () => {
  it('keeps digits only and at most 10 of them', () => {
    expect(sanitiseSmsCodeInput('1234 5678 901')).toBe('1234567890');
  });
  it('is required and numeric up to 10 digits', () => {
    expect(validateSmsCode('')).toEqual({ key: 'validation.smsCode.required' });
    expect(validateSmsCode('12345678901')).toEqual({ key: 'validation.smsCode.invalid' });
    expect(validateSmsCode('12a4')).toEqual({ key: 'validation.smsCode.invalid' });
    expect(validateSmsCode('1234567890')).toBeNull();
  });
  it('also applies the shared verificationCode rule', () => {
    expect(validateSmsCode('123', { minLength: 6 })).toEqual({ key: 'validation.smsCode.invalid', values: { min: 6 } });
    expect(validateSmsCode('123456', { minLength: 6 })).toBeNull();
  });
});

describe('mobile number (spec section 5: max 20, configured minimum, valid before an SMS request)', () => {
  it('keeps digits only and at most 20 of them', () => {
    expect(sanitiseMobileInput('+66 81-234-5678 9012345678')).toBe('66812345678901234567');
  });
  it('is required, numeric and at most 20 digits', () => {
    expect(validateMobile('')).toEqual({ key: 'validation.mobile.required' });
    expect(validateMobile('08x1234')).toEqual({ key: 'validation.mobile.invalid' });
    expect(validateMobile('1'.repeat(21))).toEqual({ key: 'validation.mobile.invalid' });
    expect(validateMobile('1'.repeat(20))).toBeNull();
  });
  it('names the configured minimum in its hint', () => {
    expect(validateMobile('0812', { minLength: 9 })).toEqual({ key: 'validation.mobile.minLength', values: { min: 9 } });
    expect(validateMobile('081234567', { minLength: 9 })).toBeNull();
  });
  it('honours a server pattern', () => {
    expect(validateMobile('123456789', { pattern: '^0\\d+$' })).toEqual({ key: 'validation.mobile.invalid', values: {} });
  });
  it('allows an SMS request only for a valid number', () => {
    expect(canRequestSmsCode('0812', { minLength: 9 })).toBe(false);
    expect(canRequestSmsCode('0812345678', { minLength: 9 })).toBe(true);
    expect(canRequestSmsCode(undefined)).toBe(false);
  });
});

describe('e-mail (spec section 5: simple pattern, under 255 characters)', () => {
  it('accepts common addresses', () => {
    for (const address of ['a@b.co', 'first.last@mail.example.com', 'user-name@domain.org', 'x_y@sub.domain.co.th']) expect(isEmail(address)).toBe(true);
  });
  it('rejects malformed addresses', () => {
    for (const address of ['plain', '@domain.com', 'a@b', 'a@b.c', 'a@b.comm', 'a b@c.com', 'a@@b.com']) expect(isEmail(address)).toBe(false);
  });
  it('rejects 255 characters or more', () => {
    const local = 'a'.repeat(246);
    expect(isEmail(`${local}@mail.com`)).toBe(false);
    expect(isEmail(`${local.slice(1)}@mail.com`)).toBe(true);
  });
  it('is required and trimmed, with the incorrect-e-mail text', () => {
    expect(validateEmail('  ')).toEqual({ key: 'validation.email.required' });
    expect(validateEmail(' me@mail.com ')).toBeNull();
    expect(validateEmail('me@mail')).toEqual({ key: 'validation.email.invalid' });
  });
});
