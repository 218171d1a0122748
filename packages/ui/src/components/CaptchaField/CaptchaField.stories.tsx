import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField.js';
import { captchaFixtures } from './fixtures.js';

function Stateful(props: CaptchaFieldProps) {
  const [value, setValue] = useState(props.value);
  const [index, setIndex] = useState(0);
  return (
    <div style={{ padding: 16 }}>
      <CaptchaField
        {...props}
        value={value}
        onChange={setValue}
        image={props.image === undefined ? undefined : captchaFixtures[index % captchaFixtures.length]}
        onRefresh={() => {
          props.onRefresh();
          setIndex((current) => current + 1);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Captcha',
    value: '',
    onChange: fn(),
    image: captchaFixtures[0],
    refreshLabel: 'Tap the image for a new code',
    onRefresh: fn(),
    required: true,
  },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Captcha' });
    await userEvent.type(input, '4821');
    await userEvent.click(canvas.getByRole('button', { name: 'Tap the image for a new code' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Tap the image for a new code' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { value: '1111', error: 'Captcha wrong' },
};

export const RightToLeft: Story = {
  args: { label: 'رمز التحقق', refreshLabel: 'انقر على الصورة لرمز جديد' },
  globals: { locale: 'ar' },
};
