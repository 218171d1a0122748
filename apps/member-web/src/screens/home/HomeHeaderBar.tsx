import { useMoneyFormat, useNotices, useSession, useSiteSettings, useWallet } from '@whitelabel/core/hooks';
import { accountPopupAtom, balanceMaskedAtom, memberTypeAtom, sideMenuOpenAtom } from '@whitelabel/core/state';
import { isNoticeShownRead } from '@whitelabel/core';
import { BalanceDisplay, HomeHeader } from '@whitelabel/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { merchant, merchantLogo } from '@whitelabel/app-shell/merchant';
import { useBackToHot } from '../../app/back-to-hot.js';
import * as styles from './home.css.js';

/** The wallet balance in the header: the currency's decimals, mask toggle, refresh (masked while refreshing). */
function HeaderBalance() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const wallet = useWallet();
  const [masked, setMasked] = useAtom(balanceMaskedAtom);
  return (
    <BalanceDisplay
      amount={wallet.data ? Number(wallet.data.sumBalance) : null}
      currency={wallet.data?.currency}
      locale={money.locale}
      fractionDigits={money.decimals}
      masked={masked}
      onToggleMask={() => setMasked(!masked)}
      refreshing={wallet.isFetching}
      onRefresh={() => void wallet.refetch()}
      // The amount is the refresh button: the whole header must fit 360 px.
      compact
      labels={{
        balance: t('home.balance'),
        hidden: t('home.balanceHidden'),
        show: t('home.showBalance'),
        hide: t('home.hideBalance'),
        refresh: t('home.refreshBalance'),
      }}
    />
  );
}

/**
 * Home header (spec section 2): menu toggle, logo (back to HOT and the top), notice button with the
 * unread count, then the balance and cash center for members or login and register for guests.
 */
export function HomeHeaderBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const settings = useSiteSettings();
  const notices = useNotices();
  const memberType = useAtomValue(memberTypeAtom);
  const [menuOpen, setMenuOpen] = useAtom(sideMenuOpenAtom);
  const openPopup = useSetAtom(accountPopupAtom);
  const backToHot = useBackToHot();
  const name = settings.data?.merchantName ?? merchant.name;
  const unread = loggedIn ? (notices.data ?? []).filter((notice) => !isNoticeShownRead(notice, memberType)).length : 0;

  return (
    <HomeHeader
      logo={
        // The button is named by labels.home. The merchant's artwork from its folder, bundled by the build: its width
        // and height give the shape, and the header scales it down whole when it needs the room (never a cut).
        <img className={styles.logo} src={merchantLogo.src} alt="" width={merchantLogo.width} height={merchantLogo.height} />
      }
      labels={{
        menu: t('home.menu'),
        home: t('home.logo', { merchant: name }),
        notices: t('home.notices'),
        unreadNotices: t('home.unreadNotices', { count: unread }),
        cashCenter: t('home.cashCenter'),
        login: t('common.login'),
        register: t('common.register'),
      }}
      menuOpen={menuOpen}
      onMenu={() => setMenuOpen(!menuOpen)}
      onLogo={backToHot}
      onNotices={() => navigate('/m/notice')}
      unreadCount={unread}
      loggedIn={loggedIn}
      balance={loggedIn ? <HeaderBalance /> : undefined}
      onCashCenter={() => navigate('/m/voucherCenter')}
      onLogin={() => openPopup('login')}
      onRegister={() => openPopup('register')}
    />
  );
}
