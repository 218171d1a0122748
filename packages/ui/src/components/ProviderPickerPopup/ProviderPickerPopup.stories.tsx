import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoButton } from '../../internal/story-kit.js';
import { mockSlotVendors } from '../../internal/mock-data.js';
import { brokenImageUrl } from '../GameCard/fixtures.js';
import { ProviderPickerPopup, type ProviderPickerPopupProps } from './ProviderPickerPopup.js';

// The last provider's icon fails to load, to show it hidden.
const vendors = mockSlotVendors.map((vendor, index, all) => (index === all.length - 1 ? { ...vendor, iconUrl: brokenImageUrl } : vendor));

function Demo(props: ProviderPickerPopupProps) {
  const [open, setOpen] = useState(props.open);
  const [selected, setSelected] = useState(props.selectedId);
  return (
    <>
      <DemoButton onClick={() => setOpen(true)}>{selected ?? 'All providers'}</DemoButton>
      <ProviderPickerPopup
        {...props}
        open={open}
        selectedId={selected}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
        onConfirm={(id) => {
          setSelected(id);
          props.onConfirm(id);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Games/ProviderPickerPopup',
  component: ProviderPickerPopup,
  render: (args) => <Demo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    labels: { title: 'Choose a provider', all: 'All', confirm: 'Confirm', close: 'Close' },
    vendors,
    selectedId: null,
    onConfirm: fn(),
  },
} satisfies Meta<typeof ProviderPickerPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const ChooseAndConfirm: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Choose a provider' });
    await expect(within(dialog).getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Real Time Gaming' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('RTG');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(body.getByRole('button', { name: 'RTG' })).toBeVisible();
  },
};

export const ProviderChosen: Story = {
  args: { selectedId: 'JILI' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Choose a provider' });
    await expect(within(dialog).getByRole('radio', { name: 'JILI' })).toBeChecked();
    // The last provider's icon fails to load and is hidden; its name stays.
    await waitFor(() => expect(dialog.querySelectorAll('img')).toHaveLength(vendors.length - 1));
  },
};

export const RightToLeft: Story = {
  args: { labels: { title: 'اختر المزود', all: 'الكل', confirm: 'تأكيد', close: 'إغلاق' } },
  globals: { locale: 'ar' },
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'اختر المزود' })).toBeVisible();
  },
};
