import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BalanceDisplay, type BalanceDisplayProps } from './BalanceDisplay.js';

const labels = { balance: 'Balance', hidden: 'Balance hidden', show: 'Show balance', hide: 'Hide balance', refresh: 'Refresh balance' };

const meta = {
  title: 'Account/BalanceDisplay',
  component: BalanceDisplay,
  args: { amount: 12850.5, currency: '฿', locale: 'en', masked: false, onToggleMask: fn(), onRefresh: fn(), labels },
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalanceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: BalanceDisplayProps) {
  const [masked, setMasked] = useState(props.masked);
  return (
    <BalanceDisplay
      {...props}
      masked={masked}
      onToggleMask={() => {
        setMasked((value) => !value);
        props.onToggleMask();
      }}
    />
  );
}

export const Visible: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('12,850.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByRole('group')).toHaveTextContent('****');
    await expect(canvas.getByRole('group')).not.toHaveTextContent('12,850.50');
    await expect(args.onToggleMask).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
    await expect(canvas.getByRole('group')).toHaveTextContent('12,850.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Masked: Story = { args: { masked: true } };

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveTextContent('****');
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
  },
};

export const Unknown: Story = { args: { amount: null } };

export const LargeAmount: Story = {
  args: { amount: 98765432.109 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveTextContent('98,765,432.10');
  },
};

/** For the home header at 360 px: tapping the amount refreshes it. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ args, canvas }) => {
    const refresh = canvas.getByRole('button', { name: /12,850\.50.*Refresh balance/ });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalled();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

export const RightToLeft: Story = {
  args: { locale: 'ar', labels: { balance: 'الرصيد', hidden: 'الرصيد مخفي', show: 'إظهار الرصيد', hide: 'إخفاء الرصيد', refresh: 'تحديث الرصيد' } },
  globals: { locale: 'ar' },
};
