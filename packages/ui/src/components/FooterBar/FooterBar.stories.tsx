import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon } from '../../internal/icons.js';
import { FooterBar, type FooterBarItem } from './FooterBar.js';

const items = (labels: [string, string, string, string]): [FooterBarItem, FooterBarItem, FooterBarItem, FooterBarItem] => [
  { id: 'home', label: labels[0], icon: <Icon name="home" />, onSelect: fn(), current: true },
  { id: 'promotion', label: labels[1], icon: <Icon name="tag" />, onSelect: fn() },
  { id: 'support', label: labels[2], icon: <Icon name="headset" />, onSelect: fn() },
  { id: 'profile', label: labels[3], icon: <Icon name="user" />, onSelect: fn(), badge: { count: 2, label: '2 unread messages' } },
];

const meta = {
  title: 'Layout/FooterBar',
  component: FooterBar,
  args: {
    label: 'Main',
    items: items(['Home', 'Promotion', 'Support', 'Profile']),
    invite: { label: 'Invite', icon: <Icon name="gift" size={28} />, onSelect: fn() },
  },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FooterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(args.invite.onSelect).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Support' }));
    await expect(args.items[2].onSelect).toHaveBeenCalledTimes(1);
    // The invite button sits in the middle of five.
    const buttons = canvas.getAllByRole('button');
    await expect(buttons[2]).toHaveAccessibleName('Invite');
  },
};

export const LongText: Story = {
  args: {
    items: items(['หน้าแรก', 'โปรโมชั่น', 'ฝ่ายบริการลูกค้า', 'โปรไฟล์ของฉัน']),
    invite: { label: 'เชิญเพื่อน', icon: <Icon name="gift" size={28} />, onSelect: fn() },
  },
  globals: { locale: 'th' },
};

export const RightToLeft: Story = {
  args: {
    label: 'الرئيسية',
    items: items(['الرئيسية', 'العروض', 'الدعم', 'حسابي']),
    invite: { label: 'ادعُ صديقًا', icon: <Icon name="gift" size={28} />, onSelect: fn() },
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ادعُ صديقًا' })).toBeVisible();
  },
};

/** Tamil and Japanese labels break between words or phrases only, never inside a word (Latin may split a long word). */
const wholeWords = async (canvasElement: HTMLElement, labels: string[]) => {
  for (const label of labels) {
    const text = [...canvasElement.querySelectorAll('span')].find((span) => span.textContent === label)!;
    await expect([label, getComputedStyle(text).overflowWrap, getComputedStyle(text).wordBreak]).toEqual([label, 'normal', 'auto-phrase']);
  }
};

export const Tamil: Story = {
  args: {
    label: 'முதன்மை வழிசெலுத்தல்',
    items: items(['முகப்பு', 'சலுகை', 'உதவி', 'சுயவிவரம்']),
    invite: { label: 'அழை', icon: <Icon name="gift" size={28} />, onSelect: fn() },
  },
  globals: { locale: 'ta' },
  play: async ({ canvasElement }) => wholeWords(canvasElement, ['முகப்பு', 'சுயவிவரம்']),
};

export const Japanese: Story = {
  args: {
    label: 'メインナビゲーション',
    items: items(['ホーム', 'プロモーション', 'サポート', 'マイページ']),
    invite: { label: '招待', icon: <Icon name="gift" size={28} />, onSelect: fn() },
  },
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await wholeWords(canvasElement, ['プロモーション', 'マイページ']);
    await expect(getComputedStyle(canvasElement).lineBreak).toBe('strict');
  },
};
