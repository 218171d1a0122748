import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { brokenImage, storyArt } from '../../internal/story-kit.js';
import { BannerCarousel, type Banner } from './BannerCarousel.js';

const banners: Banner[] = [
  { id: 'b1', src: storyArt('WELCOME BONUS 100%', '#6a11cb', '#2575fc'), alt: 'Welcome bonus 100%', onSelect: fn() },
  { id: 'b2', src: storyArt('WEEKLY CASHBACK 10%', '#f7971e', '#b3520b'), alt: 'Weekly cashback 10%', onSelect: fn() },
  { id: 'b3', src: storyArt('NEW SLOTS EVERY WEEK', '#11998e', '#0b5d3f'), alt: 'New slots every week' },
];

const meta = {
  title: 'Content/BannerCarousel',
  component: BannerCarousel,
  args: { banners, label: 'Promotions', slideLabel: (position, total) => `Banner ${position} of ${total}`, onImageError: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ args, canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Promotions' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('button', { name: 'Banner 1 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Banner 2 of 3' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Banner 2 of 3' })).toHaveAttribute('aria-current', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Welcome bonus 100%' }));
    await expect(args.banners[0]?.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** The login popup's carousel (spec 2.048): each slide's title over it, and the dot follows the slide shown. */
export const WithTitles: Story = {
  args: { banners: banners.map((banner) => ({ ...banner, onSelect: undefined, title: banner.alt })) },
  play: async ({ canvas }) => {
    const slide = (position: number) => canvas.getByRole('group', { name: `Banner ${position} of 3` });
    await expect(slide(1)).toHaveTextContent('Welcome bonus 100%');
    await expect(slide(2)).toHaveTextContent('Weekly cashback 10%');
    await userEvent.click(canvas.getByRole('button', { name: 'Banner 3 of 3' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Banner 3 of 3' })).toHaveAttribute('aria-current', 'true'));
    await expect(canvas.getByRole('button', { name: 'Banner 1 of 3' })).not.toHaveAttribute('aria-current');
  },
};

export const Autoplays: Story = {
  name: 'Autoplay (shortened delay)',
  args: { autoplayMs: 500 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Banner 2 of 3' })).toHaveAttribute('aria-current', 'true'), { timeout: 3000 });
  },
};

export const Single: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvas }) => {
    // One banner: no dots, no loop, no autoplay.
    await expect(canvas.queryByRole('button', { name: /Banner 1/ })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Welcome bonus 100%' })).toBeVisible();
  },
};

export const FailedImageHidden: Story = {
  args: { banners: [{ id: 'bad', src: brokenImage, alt: 'Broken banner' }, ...banners.slice(1)] },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('region', { name: 'Promotions' });
    const height = box.getBoundingClientRect().height;
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledWith('bad'));
    await expect(canvas.queryByRole('img', { name: 'Broken banner' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Banner 2 of 2' })).toBeInTheDocument();
    await expect(box.getBoundingClientRect().height).toBe(height);
  },
};

export const AllFailedKeepsSpace: Story = {
  args: { banners: [{ id: 'bad', src: brokenImage, alt: 'Broken banner' }] },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Promotions' });
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull());
    await expect(box.getBoundingClientRect().height).toBeCloseTo(((360 - 16) * 300) / 750, 0);
  },
};

export const RightToLeft: Story = {
  args: { label: 'العروض', slideLabel: (position, total) => `الإعلان ${position} من ${total}` },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'الإعلان 2 من 3' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'الإعلان 2 من 3' })).toHaveAttribute('aria-current', 'true'));
  },
};
