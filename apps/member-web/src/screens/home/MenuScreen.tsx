import { menuShortcuts, preferredCustomerService, type MenuShortcut } from '@whitelabel/core';
import { useCustomerService, useGating, useSession, useSiteSettings } from '@whitelabel/core/hooks';
import { Accordion, BannerCarousel, buttonClass, Icon, type IconName, MenuGrid, type MenuGridItem } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppFooter } from '../../app/AppFooter.js';
import { useRequireLogin } from '../../app/auth.js';
import { useBannerSlides } from '../../app/banners.js';
import { merchant } from '@whitelabel/app-shell/merchant';
import { Page } from '../../app/Page.js';
import { logoutConfirmOpenAtom, shareInvite } from '../../app/shell-state.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from './home.css.js';
import { LanguageChooser } from './LanguageChooser.js';

const icons: Record<MenuShortcut, IconName> = {
  manualRebate: 'refresh',
  share: 'gift',
  telegram: 'chat',
  facebook: 'megaphone',
  promotion: 'tag',
  bettingRecord: 'inbox',
};

/**
 * Menu page /m/menu (spec section 2): home banner, shortcut grid (manual rebate, share, Telegram
 * and Facebook links, promotion, betting record), customer service, the language accordion with
 * flags, and logout for members.
 */
export default function MenuScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const { loggedIn } = useSession();
  const gating = useGating();
  const settings = useSiteSettings();
  const banners = useBannerSlides('m_home', (index) => t('home.bannerAlt', { position: index + 1 }));
  const customerService = useCustomerService();
  const confirmLogout = useSetAtom(logoutConfirmOpenAtom);
  const resources = settings.data?.resources ?? [];
  const link = (type: string) => resources.find((resource) => resource.resourceType === type)?.url ?? null;
  const links = { telegram: link('TELEGRAM'), facebook: link('FACEBOOK') };
  const shortcuts = menuShortcuts({ loggedIn, flags: gating.flags }, links);

  const share = () =>
    void shareInvite(t('footer.inviteTitle', { merchant: merchant.name })).then((result) => {
      if (result === 'copied') toast.success('footer.linkCopied', { duration: toast.durations.copied });
      if (result === 'failed') toast.error('footer.shareFailed');
    });

  const items: MenuGridItem[] = shortcuts.map((id) => {
    const base = { id, label: t(`menu.shortcuts.${id}`), icon: <Icon name={icons[id]} /> };
    switch (id) {
      case 'manualRebate':
        return { ...base, onSelect: () => requireLogin(() => navigate('/m/member/manualRebate')) };
      case 'share':
        return { ...base, onSelect: share };
      case 'telegram':
        return { ...base, href: links.telegram ?? undefined };
      case 'facebook':
        return { ...base, href: links.facebook ?? undefined };
      case 'promotion':
        return { ...base, onSelect: () => navigate('/m/activity') };
      case 'bettingRecord':
        return { ...base, onSelect: () => requireLogin(() => navigate('/m/gameRecord')) };
    }
  });

  const channel = preferredCustomerService(customerService.data ?? []);

  return (
    <Page title={t('menu.title')} footer={<AppFooter />}>
      <div className={styles.menuPage}>
        {banners.slides.length > 0 ? (
          <BannerCarousel
            label={t('home.banners')}
            aspectRatio="750 / 300"
            slideLabel={(position, total) => t('home.bannerSlide', { position, total })}
            banners={banners.slides}
          />
        ) : null}
        <MenuGrid title={t('menu.shortcutsTitle')} label={t('menu.shortcutsTitle')} items={items} />
        <ul className={styles.list}>
          <li>
            {channel ? (
              <a className={styles.listLink} href={channel.url} target="_blank" rel="noopener noreferrer">
                <Icon name="headset" />
                {t('menu.customerService')}
              </a>
            ) : (
              <span className={styles.listLink} aria-disabled="true">
                <Icon name="headset" />
                {customerService.isPending ? t('common.loading') : t('menu.customerServiceUnavailable')}
              </span>
            )}
          </li>
        </ul>
        <Accordion headingLevel={2} items={[{ id: 'language', title: t('settings.language'), content: <LanguageChooser showLabel={false} /> }]} />
        {loggedIn ? (
          <button type="button" className={buttonClass({ variant: 'outline', fill: true })} onClick={() => confirmLogout(true)}>
            {t('sideMenu.logout')}
          </button>
        ) : null}
      </div>
    </Page>
  );
}
