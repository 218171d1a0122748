import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BirthdayPicker, type BirthdayPickerProps } from './BirthdayPicker.js';

function Stateful(props: BirthdayPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 16 }}>
      <BirthdayPicker
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
  title: 'Forms/BirthdayPicker',
  component: BirthdayPicker,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Birthday',
    labels: { year: 'Year', month: 'Month', day: 'Day' },
    value: '',
    onChange: fn(),
    lastYear: 2026,
  },
} satisfies Meta<typeof BirthdayPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '1988');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), '02');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Day' }), '29');
    await expect(args.onChange).toHaveBeenLastCalledWith('1988-02-29');
  },
};

export const Chosen: Story = {
  args: { value: '1995-12-24', required: true },
};

export const WithMonthNames: Story = {
  args: {
    labels: {
      year: 'Year',
      month: 'Month',
      day: 'Day',
      monthNames: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    },
    value: '2000-09-01',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('September');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please choose your birthday' },
};

export const RightToLeft: Story = {
  args: { label: 'تاريخ الميلاد', labels: { year: 'السنة', month: 'الشهر', day: 'اليوم' }, value: '1990-01-15' },
  globals: { locale: 'ar' },
};
