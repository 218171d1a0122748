import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading.js';

const meta = {
  title: 'Layout/Heading',
  component: Heading,
  args: { level: 2, children: 'Team members' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <div>
      {([1, 2, 3, 4] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const h1 = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const h4 = canvas.getByRole('heading', { level: 4 }).getBoundingClientRect();
    await expect(h1.height).toBeGreaterThan(h4.height);
  },
};

export const SizeIndependentOfLevel: Story = {
  args: { level: 1, size: 3, children: 'Salary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Salary' })).toBeVisible();
  },
};

export const RightToLeft: Story = { args: { children: 'أعضاء الفريق' }, globals: { locale: 'ar' } };
