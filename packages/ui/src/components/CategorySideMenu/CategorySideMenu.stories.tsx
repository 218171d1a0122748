import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategorySideMenu, type CategorySideMenuProps } from './CategorySideMenu.js';

const dot = (
  <svg viewBox="0 0 24 24" width="24" height="24">
    <circle cx="12" cy="12" r="8" fill="currentColor" />
  </svg>
);
const items = [
  { id: 'FAV', label: 'Favourites', icon: dot },
  { id: 'RECENT', label: 'Recent', icon: dot },
  { id: 'RNG', label: 'Slots', icon: dot },
  { id: 'LIVE', label: 'Live', icon: dot },
  { id: 'FISH', label: 'Fishing', icon: dot },
  { id: 'SPORTS', label: 'Sports', icon: dot },
  { id: 'ESPORTS', label: 'E-sports', icon: dot },
  { id: 'COCKFIGHT', label: 'Cockfight', icon: dot },
  { id: 'LOTT', label: 'Lottery', icon: dot },
];

function Stateful(props: CategorySideMenuProps) {
  const [current, setCurrent] = useState(props.currentId);
  return (
    <div style={{ display: 'flex', blockSize: 600 }}>
      <CategorySideMenu
        {...props}
        currentId={current}
        onSelect={(id) => {
          setCurrent(id);
          props.onSelect(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Games/CategorySideMenu',
  component: CategorySideMenu,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Categories', items, currentId: 'RNG', onSelect: fn() },
} satisfies Meta<typeof CategorySideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'E-sports' }));
    await expect(args.onSelect).toHaveBeenCalledWith('ESPORTS');
    await expect(canvas.getByRole('button', { name: 'E-sports' })).toHaveAttribute('aria-current', 'true');
  },
};

/** The member site's labels, whole words kept on one line (they broke as "Favourite / s" in an 84 px column). */
export const WholeWords: Story = {
  args: {
    items: [
      { id: 'HOT', label: 'Hot games', icon: dot },
      { id: 'FAV', label: 'Favourites', icon: dot },
      { id: 'RECENT', label: 'Recent games', icon: dot },
      { id: 'PVP', label: 'Card games', icon: dot },
      { id: 'COCKFIGHT', label: 'Cockfight', icon: dot },
    ],
  },
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('button')) {
      const text = [...item.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
      let at = 0;
      for (const word of text.textContent!.split(' ')) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        at += word.length + 1;
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        await expect(lines.size, word).toBe(1);
      }
    }
  },
};

export const LongLabels: Story = {
  args: { items: [{ id: 'RNG', label: 'Slot machines and jackpots', icon: dot }, ...items.slice(1, 4)] },
};

export const RightToLeft: Story = {
  args: {
    label: 'الفئات',
    items: [
      { id: 'FAV', label: 'المفضلة', icon: dot },
      { id: 'RNG', label: 'السلوتس', icon: dot },
      { id: 'LIVE', label: 'مباشر', icon: dot },
    ],
  },
  globals: { locale: 'ar' },
};
