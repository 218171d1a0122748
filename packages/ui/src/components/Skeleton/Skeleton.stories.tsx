import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GameGridSkeleton, Skeleton, SkeletonGroup } from './Skeleton.js';

const meta = {
  title: 'Feedback/Skeleton',
  component: GameGridSkeleton,
  args: { label: 'Loading games' },
} satisfies Meta<typeof GameGridSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GameGrid: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { busy: true });
    await expect(status).toHaveTextContent('Loading games');
    await expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(18);
  },
};

export const WideCards: Story = { args: { columns: 2, count: 4 } };

export const NoticeList: Story = {
  render: () => (
    <div style={{ padding: 16 }}>
      <SkeletonGroup label="Loading notices">
        {[0, 1, 2].map((row) => (
          <div key={row} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Skeleton shape="circle" width="40px" height="40px" />
            <div style={{ flex: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="90%" />
            </div>
          </div>
        ))}
      </SkeletonGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notices');
  },
};

export const RightToLeft: Story = {
  args: { label: 'جار تحميل الألعاب', count: 6 },
  globals: { locale: 'ar' },
};
