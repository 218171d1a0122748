import type { Meta, StoryObj } from '@storybook/react-vite';
import { languages } from '@whitelabel/core';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguagePicker, type LanguagePickerProps } from './LanguagePicker.js';

// The merchant's configured set, in its order (spec section 1: TH default, then EN and TW).
const merchantSet = (['TH', 'EN', 'TW'] as const).map((code) => languages.find((language) => language.code === code)!);

function Stateful(props: LanguagePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LanguagePicker
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        props.onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Account/LanguagePicker',
  component: LanguagePicker,
  args: { languages: merchantSet, value: 'TH', onChange: fn(), label: 'Language' },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MerchantSet: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'ไทย' })).toBeChecked();
    await userEvent.click(canvas.getByText('English'));
    await expect(args.onChange).toHaveBeenCalledWith('EN');
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    // Arrow keys move between languages, as native radios do.
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('TW');
    // Flags are inline SVG: nothing to download.
    await expect(canvas.getByRole('group', { name: 'Language' }).querySelectorAll('img')).toHaveLength(0);
  },
};

export const AllThirtyLanguages: Story = {
  args: { languages, value: 'EN', columns: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(30);
  },
};

export const HiddenLabel: Story = {
  args: { showLabel: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Language' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { label: 'اللغة', languages: languages.filter((language) => ['AR', 'FA', 'UR', 'EN'].includes(language.code)), value: 'AR' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'العربية' })).toBeChecked();
  },
};
