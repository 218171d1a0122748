import { useGameMenus, useSiteSettings } from '@whitelabel/core/hooks';
import { infoPopupAtom } from '@whitelabel/core/state';
import { useSetAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { merchant } from '../../app/merchant.js';
import * as styles from './home.css.js';

/** Payment channels the cash center offers (spec section 7: bank transfer, Alipay, QQ, WeChat, gateway). */
const paymentChannels = ['bank', 'gateway', 'alipay', 'wechat', 'qq'] as const;

const helpLinks = [
  { tag: 'terms', key: 'footer.links.terms' },
  { tag: 'privacy', key: 'footer.links.privacy' },
  { tag: 'faq', key: 'footer.links.faq' },
  { tag: 'deposit', key: 'footer.links.deposit' },
  { tag: 'withdraw', key: 'footer.links.withdraw' },
  { tag: 'responsible', key: 'footer.links.responsible' },
] as const;

/** Home footer content (spec section 2): payment channels, the vendor list, help links, the 18+ note. */
export function HomeFooterContent() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const settings = useSiteSettings();
  const openInfo = useSetAtom(infoPopupAtom);
  const age = settings.data?.ageLimit ?? merchant.ageLimit;
  const vendors = [...new Map(menus.menus.flatMap((menu) => menu.vendors).map((vendor) => [vendor.vassalage, vendor])).values()];
  return (
    <footer className={styles.footer}>
      <section aria-labelledby="footer-payments">
        <h2 id="footer-payments" className={styles.footerTitle}>
          {t('footer.payments')}
        </h2>
        <ul className={styles.chips}>
          {paymentChannels.map((channel) => (
            <li key={channel} className={styles.chip}>
              {t(`footer.channels.${channel}`)}
            </li>
          ))}
        </ul>
      </section>
      {vendors.length > 0 ? (
        <section aria-labelledby="footer-vendors">
          <h2 id="footer-vendors" className={styles.footerTitle}>
            {t('footer.vendors')}
          </h2>
          <ul className={styles.chips}>
            {vendors.map((vendor) => (
              <li key={vendor.vassalage} className={styles.chip}>
                {vendor.displayName}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-label={t('footer.help')}>
        <ul className={styles.footerLinks}>
          {helpLinks.map((link) => (
            <li key={link.tag}>
              <Link className={styles.footerLink} to={`/m/help?tag=${link.tag}`}>
                {t(link.key)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.footerLink} onClick={() => openInfo('licence')}>
              {t('footer.links.licence')}
            </button>
          </li>
          <li>
            <button type="button" className={styles.footerLink} onClick={() => openInfo('responsibleGaming')}>
              {t('footer.links.responsibleNotice')}
            </button>
          </li>
        </ul>
      </nav>
      <p className={styles.adult}>
        <span className={styles.adultBadge} aria-hidden="true">
          {age}+
        </span>
        <span>{t('footer.adult', { age })}</span>
      </p>
      <p>{t('footer.copyright', { merchant: settings.data?.merchantName ?? merchant.name, year: new Date().getFullYear() })}</p>
    </footer>
  );
}
