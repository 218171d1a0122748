import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField.js';

function Stateful(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 16 }}>
      <TextField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Username', value: '', onChange: fn(), placeholder: '4-16 letters or digits' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'abc');
    await expect(args.onChange).toHaveBeenLastCalledWith('abc');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { required: true, value: 'ab', error: 'Account format is invalid' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Account format is invalid');
  },
};

export const ReadOnly: Story = {
  args: { value: 'player0001', readOnly: true },
};

export const LongText: Story = {
  args: {
    label: 'Real name as shown on the bank account used for withdrawals',
    value: 'Maximilian Alexander Montgomery-Featherstonehaugh',
    hint: 'Must match the account holder name exactly, including spaces and punctuation marks.',
  },
};

export const RightToLeft: Story = {
  args: { label: 'اسم المستخدم', required: true, error: 'تنسيق الحساب غير صالح' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    await expect(within(canvasElement).getByRole('textbox', { name: 'اسم المستخدم' })).toBeVisible();
  },
};
