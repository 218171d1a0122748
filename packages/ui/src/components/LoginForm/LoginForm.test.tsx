import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm, type LoginFormProps } from './LoginForm.js';

const labels: LoginFormProps['labels'] = {
  methods: 'Login method',
  methodPassword: 'Password',
  methodSms: 'SMS code',
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password',
  countryCode: 'Country code',
  mobile: 'Mobile number',
  smsCode: 'Verification code',
  sms: { send: 'Get code', sending: 'Sending', resend: 'Resend', countdown: (s) => `${s}s` },
  captcha: 'Captcha',
  captchaRefresh: 'New captcha',
  remember: 'Remember me',
  forgot: 'Forgot password?',
  submit: 'Log in',
  register: 'Register',
  freePlay: 'Free play',
  socialHeading: 'Or log in with',
  social: { line: 'LINE', facebook: 'Facebook', google: 'Google' },
  agreement: 'I am over 18 and accept the',
};
const countries = [
  { code: 'TH', countryDialingCode: '+66', name: 'Thailand' },
  { code: 'PH', countryDialingCode: '+63', name: 'Philippines' },
];

function renderForm(props: Partial<LoginFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <LoginForm
      labels={labels}
      methods={['password', 'sms']}
      countries={countries}
      terms={<a href="/m/help?tag=terms">Terms</a>}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, ...view };
}

const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('login form (spec sections 2 and 4)', () => {
  it('submits username, password and remember me', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'player1');
    await userEvent.type(passwordInput(), 'secret1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'password', username: 'player1', password: 'secret1', remember: true, captcha: '' }),
    );
  });

  it('ticks the agreement by default and disables login while it is unticked', async () => {
    const { onSubmit } = renderForm();
    const agreement = screen.getByRole('checkbox', { name: 'I am over 18 and accept the' }) as HTMLInputElement;
    expect(agreement.checked).toBe(true);
    await userEvent.click(agreement);
    const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('switches to mobile and SMS code, sending a code only for a valid number', async () => {
    const onSend = vi.fn();
    const { onSubmit } = renderForm({ sms: { isMobileValid: (mobile) => mobile.length >= 9, onSend } });
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    const send = screen.getByRole('button', { name: 'Get code' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '812345678');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'PH');
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('812345678', 'PH');
    await userEvent.type(screen.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ method: 'sms', mobile: '812345678', country: 'PH', smsCode: '123456' }));
  });

  it('offers no method tabs when only passwords are enabled', () => {
    renderForm({ methods: ['password'] });
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the captcha after a failure and sends its code', async () => {
    const { onSubmit } = renderForm({ captcha: { image: 'iVBORw0KGgo=', onRefresh: vi.fn() }, formError: 'Wrong account or password' });
    expect(screen.getByRole('alert').textContent).toBe('Wrong account or password');
    await userEvent.type(screen.getByRole('textbox', { name: /Captcha/ }), '4821');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ captcha: '4821' }));
  });

  it('focuses the first failing field after a submit', async () => {
    const { rerender, onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    rerender(
      <LoginForm
        labels={labels}
        methods={['password', 'sms']}
        countries={countries}
        terms={null}
        onSubmit={onSubmit}
        errors={{ password: 'Password format is invalid' }}
      />,
    );
    expect(document.activeElement).toBe(passwordInput());
  });

  it('shows social login for members only', () => {
    const { unmount } = renderForm({ socialProviders: ['line', 'google'], onSocialLogin: vi.fn() });
    expect(screen.getByRole('button', { name: 'LINE' })).toBeTruthy();
    unmount();
    renderForm({ variant: 'agent', socialProviders: ['line', 'google'], onSocialLogin: vi.fn() });
    expect(screen.queryByRole('button', { name: 'LINE' })).toBeNull();
  });

  it('shows forgot, register and free play only when the screen offers them', async () => {
    const onFreePlay = vi.fn();
    renderForm({ onFreePlay, onRegister: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Free play' }));
    expect(onFreePlay).toHaveBeenCalledOnce();
  });

  it('reports each edit with the values as submitted, so the page can clear the messages an edit fixed (spec section 5)', async () => {
    const onValuesChange = vi.fn();
    renderForm({ onValuesChange });
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'password', username: '', password: '' }));
    await userEvent.type(passwordInput(), 'ab');
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ password: 'ab', captcha: '' }));
    expect(onValuesChange).toHaveBeenCalledTimes(3);
  });
});
