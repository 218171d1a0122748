import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon } from '../../internal/icons.js';
import { MenuGrid } from './MenuGrid.js';

const meta = {
  title: 'Layout/MenuGrid',
  component: MenuGrid,
  args: {
    label: 'Shortcuts',
    title: 'Shortcuts',
    items: [
      { id: 'rebate', label: 'Manual rebate', icon: <Icon name="wallet" />, onSelect: fn() },
      { id: 'share', label: 'Share', icon: <Icon name="gift" />, onSelect: fn() },
      { id: 'telegram', label: 'Telegram', icon: <Icon name="chat" />, href: 'https://t.me/example' },
      { id: 'facebook', label: 'Facebook', icon: <Icon name="user" />, href: 'https://facebook.com/example' },
      { id: 'promotion', label: 'Promotion', icon: <Icon name="tag" />, onSelect: fn() },
      { id: 'record', label: 'Betting record', icon: <Icon name="inbox" />, onSelect: fn() },
    ],
  },
} satisfies Meta<typeof MenuGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Shortcuts' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Manual rebate' }));
    await expect(args.items[0]?.onSelect).toHaveBeenCalledTimes(1);
    const telegram = canvas.getByRole('link', { name: 'Telegram' });
    await expect(telegram).toHaveAttribute('target', '_blank');
    await expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** As on a 360 px phone's menu page (328 px for the grid's section): a one-word label stays whole (it broke as "Promotio / n"). */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 328 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    for (const word of ['Facebook', 'Promotion', 'Telegram']) {
      const range = document.createRange();
      range.selectNodeContents(canvas.getByText(word));
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      await expect(lines.size, word).toBe(1);
    }
  },
};

export const WithoutTitle: Story = { args: { title: undefined, items: [] } };

export const LongText: Story = {
  args: {
    items: [
      { id: 'rebate', label: 'Rebate manual instantáneo diario', icon: <Icon name="wallet" />, onSelect: fn() },
      { id: 'record', label: 'Historial completo de apuestas', icon: <Icon name="inbox" />, onSelect: fn() },
      { id: 'promotion', label: 'Promociones exclusivas', icon: <Icon name="tag" />, onSelect: fn() },
    ],
  },
};

export const RightToLeft: Story = {
  args: {
    title: 'اختصارات',
    label: 'اختصارات',
    items: [
      { id: 'rebate', label: 'استرداد يدوي', icon: <Icon name="wallet" />, onSelect: fn() },
      { id: 'promotion', label: 'العروض', icon: <Icon name="tag" />, onSelect: fn() },
      { id: 'record', label: 'سجل الرهانات', icon: <Icon name="inbox" />, onSelect: fn() },
    ],
  },
  globals: { locale: 'ar' },
};

export const ListLayout: Story = {
  args: { layout: 'list', title: 'My account settings', label: 'My account settings' },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.querySelectorAll('li')).toHaveLength(args.items.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Betting record' }));
    await expect(args.items[5]?.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const ListLayoutRightToLeft: Story = {
  args: { ...RightToLeft.args, layout: 'list' },
  globals: { locale: 'ar' },
};

/** A Burmese tile label breaks between words only, never inside one. */
export const Burmese: Story = {
  args: {
    title: 'အမြန်လုပ်ဆောင်ချက်များ',
    label: 'အမြန်လုပ်ဆောင်ချက်များ',
    items: [
      { id: 'rebate', label: 'ကိုယ်တိုင်ပြန်အမ်းငွေ', icon: <Icon name="wallet" />, onSelect: fn() },
      { id: 'record', label: 'လောင်းကြေးမှတ်တမ်း', icon: <Icon name="inbox" />, onSelect: fn() },
      { id: 'promotion', label: 'ပရိုမိုးရှင်း', icon: <Icon name="tag" />, onSelect: fn() },
    ],
  },
  globals: { locale: 'my' },
  play: async ({ canvas }) => {
    const label = canvas.getByText('ကိုယ်တိုင်ပြန်အမ်းငွေ');
    await expect([getComputedStyle(label).overflowWrap, getComputedStyle(label).wordBreak]).toEqual(['normal', 'auto-phrase']);
  },
};
