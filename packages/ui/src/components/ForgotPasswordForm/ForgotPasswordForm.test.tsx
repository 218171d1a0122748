import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storyCountries } from '../../internal/story-fixtures.js';
import { ForgotPasswordForm, defaultForgotPasswordMethod, type ForgotPasswordFormProps } from './ForgotPasswordForm.js';

const labels: ForgotPasswordFormProps['labels'] = {
  methods: 'Reset by',
  methodPhone: 'Phone',
  methodEmail: 'E-mail',
  countryCode: 'Country code',
  mobile: 'Mobile number',
  smsCode: 'Verification code',
  sms: { send: 'Get code', sending: 'Sending', resend: 'Resend', countdown: (s) => `${s}s` },
  newPassword: 'New password',
  showPassword: 'Show password',
  username: 'Username',
  email: 'E-mail',
  submit: 'Submit',
};

function renderForm(props: Partial<ForgotPasswordFormProps> = {}) {
  const onSubmit = vi.fn();
  const onSend = vi.fn();
  render(
    <ForgotPasswordForm
      labels={labels}
      methods={['phone']}
      countries={storyCountries}
      sms={{ isMobileValid: (mobile) => mobile.length >= 9, onSend }}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, onSend };
}

describe('forgot-password form (spec section 2: mobile, SMS code, new password; phone or e-mail)', () => {
  it('defaults to phone only when it is the only method, otherwise e-mail', () => {
    expect(defaultForgotPasswordMethod(['phone'])).toBe('phone');
    expect(defaultForgotPasswordMethod(['email'])).toBe('email');
    expect(defaultForgotPasswordMethod(['phone', 'email'])).toBe('email');
  });

  it('reports each edit with the values as submitted, so the page can clear the messages an edit fixed (spec section 5)', async () => {
    const onValuesChange = vi.fn();
    renderForm({ onValuesChange });
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '81');
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'phone', mobile: '81' }));
    expect(onValuesChange).toHaveBeenCalledTimes(3);
  });

  it('resets by phone: code requested for a valid number, then submitted with the new password', async () => {
    const { onSubmit, onSend } = renderForm();
    expect(screen.queryByRole('tablist')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onSend).toHaveBeenCalledWith('812345678', 'TH');
    await userEvent.type(screen.getByRole('textbox', { name: /Verification code/ }), '654321');
    await userEvent.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'phone', country: 'TH', mobile: '812345678', smsCode: '654321', newPassword: 'newpass1' });
  });

  it('offers the toggle when both methods are on and submits trimmed e-mail fields', async () => {
    const { onSubmit } = renderForm({ methods: ['phone', 'email'] });
    expect(screen.getByRole('tab', { name: 'E-mail' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), ' player1 ');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'p1@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'email', username: 'player1', email: 'p1@example.com' });
    await userEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toBeTruthy();
  });

  it('tells the caller when the member switches method, so the last attempt’s message can go; typed values stay', async () => {
    const onMethodChange = vi.fn();
    renderForm({ methods: ['phone', 'email'], formError: 'Not found', onMethodChange });
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'player1');
    await userEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(onMethodChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(onMethodChange).toHaveBeenCalledExactlyOnceWith('phone');
    await userEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(onMethodChange).toHaveBeenLastCalledWith('email');
    expect((screen.getByRole('textbox', { name: /Username/ }) as HTMLInputElement).value).toBe('player1');
  });

  it('empties only the fields a clear request names, once per request (spec section 8)', async () => {
    const props = { labels, methods: ['phone'] as const, countries: storyCountries, sms: { isMobileValid: () => true, onSend: vi.fn() }, onSubmit: vi.fn() };
    const { rerender } = render(<ForgotPasswordForm {...props} />);
    const mobile = screen.getByRole('textbox', { name: /Mobile number/ });
    const code = screen.getByRole('textbox', { name: /Verification code/ });
    const password = screen.getByLabelText(/^New password/, { selector: 'input' });
    await userEvent.type(mobile, '812345678');
    await userEvent.type(code, '654321');
    await userEvent.type(password, 'newpass1');
    rerender(<ForgotPasswordForm {...props} clear={{ nonce: 1, fields: ['smsCode'] }} />);
    expect([mobile, code, password].map((input) => (input as HTMLInputElement).value)).toEqual(['812345678', '', 'newpass1']);
    await userEvent.type(code, '111111');
    rerender(<ForgotPasswordForm {...props} clear={{ nonce: 1, fields: ['smsCode'] }} />);
    expect((code as HTMLInputElement).value).toBe('111111');
    rerender(<ForgotPasswordForm {...props} clear={{ nonce: 2, fields: ['newPassword'] }} />);
    expect([mobile, code, password].map((input) => (input as HTMLInputElement).value)).toEqual(['812345678', '111111', '']);
  });

  it('keeps submit disabled until canSubmit accepts the values (spec section 5: by phone only when all three are valid)', async () => {
    const canSubmit = vi.fn(
      (values: Parameters<NonNullable<ForgotPasswordFormProps['canSubmit']>>[0]) =>
        values.method === 'phone' && values.mobile.length >= 9 && values.smsCode.length === 6 && values.newPassword.length >= 6,
    );
    const { onSubmit } = renderForm({ canSubmit });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0812345678');
    await userEvent.type(screen.getByRole('textbox', { name: /Verification code/ }), '123456');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText(/^New password/), 'secret1');
    expect(submit).toHaveProperty('disabled', false);
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ method: 'phone', mobile: '0812345678', smsCode: '123456', newPassword: 'secret1' }));
  });
});
