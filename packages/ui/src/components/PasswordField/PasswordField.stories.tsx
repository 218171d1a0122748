import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './PasswordField.js';

function Stateful(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 16 }}>
      <PasswordField {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Password', value: '', onChange: fn(), toggleLabel: 'Show password', required: true },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  args: { value: 'hunter22' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const WithError: Story = {
  args: { label: 'Confirm password', value: 'hunter2', error: 'Confirmation password not matched' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Confirm password/, { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RightToLeft: Story = {
  args: { label: 'كلمة المرور', toggleLabel: 'إظهار كلمة المرور', value: 'hunter22' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'إظهار كلمة المرور' })).toBeVisible();
  },
};
