import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CategoryTabs, type CategoryTabsProps } from './CategoryTabs.js';

const tabs = [
  { id: 'HOT', label: 'Hot' },
  { id: 'HOME', label: 'Home' },
  { id: 'FAV', label: 'Favourites' },
  { id: 'RECENT', label: 'Recent' },
  { id: 'RNG', label: 'Slots' },
  { id: 'LIVE', label: 'Live casino' },
  { id: 'FISH', label: 'Fishing' },
  { id: 'PVP', label: 'Card games' },
  { id: 'SPORTS', label: 'Sports' },
  { id: 'LOTT', label: 'Lottery' },
];

function Stateful(props: CategoryTabsProps) {
  const [selected, setSelected] = useState(props.selectedId);
  return (
    <CategoryTabs
      {...props}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        props.onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Games/CategoryTabs',
  component: CategoryTabs,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Game categories', tabs, selectedId: 'HOT', onSelect: fn() },
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Live casino' }));
    await expect(args.onSelect).toHaveBeenCalledWith('LIVE');
    await expect(canvas.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const LastSelectedScrolledIntoView: Story = {
  args: { selectedId: 'LOTT' },
  render: (args) => (
    <div>
      {/* The strip starts below the fold: it scrolls sideways to its tab, the page stays put. */}
      <div style={{ blockSize: 1200 }} />
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'Lottery' });
    const strip = within(canvasElement).getByRole('tablist');
    await waitFor(() => expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(strip.getBoundingClientRect().right + 1));
    await expect(canvasElement.ownerDocument.defaultView!.scrollY).toBe(0);
  },
};

export const LongLabels: Story = {
  args: {
    tabs: [
      { id: 'HOT', label: 'Most popular this week' },
      { id: 'RNG', label: 'Slot machines with free spins' },
      { id: 'LIVE', label: 'Live dealer tables' },
    ],
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'فئات الألعاب',
    tabs: [
      { id: 'HOT', label: 'الأكثر رواجًا' },
      { id: 'FAV', label: 'المفضلة' },
      { id: 'RNG', label: 'السلوتس' },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'الأكثر رواجًا' }).focus();
    // In right-to-left layout the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'المفضلة' })).toHaveFocus();
  },
};
