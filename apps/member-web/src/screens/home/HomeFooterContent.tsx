import { useGameMenus, useSiteSettings } from '@whitelabel/core/hooks';
import { infoPopupAtom, type InfoPopup } from '@whitelabel/core/state';
import { useSetAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { merchant } from '@whitelabel/app-shell/merchant';
import { isPlainClick } from '../../app/shell-state.js';
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

/** Footer entries that open a popup of spec section 2 over home. */
const popupLinks = [
  { popup: 'category', key: 'infoPopups.category.open' },
  { popup: 'hotMatch', key: 'infoPopups.hotMatch.open' },
  { popup: 'agent', key: 'infoPopups.agent.open' },
  { popup: 'licence', key: 'footer.links.licence' },
  { popup: 'responsibleGaming', key: 'footer.links.responsibleNotice' },
] as const satisfies readonly { popup: InfoPopup; key: string }[];

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
              {link.tag === 'privacy' ? (
                // The privacy policy opens as the policy popup; a modified click still follows the address.
                <a
                  className={styles.footerLink}
                  href={`/m/help?tag=${link.tag}`}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    openInfo('policy');
                  }}
                >
                  {t(link.key)}
                </a>
              ) : (
                <Link className={styles.footerLink} to={`/m/help?tag=${link.tag}`}>
                  {t(link.key)}
                </Link>
              )}
            </li>
          ))}
          {popupLinks.map((link) => (
            <li key={link.popup}>
              <button type="button" className={styles.footerLink} aria-haspopup="dialog" onClick={() => openInfo(link.popup)}>
                {t(link.key)}
              </button>
            </li>
          ))}
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
