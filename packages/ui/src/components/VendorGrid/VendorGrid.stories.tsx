import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockSportsVendors as vendors } from '../../internal/mock-data.js';
import { brokenImageUrl } from '../GameCard/fixtures.js';
import { VendorGrid, type VendorGridProps } from './VendorGrid.js';

/** Opening takes a moment in the app (the provider's game is looked up, then launched). */
function Opening(props: VendorGridProps) {
  const [opening, setOpening] = useState<string | null>(null);
  return (
    <VendorGrid
      {...props}
      openingId={opening}
      onOpen={(id) => {
        setOpening(id);
        props.onOpen(id);
      }}
    />
  );
}

const meta = {
  title: 'Games/VendorGrid',
  component: VendorGrid,
  args: { label: 'Sports providers', labels: { maintenance: 'Under maintenance' }, vendors, onOpen: fn() },
} satisfies Meta<typeof VendorGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Providers: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Sports providers' });
    const tiles = within(grid).getAllByRole('button');
    await expect(tiles).toHaveLength(vendors.length);
    await userEvent.click(tiles[0]!);
    await expect(args.onOpen).toHaveBeenCalledWith(vendors[0]!.id);
  },
};

export const OpeningOne: Story = {
  render: (args) => <Opening {...args} />,
  play: async ({ canvasElement, args }) => {
    const tiles = within(canvasElement).getAllByRole('button');
    await userEvent.click(tiles[1]!);
    await expect(tiles[1]).toHaveAttribute('aria-busy', 'true');
    // A second tap, on the same or another tile, does not start a second launch.
    await userEvent.click(tiles[0]!);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Maintenance: Story = {
  args: { vendors: vendors.map((vendor, index) => (index === 0 ? { ...vendor, maintenance: true } : vendor)) },
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('button', { name: `${vendors[0]!.name} Under maintenance` });
    await expect(tile).toBeDisabled();
    await userEvent.click(tile, { pointerEventsCheck: 0 });
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const BrokenIcons: Story = {
  args: { vendors: vendors.map((vendor, index) => (index % 2 === 0 ? { ...vendor, iconUrl: brokenImageUrl } : vendor)) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(Math.floor(vendors.length / 2)));
    await expect(within(canvasElement).getByRole('button', { name: vendors[0]!.name })).toBeVisible();
  },
};
