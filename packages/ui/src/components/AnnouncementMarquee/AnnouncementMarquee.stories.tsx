import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { wait } from '../../internal/story-kit.js';
import { AnnouncementMarquee } from './AnnouncementMarquee.js';

const meta = {
  title: 'Content/AnnouncementMarquee',
  component: AnnouncementMarquee,
  args: {
    label: 'Announcements',
    onSelect: fn(),
    items: [
      { id: 'a1', text: 'Scheduled maintenance on 20 November from 02:00 to 04:00.' },
      { id: 'a2', text: 'Weekly cashback is back: up to 10% every Monday.' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnnouncementMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const position = (element: HTMLElement) => new DOMMatrix(getComputedStyle(element).transform).m41;

export const Scrolling: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('button', { name: /Scheduled maintenance/ });
    const track = first.parentElement!;
    const start = position(track);
    await waitFor(() => expect(position(track)).toBeLessThan(start - 2));
    await userEvent.click(first);
    await expect(args.onSelect).toHaveBeenCalledWith('a1');
  },
};

export const PausesOnHover: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Announcements' })).toBeVisible();
    const track = canvas.getAllByRole('button')[0]!.parentElement!;
    await userEvent.hover(track);
    await waitFor(() => expect(track.parentElement).toHaveAttribute('data-paused', 'true'));
    // pause() is asked for in an effect after the attribute renders, and takes hold at the next frame: read the
    // position once the browser has settled the pause, not while the last step may still be drawn.
    await waitFor(() => expect(track.getAnimations().map((animation) => animation.playState)).toEqual(['paused']));
    await Promise.all(track.getAnimations().map((animation) => animation.ready));
    const paused = position(track);
    await wait(200);
    await expect(position(track)).toBe(paused);
    await userEvent.unhover(track);
    await waitFor(() => expect(position(track)).not.toBe(paused));
  },
};

export const PausesOnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const focused = canvas.getByRole('button', { name: /Scheduled maintenance/ });
    await expect(focused).toHaveFocus();
    await expect(focused.parentElement!.parentElement).toHaveAttribute('data-paused', 'true');
  },
};

export const TextOnly: Story = { args: { onSelect: undefined } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const RightToLeft: Story = {
  args: { label: 'الإعلانات', items: [{ id: 'a1', text: 'صيانة مجدولة يوم 20 نوفمبر من 02:00 إلى 04:00.' }] },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const track = canvas.getByRole('button').parentElement!;
    const start = position(track);
    // Right to left, the text travels towards the right.
    await waitFor(() => expect(position(track)).toBeGreaterThan(start + 2));
  },
};
