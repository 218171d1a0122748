import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgreementCheckbox, type AgreementCheckboxProps } from './AgreementCheckbox.js';

function Stateful(props: AgreementCheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <div style={{ padding: 16 }}>
      <AgreementCheckbox
        {...props}
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const terms = (
  <a href="/m/help?tag=terms" style={{ color: 'inherit', fontWeight: 700 }}>
    Terms and conditions
  </a>
);

const meta = {
  title: 'Forms/AgreementCheckbox',
  component: AgreementCheckbox,
  render: (args) => <Stateful {...args} />,
  args: { checked: true, onChange: fn(), children: 'I am over 21 and I accept the', after: terms },
} satisfies Meta<typeof AgreementCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TickedByDefault: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I am over 21 and I accept the' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await expect(box).not.toBeChecked();
  },
};

export const Unticked: Story = {
  args: { checked: false, error: 'Please confirm you are of age and accept the terms' },
};

export const LongText: Story = {
  args: {
    children: 'I confirm that I am over the legal age, that I am not a government official, and that I have read and agree to the',
  },
};

export const RightToLeft: Story = {
  args: { children: 'أؤكد أن عمري فوق 21 عامًا وأوافق على', after: <a href="/m/help?tag=terms">الشروط</a> },
  globals: { locale: 'ar' },
};
