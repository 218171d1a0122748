import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField, type SelectFieldProps } from './SelectField.js';

function Stateful(props: SelectFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 16 }}>
      <SelectField
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
  title: 'Forms/SelectField',
  component: SelectField,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Bank',
    placeholder: 'Choose your bank',
    value: '',
    onChange: fn(),
    required: true,
    options: [
      { value: 'KBANK', label: 'Kasikornbank' },
      { value: 'SCB', label: 'Siam Commercial Bank' },
      { value: 'GSB', label: 'Government Savings Bank' },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Bank' });
    await userEvent.selectOptions(select, 'SCB');
    await expect(args.onChange).toHaveBeenLastCalledWith('SCB');
  },
};

export const WithError: Story = {
  args: { error: 'Choose a bank', hint: 'Banks of your currency' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Bank' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a bank Banks of your currency');
  },
};
