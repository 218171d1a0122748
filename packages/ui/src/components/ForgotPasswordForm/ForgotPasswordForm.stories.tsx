import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyCountries, storyMobileValid, storySmsLabels } from '../../internal/story-fixtures.js';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm.js';

const labels: ForgotPasswordFormProps['labels'] = {
  methods: 'Reset by',
  methodPhone: 'Phone',
  methodEmail: 'E-mail',
  countryCode: 'Country code',
  mobile: 'Mobile number',
  smsCode: 'Verification code',
  sms: storySmsLabels,
  newPassword: 'New password',
  showPassword: 'Show password',
  username: 'Username',
  email: 'E-mail',
  submit: 'Submit',
};

function Interactive(props: ForgotPasswordFormProps) {
  const [expiresAt, setExpiresAt] = useState(props.sms.expiresAt);
  const [errors, setErrors] = useState(props.errors);
  return (
    <ForgotPasswordForm
      {...props}
      errors={errors}
      sms={{
        ...props.sms,
        expiresAt,
        onSend: (mobile, country) => {
          props.sms.onSend(mobile, country);
          setExpiresAt(Date.now() + 60_000);
        },
      }}
      onSubmit={(values) => {
        props.onSubmit(values);
        if (values.method === 'email' && !/^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/.test(values.email)) {
          setErrors({ email: 'Incorrect e-mail format' });
        } else setErrors({});
      }}
    />
  );
}

const meta = {
  title: 'Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  render: (args) => <Interactive {...args} />,
  args: {
    labels,
    methods: ['phone'],
    countries: storyCountries,
    sms: { isMobileValid: storyMobileValid, onSend: fn() },
    onSubmit: fn(),
    intro: 'Enter the mobile number of your account to receive a verification code.',
    mobileHint: 'At least 9 digits',
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '0812345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.sms.onSend).toHaveBeenCalledWith('0812345678', 'TH');
    await expect(canvas.getByRole('button', { name: /\d+s/ })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'newpass22');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'phone',
      country: 'TH',
      mobile: '0812345678',
      smsCode: '123456',
      newPassword: 'newpass22',
    });
  },
};

export const PhoneOrEmail: Story = {
  args: { methods: ['phone', 'email'], intro: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'player0001');
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Incorrect e-mail format');
  },
};

export const ServerError: Story = {
  args: { formError: 'Verification code error', errors: { smsCode: 'Verification code error' } },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: {
    labels: { ...labels, mobile: 'رقم الجوال', smsCode: 'رمز التحقق', newPassword: 'كلمة المرور الجديدة', submit: 'إرسال' },
    intro: 'أدخل رقم الجوال المرتبط بحسابك لتلقي رمز التحقق.',
    mobileHint: undefined,
  },
  globals: { locale: 'ar' },
};
