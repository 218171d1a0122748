import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storyCountries } from '../../internal/story-fixtures.js';
import { allFields, mobileFields, registerLabels, usernameFields } from './fixtures.js';
import { REGISTER_FIELDS, RegisterForm, type RegisterFormProps } from './RegisterForm.js';

function renderForm(props: Partial<RegisterFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <RegisterForm
      labels={registerLabels}
      fieldsByMethod={{ username: usernameFields, mobile: mobileFields }}
      countries={storyCountries}
      terms={<a href="/m/help?tag=terms">Terms</a>}
      onSubmit={onSubmit}
      birthdayLastYear={2026}
      {...props}
    />,
  );
  return { onSubmit, ...view };
}

describe('register form (spec section 2: username/mobile tabs, fields per settings, required markers)', () => {
  it('opens on mobile registration when it is enabled and switches to username', async () => {
    renderForm();
    expect(screen.getByRole('tab', { name: 'Mobile number' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Username/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Mobile number/ })).toBeNull();
  });

  it('asks for the SMS code with the number, its country and the captcha typed so far', async () => {
    const onSend = vi.fn();
    renderForm({ sms: { isMobileValid: (mobile) => mobile.length >= 9, onSend } });
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0812345678');
    await userEvent.type(screen.getByRole('textbox', { name: /Captcha/ }), '4821');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onSend).toHaveBeenCalledWith('0812345678', storyCountries[0]!.code, '4821');
  });

  it('shows only the method that is switched on, without tabs', () => {
    renderForm({ fieldsByMethod: { username: usernameFields } });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeTruthy();
  });

  it('shows every enabled field in spec order, marking the required ones', () => {
    const { container } = renderForm({ fieldsByMethod: { username: allFields } });
    const labels = Array.from(container.querySelectorAll('label, legend'))
      .map((label) => label.textContent?.replace('*', ''))
      .filter((text) => text !== registerLabels.agreement);
    const expected = REGISTER_FIELDS.filter((field) => allFields[field]).map((field) => registerLabels.fields[field]);
    expect(labels).toEqual(expected);
    expect(screen.getByRole('textbox', { name: /Real name/ }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Nickname/ }).hasAttribute('aria-required')).toBe(false);
  });

  it('submits the shown fields only, with the country and the agreement', async () => {
    const { onSubmit } = renderForm({ fieldsByMethod: { username: usernameFields } });
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'newplayer');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'hunter22');
    await userEvent.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'hunter22');
    await userEvent.click(screen.getByRole('checkbox', { name: registerLabels.agreement }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith({
      method: 'username',
      country: 'TH',
      values: { username: 'newplayer', password: 'hunter22', confirmPassword: 'hunter22', captcha: '', affiliateCode: '' },
      agreed: false,
    });
  });

  it('focuses the first failing field after a submit', async () => {
    const { rerender, onSubmit } = renderForm({ fieldsByMethod: { username: usernameFields } });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    rerender(
      <RegisterForm
        labels={registerLabels}
        fieldsByMethod={{ username: usernameFields }}
        countries={storyCountries}
        terms={null}
        onSubmit={onSubmit}
        errors={{ confirmPassword: 'Confirmation password not matched', affiliateCode: 'Invalid invitation code' }}
      />,
    );
    expect(document.activeElement).toBe(screen.getByLabelText(/^Confirm password/, { selector: 'input' }));
  });

  it('reports each edit with the values as submitted, so the page can clear the messages an edit fixed (spec section 5)', async () => {
    const onValuesChange = vi.fn();
    renderForm({ fieldsByMethod: { username: usernameFields }, onValuesChange });
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'abc');
    const last = onValuesChange.mock.calls.at(-1)?.[0] as Parameters<NonNullable<RegisterFormProps['onValuesChange']>>[0];
    expect(last.method).toBe('username');
    expect(last.values.confirmPassword).toBe('abc');
    expect(last.agreed).toBe(true);
  });

  it('shows the captcha rule text under the captcha, as its description', () => {
    renderForm({
      fieldsByMethod: { username: usernameFields },
      labels: { ...registerLabels, captchaHint: '1-16 digits or letters, or the result of the equation' },
    });
    expect(screen.getByRole('textbox', { name: /Captcha/ }).getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = screen.getByRole('textbox', { name: /Captcha/ }).getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('1-16 digits or letters, or the result of the equation');
  });
});
