import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyCountries, storyMobileValid, storyTermsLink } from '../../internal/story-fixtures.js';
import { captchaFixtures } from '../CaptchaField/fixtures.js';
import { allFields, mobileFields, registerLabels, usernameFields } from './fixtures.js';
import { RegisterForm, type RegisterFormProps } from './RegisterForm.js';

/** Checks like the screen does with core's rules: required fields, matching passwords, the disclaimer. */
function Interactive(props: RegisterFormProps) {
  const [errors, setErrors] = useState(props.errors);
  const [expiresAt, setExpiresAt] = useState<number | undefined>(undefined);
  return (
    <RegisterForm
      {...props}
      errors={errors}
      sms={{
        expiresAt,
        isMobileValid: storyMobileValid,
        onSend: (mobile, country, captcha) => {
          props.sms?.onSend(mobile, country, captcha);
          setExpiresAt(Date.now() + 60_000);
        },
      }}
      onSubmit={(submitted) => {
        props.onSubmit(submitted);
        const next: NonNullable<RegisterFormProps['errors']> = {};
        const set = props.fieldsByMethod[submitted.method] ?? {};
        for (const [field, value] of Object.entries(submitted.values)) {
          if (set[field as keyof typeof set]?.required && !value) next[field as keyof typeof next] = 'This field is required';
        }
        if (submitted.values.confirmPassword !== undefined && submitted.values.confirmPassword !== submitted.values.password) {
          next.confirmPassword = 'Confirmation password not matched';
        }
        if (!submitted.agreed) next.agreement = 'Please confirm your age and accept the terms';
        setErrors(next);
      }}
    />
  );
}

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  render: (args) => <Interactive {...args} />,
  args: {
    labels: registerLabels,
    fieldsByMethod: { username: usernameFields, mobile: mobileFields },
    countries: storyCountries,
    terms: storyTermsLink,
    onSubmit: fn(),
    captcha: { image: captchaFixtures[0], onRefresh: fn() },
    sms: { isMobileValid: storyMobileValid, onSend: fn() },
    onBackToLogin: fn(),
    socialProviders: ['line', 'facebook', 'google'],
    onSocialLogin: fn(),
    birthdayLastYear: 2026,
  },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileByDefault: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '0812345678');
    await userEvent.type(canvas.getByRole('textbox', { name: /Captcha/ }), '4821');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    // The code is asked with the captcha typed so far: the server sends registration codes only with one.
    await expect(args.sms?.onSend).toHaveBeenCalledWith('0812345678', 'TH', '4821');
  },
};

export const UsernameMode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Username' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'newplayer');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'hunter22');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), 'hunter23');
    await userEvent.type(canvas.getByRole('textbox', { name: /Captcha/ }), '4821');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ method: 'username', agreed: true }));
    const confirm = canvas.getByLabelText(/^Confirm password/, { selector: 'input' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription('Confirmation password not matched');
  },
};

export const EveryOptionalField: Story = {
  args: { fieldsByMethod: { username: allFields } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Real name/ })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('textbox', { name: /Zalo/ })).not.toHaveAttribute('aria-required');
    await expect(canvas.getByRole('group', { name: /Birthday/ })).toBeVisible();
  },
};

export const DisclaimerNotAccepted: Story = {
  args: { fieldsByMethod: { mobile: mobileFields } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: registerLabels.agreement }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByText('Please confirm your age and accept the terms')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { formError: 'Username already exists', fieldsByMethod: { username: usernameFields } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Username already exists');
  },
};

export const RightToLeft: Story = {
  args: {
    fieldsByMethod: { username: usernameFields },
    labels: {
      ...registerLabels,
      fields: { ...registerLabels.fields, username: 'اسم المستخدم', password: 'كلمة المرور', confirmPassword: 'تأكيد كلمة المرور' },
      submit: 'إنشاء حساب',
      agreement: 'أؤكد أن عمري فوق 21 عامًا وأوافق على',
    },
  },
  globals: { locale: 'ar' },
};
