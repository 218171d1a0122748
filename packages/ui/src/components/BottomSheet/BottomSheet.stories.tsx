import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoButton } from '../../internal/story-kit.js';
import { BottomSheet } from './BottomSheet.js';

const body = within(document.body);

const meta = {
  title: 'Overlays/BottomSheet',
  component: BottomSheet,
  args: {
    open: true,
    onClose: fn(),
    label: 'Weekly cashback',
    title: 'Weekly cashback',
    closeLabel: 'Close',
    children: <p>Get 10% of your weekly net losses back every Monday, up to 1,000.</p>,
    footer: <DemoButton style={{ flex: 1 }}>Join now</DemoButton>,
  },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

async function swipe(distance: number) {
  const handle = await body.findByRole('button', { name: 'Close' });
  fireEvent.pointerDown(handle, { pointerId: 1, clientY: 400 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientY: 400 + distance });
  fireEvent.pointerUp(handle, { pointerId: 1, clientY: 400 + distance });
}

export const Open: Story = {
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog', { name: 'Weekly cashback' });
    await waitFor(() => expect(sheet).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const SwipeDownCloses: Story = {
  play: async ({ args }) => {
    await swipe(61);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ShortSwipeSnapsBack: Story = {
  play: async ({ args }) => {
    await swipe(40);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog').style.transform).toBe('');
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms of the weekly cashback promotion for members of every VIP level',
    children: Array.from({ length: 25 }, (_, index) => (
      <p key={index}>Rule {index + 1}: cashback is credited as bonus money with a one-time wagering requirement.</p>
    )),
  },
  play: async () => {
    // Content taller than the sheet: its body becomes a keyboard-focusable scroll region once laid out.
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('[tabindex="0"]')).toHaveTextContent('Rule 25'));
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'استرداد نقدي',
    title: 'استرداد نقدي أسبوعي',
    closeLabel: 'إغلاق',
    children: <p>احصل على 10٪ من خسائرك الأسبوعية.</p>,
    footer: <DemoButton style={{ flex: 1 }}>انضم الآن</DemoButton>,
  },
  globals: { locale: 'ar' },
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'استرداد نقدي أسبوعي' })).toBeInTheDocument();
  },
};
