import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './Header.js';

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: { title: 'Promotions', backLabel: 'Back', onBack: fn() },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const WithoutBack: Story = {
  args: { onBack: undefined, title: 'Home' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LongTitle: Story = {
  args: { title: 'Responsible gaming and terms of the weekly cashback promotion for all members' },
};

export const WithEndContent: Story = {
  args: {
    end: (
      <button type="button" style={{ minBlockSize: 44, minInlineSize: 44 }}>
        Help
      </button>
    ),
  },
};

export const RightToLeft: Story = {
  args: { title: 'العروض الترويجية', backLabel: 'رجوع' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    await expect(within(canvasElement).getByRole('button', { name: 'رجوع' })).toBeVisible();
  },
};

/** A Japanese title wraps to two lines between phrases (never before a small kana) instead of ending in "…". */
export const Japanese: Story = {
  args: { title: '毎週のキャッシュバックプロモーションの利用規約', backLabel: '戻る' },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const title = getComputedStyle(canvas.getByRole('heading', { level: 1 }));
    await expect([title.whiteSpace, title.wordBreak, title.lineBreak]).toEqual(['normal', 'auto-phrase', 'strict']);
  },
};

/** Urdu (Arabic script) is set in Nastaliq; the font file is the apps' (the kit names the face). */
export const Urdu: Story = {
  args: { title: 'پروموشنز', backLabel: 'واپس' },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.ownerDocument.body).fontFamily).toMatch(/^"Noto Nastaliq Urdu", /);
  },
};
