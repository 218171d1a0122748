import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css.js';
import { VisuallyHidden } from './VisuallyHidden.js';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Close' },
  render: (args) => (
    <button type="button" style={{ color: vars.color.text, backgroundColor: vars.color.surfaceRaised, border: `1px solid ${vars.color.border}` }}>
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(40);
  },
};

export const RightToLeft: Story = {
  args: { children: 'إغلاق' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  },
};
