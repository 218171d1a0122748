import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Icon, type IconName } from '../../internal/icons.js';
import { SideMenu, type SideMenuItem } from './SideMenu.js';

const body = within(document.body);

const entry = (id: string, label: string, icon: IconName, extra: Partial<SideMenuItem> = {}): SideMenuItem => ({
  id,
  label,
  icon: <Icon name={icon} />,
  onSelect: fn(),
  ...extra,
});

const items = [
  entry('home', 'Home', 'home', { current: true }),
  entry('deposit', 'Deposit', 'wallet'),
  entry('withdraw', 'Withdraw', 'wallet'),
  entry('account', 'My account', 'user'),
  entry('invite', 'Invite friends', 'gift'),
  entry('promotion', 'Promotion', 'tag', { badge: { count: 4, label: '4 new' } }),
  entry('vip', 'VIP', 'gift'),
  entry('licence', 'License', 'info'),
  entry('support', 'Customer service', 'headset'),
];

const meta = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  args: { open: true, onClose: fn(), labels: { title: 'Menu', close: 'Close menu', logout: 'Log out' }, items },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  args: { items: items.filter((item) => !['deposit', 'withdraw'].includes(item.id)) },
  play: async ({ args }) => {
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).queryByRole('button', { name: 'Log out' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Customer service' }));
    await expect(args.items.find((item) => item.id === 'support')?.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LoggedIn: Story = {
  args: { member: { name: 'lucky_player_88', vipLevel: 'VIP 3' }, onLogout: fn() },
  play: async ({ args }) => {
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(drawer).toHaveTextContent('lucky_player_88');
    await expect(drawer).toHaveTextContent('VIP 3');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    // Escape once the drawer has the keyboard (its focus trap starts once it has painted), or it proves nothing.
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The VIP promotion shows its first 3 items whatever it is given (spec 2.066); one opens the VIP page. */
export const VipPromotion: Story = {
  args: {
    vipPromo: {
      title: 'VIP levels',
      onSelect: fn(),
      items: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'].map((name, index) => ({ id: name, name, detail: `Upgrade bonus ${(index + 1) * 100}` })),
    },
  },
  play: async ({ args }) => {
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    const promo = within(drawer).getByRole('region', { name: 'VIP levels' });
    await expect(
      within(promo)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['BronzeUpgrade bonus 100', 'SilverUpgrade bonus 200', 'GoldUpgrade bonus 300']);
    await userEvent.click(within(promo).getByRole('button', { name: /Gold/ }));
    await expect(args.vipPromo?.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    member: { name: 'a_very_long_nickname_that_someone_chose_on_registration', vipLevel: 'Diamond VIP 10' },
    onLogout: fn(),
    items: [entry('download', 'Download the app and follow our messaging channel for a free bonus', 'gift'), ...items.slice(0, 3)],
  },
};

export const RightToLeft: Story = {
  args: {
    labels: { title: 'القائمة', close: 'إغلاق القائمة', logout: 'تسجيل الخروج' },
    member: { name: 'لاعب_محظوظ', vipLevel: 'VIP 2' },
    onLogout: fn(),
    items: [entry('home', 'الرئيسية', 'home', { current: true }), entry('deposit', 'إيداع', 'wallet'), entry('support', 'خدمة العملاء', 'headset')],
  },
  globals: { locale: 'ar' },
  play: async () => {
    const drawer = await body.findByRole('dialog', { name: 'القائمة' });
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBeCloseTo(document.documentElement.clientWidth, 0));
  },
};
