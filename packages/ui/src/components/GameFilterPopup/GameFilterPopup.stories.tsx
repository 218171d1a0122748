import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockSlotClassifications, mockSlotVendors } from '../../internal/mock-data.js';
import { DemoButton } from '../../internal/story-kit.js';
import { GameFilterPopup, type GameFilterPopupProps } from './GameFilterPopup.js';

function Demo(props: GameFilterPopupProps) {
  const [open, setOpen] = useState(props.open);
  const [value, setValue] = useState(props.value);
  return (
    <>
      <DemoButton onClick={() => setOpen(true)}>Filter</DemoButton>
      <output style={{ display: 'block', padding: 8 }}>{JSON.stringify(value)}</output>
      <GameFilterPopup
        {...props}
        open={open}
        value={value}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
        onSubmit={(selection) => {
          setValue(selection);
          props.onSubmit(selection);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Games/GameFilterPopup',
  component: GameFilterPopup,
  render: (args) => <Demo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    labels: {
      title: 'Filter games',
      name: 'Game name',
      namePlaceholder: 'Search by name',
      vendors: 'Providers',
      classifications: 'Game types',
      reset: 'Reset',
      submit: 'Submit',
      close: 'Close',
    },
    vendors: mockSlotVendors.map((vendor) => ({ id: vendor.id, label: vendor.name })),
    classifications: mockSlotClassifications,
    value: { name: '', vendor: null, classification: null },
  },
} satisfies Meta<typeof GameFilterPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const ChooseAndSubmit: Story = {
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Filter games' }));
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Game name' }), 'ace');
    await userEvent.click(dialog.getByRole('button', { name: 'Real Time Gaming' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Jackpot' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Feature Buy' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'ace', vendor: 'RTG', classification: 'FeatureBuy' });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const ToggleAgainClears: Story = {
  args: { value: { name: '', vendor: 'JILI', classification: 'BG' } },
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Filter games' }));
    const jili = dialog.getByRole('button', { name: 'JILI' });
    await expect(jili).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(jili);
    await expect(jili).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ResetClearsAll: Story = {
  args: { value: { name: 'fortune', vendor: 'PG', classification: 'JP' } },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Filter games' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    await expect(dialog.getByRole('searchbox', { name: 'Game name' })).toHaveValue('');
    await expect(dialog.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  args: {
    labels: {
      title: 'تصفية الألعاب',
      name: 'اسم اللعبة',
      vendors: 'المزودون',
      classifications: 'أنواع الألعاب',
      reset: 'إعادة تعيين',
      submit: 'تطبيق',
      close: 'إغلاق',
    },
  },
  globals: { locale: 'ar' },
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'تصفية الألعاب' })).toBeVisible();
  },
};
