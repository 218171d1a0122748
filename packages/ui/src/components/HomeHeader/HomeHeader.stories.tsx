import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StoryLogo } from '../../internal/story-kit.js';
import { BalanceDisplay } from '../BalanceDisplay/BalanceDisplay.js';
import { HomeHeader } from './HomeHeader.js';

const labels = {
  menu: 'Menu',
  home: 'Lucky Star home',
  notices: 'Notices',
  unreadNotices: '3 unread',
  cashCenter: 'Cash center',
  login: 'Log in',
  register: 'Register',
};

const balance = (
  <BalanceDisplay
    amount={1520.75}
    currency="฿"
    locale="en"
    masked={false}
    onToggleMask={() => {}}
    onRefresh={() => {}}
    compact
    labels={{ balance: 'Balance', hidden: 'Balance hidden', show: 'Show balance', hide: 'Hide balance', refresh: 'Refresh balance' }}
  />
);

const meta = {
  title: 'Layout/HomeHeader',
  component: HomeHeader,
  args: {
    logo: <StoryLogo />,
    labels,
    loggedIn: false,
    unreadCount: 3,
    onMenu: fn(),
    onLogo: fn(),
    onNotices: fn(),
    onLogin: fn(),
    onRegister: fn(),
    onCashCenter: fn(),
  },
} satisfies Meta<typeof HomeHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lucky Star home' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Notices 3 unread' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expect(args.onLogo).toHaveBeenCalledTimes(1);
    await expect(args.onNotices).toHaveBeenCalledTimes(1);
    await expect(args.onMenu).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Cash center' })).toBeNull();
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true, balance },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('1,520.75');
    await userEvent.click(canvas.getByRole('button', { name: 'Cash center' }));
    await expect(args.onCashCenter).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
  },
};

/** A six-figure balance still fits a 360 px header: the logo gives way first. */
export const LoggedInLargeBalance: Story = {
  args: {
    loggedIn: true,
    balance: (
      <BalanceDisplay
        amount={123456.78}
        currency="฿"
        locale="en"
        masked={false}
        onToggleMask={() => {}}
        onRefresh={() => {}}
        compact
        labels={{ balance: 'Balance', hidden: 'Balance hidden', show: 'Show balance', hide: 'Hide balance', refresh: 'Refresh balance' }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const MenuOpen: Story = {
  args: { menuOpen: true, unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const LongText: Story = {
  args: { labels: { ...labels, login: 'เข้าสู่ระบบ', register: 'สมัครสมาชิก' }, unreadCount: 120, logo: <StoryLogo name="ROYAL GOLDEN" /> },
  globals: { locale: 'th' },
};

export const RightToLeft: Story = {
  args: {
    labels: {
      menu: 'القائمة',
      home: 'الصفحة الرئيسية',
      notices: 'الإشعارات',
      unreadNotices: '3 غير مقروءة',
      cashCenter: 'الخزينة',
      login: 'دخول',
      register: 'تسجيل',
    },
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'دخول' })).toBeVisible();
  },
};
