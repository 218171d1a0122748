import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyCountries, storyMobileValid, storySmsLabels, storyTermsLink } from '../../internal/story-fixtures.js';
import { captchaFixtures } from '../CaptchaField/fixtures.js';
import { LoginForm, type LoginFormProps, type LoginFormValues } from './LoginForm.js';

const labels: LoginFormProps['labels'] = {
  methods: 'Login method',
  methodPassword: 'Account',
  methodSms: 'Mobile',
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password',
  countryCode: 'Country code',
  mobile: 'Mobile number',
  smsCode: 'Verification code',
  sms: storySmsLabels,
  captcha: 'Captcha',
  captchaRefresh: 'Tap the image for a new code',
  remember: 'Remember me',
  forgot: 'Forgot password?',
  submit: 'Log in',
  register: 'Register',
  freePlay: 'Free play',
  socialHeading: 'Or log in with',
  social: { line: 'LINE', facebook: 'Facebook', google: 'Google' },
  agreement: 'I am over 18 and accept the',
};

/** Validates like the screen does: empty fields are flagged, "wrong" credentials fail and bring the captcha. */
function Interactive(props: LoginFormProps) {
  const [errors, setErrors] = useState(props.errors);
  const [formError, setFormError] = useState(props.formError);
  const [captcha, setCaptcha] = useState(props.captcha);
  const [expiresAt, setExpiresAt] = useState<number | undefined>(undefined);
  return (
    <LoginForm
      {...props}
      errors={errors}
      formError={formError}
      captcha={captcha}
      sms={{
        expiresAt,
        isMobileValid: storyMobileValid,
        onSend: (mobile, country) => {
          props.sms?.onSend(mobile, country);
          setExpiresAt(Date.now() + 60_000);
        },
      }}
      onSubmit={(values: LoginFormValues) => {
        props.onSubmit(values);
        const next: NonNullable<LoginFormProps['errors']> = {};
        if (values.method === 'password' && !values.username) next.username = 'Please enter your username';
        if (values.method === 'password' && !values.password) next.password = 'Please enter your password';
        setErrors(next);
        if (Object.keys(next).length === 0 && values.password === 'wrong') {
          setFormError('Wrong account or password');
          setCaptcha({ image: captchaFixtures[0], onRefresh: fn() });
        }
      }}
    />
  );
}

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  render: (args) => <Interactive {...args} />,
  args: {
    labels,
    methods: ['password', 'sms'],
    countries: storyCountries,
    terms: storyTermsLink,
    onSubmit: fn(),
    onForgot: fn(),
    onRegister: fn(),
    socialProviders: ['line', 'facebook', 'google'],
    onSocialLogin: fn(),
    onFreePlay: fn(),
    sms: { isMobileValid: storyMobileValid, onSend: fn() },
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(/^Password/, { selector: 'input' });

export const UsernameAndPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'player0001');
    await userEvent.type(password(canvasElement), 'hunter22');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'password', username: 'player0001', password: 'hunter22', remember: false }),
    );
  },
};

export const EmptyFieldsFocusFirstError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const username = canvas.getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAccessibleDescription('Please enter your username');
  },
};

export const AgreementUnticked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I am over 18 and accept the' }));
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeDisabled();
  },
};

export const FailureShowsCaptcha: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /Captcha/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'player0001');
    await userEvent.type(password(canvasElement), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong account or password');
    await expect(canvas.getByRole('textbox', { name: /Captcha/ })).toBeVisible();
  },
};

export const MobileAndSms: Story = {
  args: { defaultValues: { method: 'sms' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Get code' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '812345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.sms?.onSend).toHaveBeenCalledWith('812345678', 'TH');
    await expect(canvas.getByRole('button', { name: /\d+s/ })).toBeDisabled();
  },
};

export const Remembered: Story = {
  args: { defaultValues: { username: 'player0001', password: 'hunter22', remember: true } },
};

export const PasswordOnlyNoExtras: Story = {
  args: { methods: ['password'], onForgot: undefined, onFreePlay: undefined, socialProviders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  },
};

export const Agent: Story = {
  args: { variant: 'agent', onRegister: undefined, onFreePlay: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'LINE' })).toBeNull();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Log in' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: {
    labels: {
      ...labels,
      methods: 'طريقة الدخول',
      methodPassword: 'الحساب',
      methodSms: 'الجوال',
      username: 'اسم المستخدم',
      password: 'كلمة المرور',
      showPassword: 'إظهار كلمة المرور',
      remember: 'تذكرني',
      forgot: 'نسيت كلمة المرور؟',
      submit: 'تسجيل الدخول',
      register: 'إنشاء حساب',
      freePlay: 'لعب مجاني',
      socialHeading: 'أو سجّل الدخول عبر',
      agreement: 'عمري فوق 18 عامًا وأوافق على',
    },
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'تسجيل الدخول' })).toBeEnabled();
  },
};
