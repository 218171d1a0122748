import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState } from './EmptyState.js';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No games found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No games found')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithAction: Story = {
  args: { description: 'Try another provider or clear the filters.', action: { label: 'Reset filters', onClick: fn() } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'You have not added any favourite games yet',
    description: 'Tap the heart on any game to keep it here, so you can find it again from every device you log in from.',
  },
};

export const RightToLeft: Story = {
  args: { title: 'لا توجد ألعاب', description: 'جرّب مزودًا آخر.', action: { label: 'إعادة تعيين', onClick: fn() } },
  globals: { locale: 'ar' },
};
