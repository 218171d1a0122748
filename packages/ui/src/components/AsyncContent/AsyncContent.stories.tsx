import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack.js';
import { AsyncContent, type AsyncContentProps } from './AsyncContent.js';

type Rows = string[];

const renderRows = (rows: Rows) => (
  <Stack as="ul" dividers aria-label="Records">
    {rows.map((row) => (
      <li key={row}>{row}</li>
    ))}
  </Stack>
);

const args: AsyncContentProps<Rows> = {
  result: { isPending: false, error: null, data: ['Deposit 100.00', 'Withdrawal 50.00'], refetch: fn() },
  labels: { loading: 'Loading records', retry: 'Retry' },
  errorMessage: () => 'The network is unavailable. Check your connection and try again.',
  isEmpty: (rows) => rows.length === 0,
  empty: { title: 'No records in this period' },
  children: renderRows,
};

const meta = {
  title: 'Feedback/AsyncContent',
  component: AsyncContent<Rows>,
  args,
} satisfies Meta<typeof AsyncContent<Rows>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { result: { isPending: true, error: null, data: undefined, refetch: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { result: { isPending: false, error: new Error('network'), data: undefined, refetch: fn() } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('network is unavailable');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.result.refetch).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { result: { isPending: false, error: null, data: [], refetch: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records in this period')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    result: { isPending: false, error: new Error('network'), data: undefined, refetch: fn() },
    labels: { loading: 'جارٍ التحميل', retry: 'إعادة المحاولة' },
    errorMessage: () => 'الشبكة غير متاحة.',
  },
  globals: { locale: 'ar' },
};
