import { describe, expect, it } from 'vitest';
import { collectErrors, firstFailingField, validateByRule } from './rules.js';

describe('server-rule validation (spec section 5: enabled, required, min/max length, pattern and its message)', () => {
  const messages = { required: 'validation.username.required', invalid: 'validation.username.invalid' };

  it('passes a disabled field whatever its value', () => {
    expect(validateByRule('', { enabled: false, required: true }, messages)).toBeNull();
    expect(validateByRule('x', { enabled: false, minLength: 5 }, messages)).toBeNull();
  });

  it('skips a field that is not required and empty, even with bounds and a pattern', () => {
    expect(validateByRule('', { required: false, minLength: 4, pattern: '^\\d+$' }, messages)).toBeNull();
    expect(validateByRule('   ', { minLength: 4 }, messages)).toBeNull();
    expect(validateByRule(undefined, { minLength: 4 }, messages)).toBeNull();
  });

  it('asks for a required empty field with the field message, else the generic one', () => {
    expect(validateByRule(' ', { required: true }, messages)).toEqual({ key: 'validation.username.required' });
    expect(validateByRule('', { required: true })).toEqual({ key: 'validation.required' });
  });

  it('applies min and max length with the bounds as values', () => {
    const rule = { required: true, minLength: 4, maxLength: 6 };
    expect(validateByRule('abc', rule, messages)).toEqual({ key: 'validation.username.invalid', values: { min: 4, max: 6 } });
    expect(validateByRule('abcdefg', rule, messages)).toEqual({ key: 'validation.username.invalid', values: { min: 4, max: 6 } });
    expect(validateByRule('abcd', rule, messages)).toBeNull();
    expect(validateByRule('abcdef', rule, messages)).toBeNull();
  });

  it('uses the generic too-short and too-long keys for fields without a message', () => {
    expect(validateByRule('ab', { minLength: 3 })).toEqual({ key: 'validation.tooShort', values: { min: 3 } });
    expect(validateByRule('abcd', { maxLength: 3 })).toEqual({ key: 'validation.tooLong', values: { max: 3 } });
  });

  it('applies the pattern and prefers the message the rule names', () => {
    const rule = { pattern: '^[a-z0-9]+$', messageKey: 'validation.server.username' };
    expect(validateByRule('Bad Name', rule, messages)).toEqual({ key: 'validation.server.username', values: {} });
    expect(validateByRule('goodname1', rule, messages)).toBeNull();
    expect(validateByRule('Bad!', { pattern: '^[a-z]+$' })).toEqual({ key: 'validation.invalid', values: {} });
  });

  it('trims before checking, so surrounding spaces neither fail nor satisfy a rule', () => {
    expect(validateByRule('  abcd  ', { minLength: 4, maxLength: 4, pattern: '^[a-d]+$' }, messages)).toBeNull();
  });

  it('counts characters as the user sees them (Thai and emoji)', () => {
    expect(validateByRule('😀😀😀', { maxLength: 3 })).toBeNull();
  });

  it('does not block the user on a pattern the browser cannot compile', () => {
    expect(validateByRule('anything', { pattern: '([' })).toBeNull();
  });
});

describe('first failing field (spec section 5: the first failing field is focused)', () => {
  it('follows display order, not the order errors were found', () => {
    const errors = { email: { key: 'e' }, username: { key: 'u' } };
    expect(firstFailingField(['username', 'password', 'email'], errors)).toBe('username');
    expect(firstFailingField(['password', 'email', 'username'], errors)).toBe('email');
    expect(firstFailingField(['password'], errors)).toBeUndefined();
  });

  it('collects only failures and reports validity', () => {
    const check = collectErrors(['a', 'b', 'c'], { a: null, b: { key: 'x' }, c: { key: 'y' } });
    expect(check).toEqual({ errors: { b: { key: 'x' }, c: { key: 'y' } }, firstInvalid: 'b', valid: false });
    expect(collectErrors(['a'], { a: null }).valid).toBe(true);
  });
});
