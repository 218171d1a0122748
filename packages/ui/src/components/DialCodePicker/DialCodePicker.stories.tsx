import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField.js';
import { DialCodePicker, type DialCodePickerProps } from './DialCodePicker.js';

const countries = [
  { code: 'TH', countryDialingCode: '+66', name: 'Thailand' },
  { code: 'PH', countryDialingCode: '+63', name: 'Philippines' },
  { code: 'VN', countryDialingCode: '+84', name: 'Vietnam' },
  { code: 'AE', countryDialingCode: '+971', name: 'United Arab Emirates' },
];

/** The picker as forms use it: at the start of a mobile-number field. */
function InMobileField(props: DialCodePickerProps) {
  const [code, setCode] = useState(props.value);
  const [mobile, setMobile] = useState('');
  return (
    <div style={{ padding: 16 }}>
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="tel"
        value={mobile}
        onChange={setMobile}
        start={
          <DialCodePicker
            {...props}
            value={code}
            onChange={(country) => {
              setCode(country.code);
              props.onChange(country);
            }}
          />
        }
      />
    </div>
  );
}

const meta = {
  title: 'Forms/DialCodePicker',
  component: DialCodePicker,
  render: (args) => <InMobileField {...args} />,
  args: { label: 'Country code', countries, value: 'TH', onChange: fn() },
} satisfies Meta<typeof DialCodePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+66')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), 'AE');
    await expect(args.onChange).toHaveBeenCalledWith(countries[3]);
    await expect(canvas.getByText('+971')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country code' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: { label: 'رمز البلد', value: 'AE' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+971')).toBeVisible();
  },
};
