import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css.js';
import { Inline } from './Inline.js';

const chip = { color: vars.color.text, backgroundColor: vars.color.surfaceRaised, border: `1px solid ${vars.color.border}`, padding: vars.space.xs };

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    children: ['Today', 'Yesterday', 'This week', 'This month', 'Last month'].map((text) => (
      <button key={text} type="button" style={chip}>
        {text}
      </button>
    )),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const today = canvas.getByRole('button', { name: 'Today' }).getBoundingClientRect();
    const yesterday = canvas.getByRole('button', { name: 'Yesterday' }).getBoundingClientRect();
    await expect(yesterday.left).toBeGreaterThan(today.left);
  },
};

export const Spread: Story = {
  args: { align: 'spread', children: [<span key="l">Balance</span>, <strong key="v">1,234.56</strong>] },
};

export const RightToLeft: Story = {
  args: {
    children: ['اليوم', 'أمس', 'هذا الأسبوع'].map((text) => (
      <button key={text} type="button" style={chip}>
        {text}
      </button>
    )),
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'اليوم' }).getBoundingClientRect();
    const second = canvas.getByRole('button', { name: 'أمس' }).getBoundingClientRect();
    await expect(second.left).toBeLessThan(first.left);
  },
};
