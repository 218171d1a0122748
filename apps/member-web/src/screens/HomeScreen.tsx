import { useAnnouncements, useGating, useJackpotCounter, useRenewSession, useSession, useSiteSettings, useWinnerBoard } from '@whitelabel/core/hooks';
import { downloadPopupOpenAtom, floatingMenuOpenAtom } from '@whitelabel/core/state';
import {
  AnnouncementMarquee,
  BannerCarousel,
  FloatingServiceMenu,
  Icon,
  type IconName,
  JackpotCounter,
  Skeleton,
  visuallyHidden,
  WinnerBoard,
} from '@whitelabel/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AfterFirstScreen } from '../app/AfterFirstScreen.js';
import { AppFooter } from '../app/AppFooter.js';
import { useRequireLogin } from '../app/auth.js';
import { scrollToPageTop } from '../app/back-to-hot.js';
import { useBannerSlides } from '../app/banners.js';
import { useGameLauncher } from '../app/game-launch.js';
import { merchant } from '@whitelabel/app-shell/merchant';
import { homeResetAtom, noticesPopupOpenAtom } from '../app/shell-state.js';
import { useToast } from '@whitelabel/app-shell';
import { HomeFooterContent } from './home/HomeFooterContent.js';
import { HomeHeaderBar } from './home/HomeHeaderBar.js';
import { Lobby } from './home/Lobby.js';
import * as styles from './home/home.css.js';

/** A session opened less than a minute ago needs no renewal. */
const freshSessionMs = 60_000;

function QuickLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openDownload = useSetAtom(downloadPopupOpenAtom);
  const links: { id: string; icon: IconName; label: string; onSelect: () => void }[] = [
    { id: 'download', icon: 'inbox', label: t('home.quick.download'), onSelect: () => openDownload(true) },
    { id: 'deposit', icon: 'wallet', label: t('home.quick.deposit'), onSelect: () => navigate('/m/voucherCenter') },
    { id: 'withdraw', icon: 'refresh', label: t('home.quick.withdraw'), onSelect: () => navigate('/m/withdraw') },
  ];
  return (
    <nav aria-label={t('home.quick.label')}>
      <ul className={styles.quickLinks}>
        {links.map((link) => (
          <li key={link.id}>
            <button type="button" className={styles.quickLink} onClick={link.onSelect}>
              <span className={styles.quickIcon} aria-hidden="true">
                <Icon name={link.icon} />
              </span>
              {link.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Winners() {
  const { t, i18n } = useTranslation();
  const board = useWinnerBoard();
  const { launch } = useGameLauncher();
  // Deferred: the answer is a store update, which React would render at once and in one piece.
  const entries = useDeferredValue(board.data) ?? [];
  return (
    <WinnerBoard
      winners={entries}
      locale={i18n.language}
      labels={{ title: t('home.winners'), place: (rank) => t('home.place', { rank }), play: (winner) => t('home.playWinner', { game: winner.gameName }) }}
      onSelect={(winner) => {
        const game = entries.find((entry) => entry.recordId === winner.recordId);
        if (game) launch({ nodeId: game.nodeId, gameCode: 'lobby', roomId: null });
      }}
    />
  );
}

function FloatingServices() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const gating = useGating();
  const [open, setOpen] = useAtom(floatingMenuOpenAtom);
  const items = gating.floatingMenu.map((item) => {
    if (item.id === 'manualRebate')
      return {
        id: item.id,
        label: t('home.floating.manualRebate'),
        icon: <Icon name="refresh" />,
        onSelect: () => requireLogin(() => navigate('/m/member/manualRebate')),
      };
    if (item.id === 'rewardCentre')
      return {
        id: item.id,
        label: t('home.floating.rewardCentre'),
        icon: <Icon name="gift" />,
        onSelect: () =>
          item.action === 'open' ? requireLogin(() => navigate('/m/rewardCenter')) : toast.info('session.contactService', { duration: toast.durations.notice }),
      };
    return { id: item.id, label: t('home.floating.movie'), icon: <Icon name="info" />, onSelect: () => window.open(item.url, '_blank', 'noopener') };
  });
  if (items.length === 0) return null;
  return <FloatingServiceMenu label={t('home.floating.label')} items={items} open={open} onOpenChange={setOpen} />;
}

/**
 * Session renewal on home load when logged in (spec section 4). A renewal replaces the token, so it waits
 * until no request is under way (one still carrying the old token would be refused), and a login of the last
 * minute is fresh enough to need none. A section of its own: the count of requests under way changes with
 * every request, and only this part of home needs to see it.
 */
function SessionRenewal() {
  const { loggedIn, session } = useSession();
  const { mutate: renewSession } = useRenewSession();
  const renewed = useRef(false);
  const busy = useIsFetching() + useIsMutating();
  useEffect(() => {
    if (!loggedIn || renewed.current || busy > 0) return;
    renewed.current = true;
    const loginTime = session?.loginTime ? Date.parse(session.loginTime) : 0;
    if (Date.now() - loginTime > freshSessionMs) renewSession();
  }, [loggedIn, busy, session?.loginTime, renewSession]);
  return null;
}

function Heading() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return <h1 className={visuallyHidden}>{t('home.heading', { merchant: settings.data?.merchantName ?? merchant.name })}</h1>;
}

/** The announcement strip (tap: the notices popup). */
function Announcements() {
  const { t } = useTranslation();
  const news = useAnnouncements(['PL', 'A']);
  const openNotices = useSetAtom(noticesPopupOpenAtom);
  const marquee = (news.data?.player ?? []).map((item) => ({ id: item.id, text: item.title }));
  if (marquee.length === 0) return null;
  return <AnnouncementMarquee label={t('home.announcements')} items={marquee} onSelect={(id) => openNotices({ expandedId: id })} />;
}

function HomeBanners() {
  const { t } = useTranslation();
  const banners = useBannerSlides('m_home', (index) => t('home.bannerAlt', { position: index + 1 }));
  if (banners.isPending) return <Skeleton shape="rect" aspectRatio="750 / 300" />;
  if (banners.slides.length === 0) return null;
  return (
    <BannerCarousel
      label={t('home.banners')}
      aspectRatio="750 / 300"
      slideLabel={(position, total) => t('home.bannerSlide', { position, total })}
      banners={banners.slides}
    />
  );
}

function Jackpot() {
  const { t, i18n } = useTranslation();
  const jackpotValue = useJackpotCounter();
  // Until the value arrives the counter keeps its own final height (a fixed skeleton did not, at every width).
  return <JackpotCounter value={jackpotValue} label={t('home.jackpot')} locale={i18n.language} fractionDigits={0} />;
}

/** Scrolls back to the top when the footer's home button is pressed on home. */
function ScrollTopOnReset() {
  const reset = useAtomValue(homeResetAtom);
  useEffect(() => {
    if (reset > 0) scrollToPageTop();
  }, [reset]);
  return null;
}

/**
 * Home (spec section 2): header, announcement marquee (tap: the notices popup), home banners,
 * quick links, jackpot counter, the lobby, winners, footer content and the footer bar. A member's
 * session is renewed when home loads. Each section reads its own data, so an answer arriving re-renders
 * that section only, not the whole page.
 */
export default function HomeScreen() {
  return (
    <div className={styles.page}>
      <SessionRenewal />
      <ScrollTopOnReset />
      <div className={styles.top}>
        <HomeHeaderBar />
      </div>
      <main className={styles.main} id="main">
        <Heading />
        <Announcements />
        <HomeBanners />
        <QuickLinks />
        <Jackpot />
        <Lobby />
        <div className={styles.belowFold}>
          <AfterFirstScreen>
            <Winners />
          </AfterFirstScreen>
        </div>
        <AfterFirstScreen fallback={<div className={styles.footer} />}>
          <HomeFooterContent />
        </AfterFirstScreen>
      </main>
      <FloatingServices />
      <AppFooter />
    </div>
  );
}
