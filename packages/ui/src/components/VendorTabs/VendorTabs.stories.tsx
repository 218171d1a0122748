import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockSlotVendors as vendors } from '../../internal/mock-data.js';
import { brokenImageUrl } from '../GameCard/fixtures.js';
import { VendorTabs, type VendorTabsProps } from './VendorTabs.js';

function Stateful(props: VendorTabsProps) {
  const [selected, setSelected] = useState(props.selectedId);
  return (
    <VendorTabs
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
  title: 'Games/VendorTabs',
  component: VendorTabs,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Providers', allLabel: 'All games', vendors, selectedId: null, onSelect: fn() },
} satisfies Meta<typeof VendorTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllGames: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'JILI' }));
    await expect(args.onSelect).toHaveBeenCalledWith('JILI');
    await userEvent.click(canvas.getByRole('tab', { name: 'All games' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
  },
};

export const VendorSelected: Story = {
  args: { selectedId: 'JDB' },
};

export const BrokenIcons: Story = {
  args: { vendors: vendors.map((vendor, index) => (index % 2 === 0 ? { ...vendor, iconUrl: brokenImageUrl } : vendor)) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(Math.floor(vendors.length / 2)));
    await expect(within(canvasElement).getByRole('tab', { name: 'JILI' })).toBeVisible();
  },
};

export const NoVendors: Story = {
  args: { vendors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tab')).toHaveLength(1);
  },
};

export const RightToLeft: Story = {
  args: { label: 'المزودون', allLabel: 'كل الألعاب' },
  globals: { locale: 'ar' },
};
