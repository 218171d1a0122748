import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DrawNumbers } from './DrawNumbers.js';

const meta = {
  title: 'Content/DrawNumbers',
  component: DrawNumbers,
  args: { numbers: ['07', '42', '19', '88', '03'], label: 'Drawn numbers' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DrawNumbers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveNumbers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Drawn numbers' }).querySelectorAll('li')).toHaveLength(5);
  },
};

/** A keno draw of ten numbers wraps within a 360 px screen. */
export const TenNumbersWrap: Story = { args: { numbers: ['01', '12', '23', '34', '45', '56', '67', '78', '89', '90'] } };

export const RightToLeft: Story = {
  args: { label: 'الأرقام المسحوبة' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'الأرقام المسحوبة' })).toHaveAttribute('dir', 'ltr');
  },
};
