import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { visuallyHidden } from '../../internal/a11y.css.js';
import { Icon } from '../../internal/icons.js';
import { UnreadBadge } from './UnreadBadge.js';

const meta = {
  title: 'Feedback/UnreadBadge',
  component: UnreadBadge,
  args: { count: 3, label: '3 unread notices' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <button type="button" style={{ position: 'relative', inlineSize: 44, blockSize: 44, background: 'transparent', border: 'none' }}>
          <Icon name="bell" />
          <span className={visuallyHidden}>Notices</span>
          <Story />
        </button>
      </div>
    ),
  ],
} satisfies Meta<typeof UnreadBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {
  args: { corner: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '3 unread notices' })).toHaveTextContent('3');
  },
};

export const OverNinetyNine: Story = {
  args: { count: 250, label: '250 unread notices', corner: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('99+');
  },
};

export const None: Story = {
  args: { count: 0, label: 'No unread notices', corner: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Dot: Story = { args: { dot: true, corner: true } };

export const RightToLeft: Story = {
  args: { count: 12, label: '12 إشعارًا غير مقروء', corner: true },
  globals: { locale: 'ar' },
};
