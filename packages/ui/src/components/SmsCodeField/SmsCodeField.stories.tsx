import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SmsCodeField, type SmsCodeFieldProps } from './SmsCodeField.js';

const labels = {
  send: 'Get code',
  sending: 'Sending…',
  resend: 'Resend',
  countdown: (seconds: number) => `Resend in ${seconds}s`,
};

/** Sends "instantly" and starts the countdown, as the screen does after the server answers. */
function Stateful(props: SmsCodeFieldProps & { countdownMs?: number }) {
  const { countdownMs = 60_000, ...rest } = props;
  const [value, setValue] = useState(props.value);
  const [expiresAt, setExpiresAt] = useState(props.expiresAt);
  return (
    <div style={{ padding: 16 }}>
      <SmsCodeField
        {...rest}
        value={value}
        onChange={setValue}
        expiresAt={expiresAt}
        onSend={() => {
          props.onSend();
          setExpiresAt(Date.now() + countdownMs);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/SmsCodeField',
  component: SmsCodeField,
  render: (args) => <Stateful {...args} />,
  args: { label: 'SMS code', value: '', onChange: fn(), labels, canSend: true, onSend: fn(), required: true },
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  },
};

export const MobileNotValid: Story = {
  args: { canSend: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Get code' })).toBeDisabled();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const CountdownEndsInResend: Story = {
  render: (args) => <Stateful {...args} countdownMs={1_200} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(canvas.getByRole('button', { name: 'Resend in 2s' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend' })).toBeEnabled(), { timeout: 3_000 });
  },
};

export const WithError: Story = {
  args: { value: '1234', error: 'Verification code error' },
};

export const RightToLeft: Story = {
  args: {
    label: 'رمز التحقق',
    labels: { send: 'احصل على الرمز', sending: 'جارٍ الإرسال…', resend: 'إعادة الإرسال', countdown: (s: number) => `${s} ث` },
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'احصل على الرمز' })).toBeEnabled();
  },
};
