import {
  gameTypeRoutes,
  isStandaloneDisplay,
  memberDisplayName,
  preferredCustomerService,
  showsVendorNavigation,
  type SideMenuItem as MenuEntry,
} from '@whitelabel/core';
import { useCustomerService, useGameMenus, useGating, useMemberInfo, useRankList, useSession } from '@whitelabel/core/hooks';
import { downloadPopupOpenAtom, infoPopupAtom, lobbyAtom, sideMenuOpenAtom } from '@whitelabel/core/state';
import { Icon, SideMenu, type IconName } from '@whitelabel/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRequireLogin } from '../../app/auth.js';
import { useBackToHot } from '../../app/back-to-hot.js';
import { merchant } from '@whitelabel/app-shell/merchant';
import { logoutConfirmOpenAtom, shareInvite } from '../../app/shell-state.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from './home.css.js';

const icons: Record<MenuEntry, IconName> = {
  home: 'home',
  deposit: 'wallet',
  withdraw: 'refresh',
  account: 'user',
  invite: 'gift',
  promotion: 'tag',
  vip: 'check',
  mission: 'flag',
  download: 'inbox',
  license: 'info',
  customerService: 'headset',
  logout: 'logout',
};

/**
 * Side menu (spec section 2): the entries the settings allow for this visitor, the member's name
 * and VIP level, the vendors of the lobby's category when it has more than 3, and logout (which
 * asks for confirmation first).
 */
export default function SideMenuPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const { loggedIn } = useSession();
  const gating = useGating({ isApp: document.documentElement.classList.contains('is-app'), isInstalledWebApp: isStandaloneDisplay() });
  const member = useMemberInfo();
  const customerService = useCustomerService();
  const menus = useGameMenus();
  const [open, setOpen] = useAtom(sideMenuOpenAtom);
  const lobby = useAtomValue(lobbyAtom);
  const setLobby = useSetAtom(lobbyAtom);
  const backToHot = useBackToHot();
  const openDownload = useSetAtom(downloadPopupOpenAtom);
  const openInfo = useSetAtom(infoPopupAtom);
  const confirmLogout = useSetAtom(logoutConfirmOpenAtom);

  const actions: Record<Exclude<MenuEntry, 'logout'>, () => void> = {
    home: () => {
      backToHot();
      navigate('/m/home');
    },
    deposit: () => requireLogin(() => navigate('/m/voucherCenter')),
    withdraw: () => requireLogin(() => navigate('/m/withdraw')),
    account: () => requireLogin(() => navigate('/m/member/home')),
    invite: () =>
      requireLogin(
        () =>
          void shareInvite(t('footer.inviteTitle', { merchant: merchant.name })).then((result) => {
            if (result === 'copied') toast.success('footer.linkCopied', { duration: toast.durations.copied });
            if (result === 'failed') toast.error('footer.shareFailed');
          }),
      ),
    promotion: () => navigate('/m/activity'),
    vip: () => requireLogin(() => navigate('/m/member/benefits')),
    mission: () => requireLogin(() => navigate('/m/customerTask')),
    download: () => openDownload(true),
    license: () => openInfo('licence'),
    customerService: () => {
      const channel = preferredCustomerService(customerService.data ?? []);
      if (channel) window.open(channel.url, '_blank', 'noopener');
      else toast.error('errors.NO_PERMISSION');
    },
  };

  const routes: Partial<Record<MenuEntry, string>> = {
    home: '/m/home',
    account: '/m/member/home',
    promotion: '/m/activity',
    deposit: '/m/voucherCenter',
    withdraw: '/m/withdraw',
  };
  const items = gating.sideMenu
    .filter((id): id is Exclude<MenuEntry, 'logout'> => id !== 'logout')
    .map((id) => ({ id, label: t(`sideMenu.items.${id}`), icon: <Icon name={icons[id]} />, onSelect: actions[id], current: routes[id] === pathname }));

  const category = menus.menus.find((menu) => menu.gameType === lobby.category);
  const vendors = category && showsVendorNavigation(category.vendors.length) ? category.vendors : [];
  const info = member.data;
  // The VIP promotion (spec 2.066): the merchant's levels, shown where the VIP entry is, loaded once the menu opens.
  const showsVip = gating.sideMenu.includes('vip');
  const ranks = useRankList({ enabled: open && showsVip });
  const vipPromo =
    showsVip && ranks.data && ranks.data.length > 0
      ? {
          title: t('vip.levels'),
          // Level 0 is every member's; the promotion shows the levels to reach.
          items: ranks.data
            .filter((rank) => rank.level > 0)
            .map((rank) => ({ id: rank.labelId, name: rank.name, detail: t('vip.level', { level: rank.level }), iconUrl: rank.iconUrl })),
          onSelect: actions.vip,
        }
      : undefined;

  return (
    <SideMenu
      open={open}
      onClose={() => setOpen(false)}
      labels={{ title: t('sideMenu.title'), close: t('common.close'), logout: t('sideMenu.logout') }}
      items={items}
      member={loggedIn && info ? { name: memberDisplayName(info), vipLevel: t('sideMenu.vipLevel', { level: info.vipLevel }) } : undefined}
      onLogout={loggedIn ? () => confirmLogout(true) : undefined}
      vipPromo={vipPromo}
    >
      {vendors.length > 0 && category ? (
        <nav aria-label={t('sideMenu.vendors', { category: category.displayName })}>
          <ul className={styles.list}>
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <button
                  type="button"
                  className={styles.listLink}
                  onClick={() => {
                    setOpen(false);
                    const route = gameTypeRoutes[category.gameType];
                    if (route) navigate(`${route}?vassalage=${encodeURIComponent(vendor.vassalage)}`);
                    else setLobby({ ...lobby, vassalage: vendor.vassalage });
                  }}
                >
                  {vendor.displayName}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </SideMenu>
  );
}
