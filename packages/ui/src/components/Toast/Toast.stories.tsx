import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Toaster, type ToastItem } from './Toast.js';

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  args: { label: 'Notifications', onDismiss: fn(), toasts: [] },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { toasts: [{ id: '1', kind: 'success', message: 'Password changed' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password changed');
  },
};

export const ErrorMessage: Story = {
  args: { toasts: [{ id: '1', kind: 'error', message: 'Wrong account or password' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong account or password');
  },
};

export const Loading: Story = {
  args: { toasts: [{ id: '1', kind: 'loading', message: 'Loading…' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Stacked: Story = {
  args: {
    toasts: [
      { id: '1', kind: 'info', message: 'Verification code sent' },
      { id: '2', kind: 'error', message: 'System busy, please try again later. If the problem continues, contact customer service.' },
    ],
  },
};

function SelfDismissing({ onDismiss }: { onDismiss: (id: string) => void }) {
  const [toasts, setToasts] = useState<ToastItem[]>([{ id: 'copy', kind: 'success', message: 'Copied', duration: 200 }]);
  return (
    <Toaster
      label="Notifications"
      toasts={toasts}
      onDismiss={(id) => {
        setToasts((current) => current.filter((toast) => toast.id !== id));
        onDismiss(id);
      }}
    />
  );
}

export const DismissesWhenTimeIsUp: Story = {
  render: (args) => <SelfDismissing onDismiss={args.onDismiss} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('copy'));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const RightToLeft: Story = {
  args: { label: 'الإشعارات', toasts: [{ id: '1', kind: 'success', message: 'تم التسجيل بنجاح' }] },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('تم التسجيل بنجاح');
  },
};
