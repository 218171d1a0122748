import { act, renderHook } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, memberSiteTexts } from '../i18n/index.js';
import { noIssues, renameIssues, useFormIssues, type Issues } from './form-issues.js';

afterEach(() => vi.useRealTimers());

async function setup(validate: (values: { password: string }) => Issues<'password'>) {
  const i18n: I18n = await createI18n('EN', memberSiteTexts);
  // The Thai file is loaded before the clock is faked: only the revalidation timer is under test.
  await i18n.loadLanguages('th');
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const hook = renderHook(() => useFormIssues(validate, { values: undefined }), { wrapper });
  return { i18n, hook };
}

describe('form messages as keys, translated at render (spec section 4: revalidation on a language change)', () => {
  it('shows a field error in the new language at once and checks the last values again 200 ms later', async () => {
    const validate = vi.fn((values: { password: string }): Issues<'password'> =>
      values.password.length < 6 ? { password: { key: 'validation.tooShort', values: { min: 6 } } } : {},
    );
    const { i18n, hook } = await setup(validate);
    act(() => void hook.result.current.check({ password: 'abc' }));
    const english = hook.result.current.errors.password;
    expect(english).toBe(i18n.getFixedT('en')('validation.tooShort', { min: 6 }));
    expect(validate).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    await act(async () => void (await i18n.changeLanguage('th')));
    const thai = hook.result.current.errors.password;
    expect(thai).toBe(i18n.getFixedT('th')('validation.tooShort', { min: 6 }));
    expect(thai).not.toBe(english);
    act(() => void vi.advanceTimersByTime(199));
    expect(validate).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(validate).toHaveBeenCalledTimes(2);
    expect(validate).toHaveBeenLastCalledWith({ password: 'abc' });
    expect(hook.result.current.errors.password).toBe(thai);
  });

  it('keeps the server’s answers and the form message as keys too, and does not check an untouched form', async () => {
    const validate = vi.fn((): Issues<'password'> => ({}));
    const { i18n, hook } = await setup(validate);
    vi.useFakeTimers();
    await act(async () => void (await i18n.changeLanguage('th')));
    act(() => void vi.advanceTimersByTime(500));
    expect(validate).not.toHaveBeenCalled();
    act(() => {
      hook.result.current.fail('password', { key: 'errors.PAYMENT_PASSWORD_WRONG' });
      hook.result.current.failForm({ key: 'errors.UNKNOWN_ERROR' });
    });
    expect(hook.result.current.errors.password).toBe(i18n.getFixedT('th')('errors.PAYMENT_PASSWORD_WRONG'));
    await act(async () => void (await i18n.changeLanguage('en')));
    expect(hook.result.current.formError).toBe(i18n.getFixedT('en')('errors.UNKNOWN_ERROR'));
  });

  it('reset forgets every message and the last check (a form switching to other fields)', async () => {
    const validate = vi.fn((): Issues<'password'> => ({ password: { key: 'validation.password.required' } }));
    const { i18n, hook } = await setup(validate);
    act(() => {
      hook.result.current.check({ password: '' });
      hook.result.current.failForm({ key: 'errors.NOT_FOUND' });
    });
    expect(hook.result.current.errors.password).toBeDefined();
    expect(hook.result.current.formError).toBeDefined();
    act(() => hook.result.current.reset());
    expect(hook.result.current.errors).toEqual({});
    expect(hook.result.current.formError).toBeUndefined();
    // Nothing is checked again on a language change: there is no last check any more.
    vi.useFakeTimers();
    await act(async () => void (await i18n.changeLanguage('th')));
    act(() => void vi.advanceTimersByTime(500));
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('revalidation updates or clears the messages shown but adds none to a field that passed', async () => {
    let strict = false;
    const validate = (values: { password: string }): Issues<'password'> =>
      strict || !values.password ? { password: { key: values.password ? 'validation.password.invalid' : 'validation.password.required' } } : {};
    const { i18n, hook } = await setup(validate);
    act(() => void hook.result.current.check({ password: 'abcdef' }));
    expect(hook.result.current.errors).toEqual({});
    strict = true;
    vi.useFakeTimers();
    await act(async () => void (await i18n.changeLanguage('th')));
    act(() => void vi.advanceTimersByTime(200));
    expect(hook.result.current.errors).toEqual({});
  });

  it('forgets every message and the checked values on reset, so a language change checks nothing', async () => {
    const validate = vi.fn((values: { password: string }): Issues<'password'> =>
      values.password ? {} : { password: { key: 'validation.password.required' } },
    );
    const { i18n, hook } = await setup(validate);
    act(() => {
      hook.result.current.check({ password: '' });
      hook.result.current.failForm({ key: 'errors.UNKNOWN_ERROR' });
    });
    expect(hook.result.current.errors.password).toBeDefined();
    act(() => hook.result.current.reset());
    expect(hook.result.current.errors).toEqual({});
    expect(hook.result.current.formError).toBeUndefined();
    vi.useFakeTimers();
    await act(async () => void (await i18n.changeLanguage('th')));
    act(() => void vi.advanceTimersByTime(200));
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('renames core fields to the form’s and drops passed ones', () => {
    expect(renameIssues({ mobileNum: { key: 'a' }, password: null, captcha: { key: 'b' } }, { mobileNum: 'mobile' })).toEqual({
      mobile: { key: 'a' },
      captcha: { key: 'b' },
    });
    expect(noIssues({})).toBe(true);
    expect(noIssues({ a: { key: 'x' } })).toBe(false);
  });
});

describe('messages an edit fixed clear at once (spec section 5: changing the password revalidates the confirmation)', () => {
  type Values = { password: string; confirmPassword: string; nickname: string };
  const validate = (values: Values): Issues<'password' | 'confirmPassword' | 'nickname'> => ({
    ...(values.confirmPassword !== values.password ? { confirmPassword: { key: 'validation.confirmPassword.mismatch' } } : {}),
    ...(values.nickname ? {} : { nickname: { key: 'validation.required' } }),
  });

  async function editable(initial: Values) {
    const i18n: I18n = await createI18n('EN', memberSiteTexts);
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    // A fresh object on every render, as a form's state hands it over.
    const hook = renderHook(({ values }: { values: Values }) => useFormIssues(validate, { values: { ...values } }), {
      wrapper,
      initialProps: { values: initial },
    });
    return { i18n, hook };
  }

  it('drops the mismatch once the confirmation or the password is fixed, and adds nothing before the next submit', async () => {
    const typed = { password: 'secret1', confirmPassword: 'secret2', nickname: 'nick' };
    const { i18n, hook } = await editable(typed);
    act(() => void hook.result.current.check(typed));
    expect(hook.result.current.errors.confirmPassword).toBe(i18n.t('validation.confirmPassword.mismatch'));
    // Still wrong: the message stays, through renders that change nothing too.
    hook.rerender({ values: { ...typed, confirmPassword: 'secret' } });
    hook.rerender({ values: { ...typed, confirmPassword: 'secret' } });
    expect(hook.result.current.errors.confirmPassword).toBe(i18n.t('validation.confirmPassword.mismatch'));
    // Fixed by editing the password to match: cleared, and the nickname emptied since gets no message yet.
    hook.rerender({ values: { password: 'secret', confirmPassword: 'secret', nickname: '' } });
    expect(hook.result.current.errors.confirmPassword).toBeUndefined();
    expect(hook.result.current.errors.nickname).toBeUndefined();
    act(() => void hook.result.current.check({ password: 'secret', confirmPassword: 'secret', nickname: '' }));
    expect(hook.result.current.errors.nickname).toBe(i18n.t('validation.required'));
  });

  it('keeps a message as shown while its field is still wrong for another reason (a form the app empties after a refusal)', async () => {
    const i18n: I18n = await createI18n('EN', memberSiteTexts);
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const refuse = ({ newPassword }: { newPassword: string }): Issues<'newPassword'> =>
      newPassword === ''
        ? { newPassword: { key: 'validation.required' } }
        : newPassword === 'old'
          ? { newPassword: { key: 'validation.password.sameAsOld' } }
          : {};
    const hook = renderHook(({ values }: { values: { newPassword: string } }) => useFormIssues(refuse, { values }), {
      wrapper,
      initialProps: { values: { newPassword: 'old' } },
    });
    act(() => void hook.result.current.check({ newPassword: 'old' }));
    expect(hook.result.current.errors.newPassword).toBe(i18n.t('validation.password.sameAsOld'));
    // The form emptied: still wrong, and the reason given at the submit stays until the next one.
    hook.rerender({ values: { newPassword: '' } });
    expect(hook.result.current.errors.newPassword).toBe(i18n.t('validation.password.sameAsOld'));
    hook.rerender({ values: { newPassword: 'fresh' } });
    expect(hook.result.current.errors.newPassword).toBeUndefined();
  });

  it('drops a server answer once its field is edited, and keeps it while other fields change', async () => {
    const typed = { password: 'secret', confirmPassword: 'secret', nickname: 'taken' };
    const { i18n, hook } = await editable(typed);
    act(() => {
      hook.result.current.check(typed);
      hook.result.current.fail('nickname', { key: 'errors.USERNAME_EXISTS' });
    });
    expect(hook.result.current.errors.nickname).toBe(i18n.t('errors.USERNAME_EXISTS'));
    hook.rerender({ values: { ...typed, password: 'secret2', confirmPassword: 'secret2' } });
    expect(hook.result.current.errors.nickname).toBe(i18n.t('errors.USERNAME_EXISTS'));
    hook.rerender({ values: { ...typed, password: 'secret2', confirmPassword: 'secret2', nickname: 'free' } });
    expect(hook.result.current.errors.nickname).toBeUndefined();
  });

  it('treats a form of one value as one field: editing it drops the server’s answer', async () => {
    const i18n: I18n = await createI18n('EN', memberSiteTexts);
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const check = (value: string): Issues<'password'> => (value ? {} : { password: { key: 'validation.required' } });
    const hook = renderHook(({ value }: { value: string }) => useFormIssues(check, { values: value }), { wrapper, initialProps: { value: '' } });
    act(() => void hook.result.current.check(''));
    expect(hook.result.current.errors.password).toBe(i18n.t('validation.required'));
    hook.rerender({ value: '12' });
    expect(hook.result.current.errors.password).toBeUndefined();
    act(() => {
      hook.result.current.check('12');
      hook.result.current.fail('password', { key: 'errors.PAYMENT_PASSWORD_WRONG' });
    });
    expect(hook.result.current.errors.password).toBe(i18n.t('errors.PAYMENT_PASSWORD_WRONG'));
    hook.rerender({ value: '123' });
    expect(hook.result.current.errors.password).toBeUndefined();
  });
});
