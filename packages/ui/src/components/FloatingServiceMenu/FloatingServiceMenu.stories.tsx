import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Icon } from '../../internal/icons.js';
import { FloatingServiceMenu } from './FloatingServiceMenu.js';

const meta = {
  title: 'Layout/FloatingServiceMenu',
  component: FloatingServiceMenu,
  args: {
    label: 'Services',
    onOpenChange: fn(),
    items: [
      { id: 'rebate', label: 'Manual rebate', icon: <Icon name="wallet" />, onSelect: fn() },
      { id: 'reward', label: 'Reward centre', icon: <Icon name="gift" />, onSelect: fn() },
      { id: 'movie', label: 'Movies', icon: <Icon name="megaphone" />, onSelect: fn() },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 400 }}>
        <p style={{ padding: 16 }}>Lobby content</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatingServiceMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Manual rebate' })).toBeNull();
  },
};

export const OpensAndClosesOnOutsideTap: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Services' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Reward centre' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Lobby content'));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Reward centre' })).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ChoosingClosesAndEscapeReturnsFocus: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Services' });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'Manual rebate' }));
    await expect(args.items[0]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const Open: Story = { args: { open: true } };

export const RightToLeft: Story = {
  args: {
    label: 'الخدمات',
    open: true,
    items: [
      { id: 'rebate', label: 'استرداد يدوي', icon: <Icon name="wallet" />, onSelect: fn() },
      { id: 'reward', label: 'مركز المكافآت', icon: <Icon name="gift" />, onSelect: fn() },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'الخدمات' });
    // Pinned to the inline end, which is the left in right-to-left languages.
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(document.documentElement.clientWidth / 2);
  },
};
