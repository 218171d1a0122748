import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from './Stack.js';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'sm',
    children: ['Deposit', 'Withdrawal', 'Transfer'].map((text) => (
      <p key={text} style={{ margin: 0 }}>
        {text}
      </p>
    )),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Deposit').getBoundingClientRect();
    const second = canvas.getByText('Withdrawal').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
};

export const ListWithDividers: Story = {
  args: {
    as: 'ul',
    dividers: true,
    space: 'md',
    'aria-label': 'Records',
    children: ['Deposit 100.00', 'Withdrawal 50.00', 'Transfer 20.00'].map((text) => <li key={text}>{text}</li>),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Centered: Story = { args: { align: 'center', space: 'lg' } };

export const RightToLeft: Story = {
  args: {
    children: ['إيداع', 'سحب', 'تحويل'].map((text) => (
      <p key={text} style={{ margin: 0 }}>
        {text}
      </p>
    )),
  },
  globals: { locale: 'ar' },
};
