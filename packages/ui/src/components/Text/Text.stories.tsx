import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from './Text.js';

const long =
  'Your withdrawal is being reviewed. It usually takes a few minutes; during busy hours it can take up to one hour before the money reaches your bank account.';

const meta = {
  title: 'Layout/Text',
  component: Text,
  args: { children: long },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div>
      {(['neutral', 'muted', 'brand', 'success', 'warning', 'danger'] as const).map((tone) => (
        <Text key={tone} tone={tone} weight="bold">
          {tone}
        </Text>
      ))}
    </div>
  ),
};

export const Numeric: Story = { args: { children: '1,234,567.89', numeric: true, size: 'xl' } };

export const Truncated: Story = {
  args: { maxLines: 1 },
  play: async ({ canvas }) => {
    const text = canvas.getByText(long);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

export const Clamped: Story = {
  args: { maxLines: 2 },
  play: async ({ canvas }) => {
    const text = canvas.getByText(long);
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  },
};

export const RightToLeft: Story = {
  args: { children: 'طلب السحب قيد المراجعة. يستغرق ذلك عادةً بضع دقائق.', tone: 'muted', size: 'sm' },
  globals: { locale: 'ar' },
};
