import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeadIconPicker, type HeadIconPickerProps } from './HeadIconPicker.js';

const colours = ['#e85d75', '#4a90d9', '#f5a623', '#7ed321', '#9013fe', '#50e3c2'];
const avatar = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="${colour}"/><circle cx="28" cy="22" r="10" fill="#fff"/><rect x="12" y="36" width="32" height="16" rx="8" fill="#fff"/></svg>`)}`;

function Stateful(props: HeadIconPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 16 }}>
      <HeadIconPicker
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
  title: 'Forms/HeadIconPicker',
  component: HeadIconPicker,
  render: (args) => <Stateful {...args} />,
  args: {
    legend: 'Choose a head icon',
    value: '2',
    onChange: fn(),
    options: colours.map((colour, index) => ({ id: String(index + 1), url: avatar(colour), label: `Head icon ${index + 1}` })),
  },
} satisfies Meta<typeof HeadIconPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('img', { name: 'Head icon 5' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('5');
    await expect(canvas.getByRole('radio', { name: 'Head icon 5' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Head icon 4' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('4');
  },
};

export const Disabled: Story = { args: { disabled: true } };
