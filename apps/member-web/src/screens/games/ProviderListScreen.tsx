import { useGameMenus } from '@whitelabel/core/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppFooter } from '../../app/AppFooter.js';
import { Page } from '../../app/Page.js';
import { Loaded } from '../member/parts.js';
import * as styles from './games.css.js';

function VendorIcon({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className={styles.tileIcon} src={url} alt="" width={48} height={48} loading="lazy" onError={() => setFailed(true)} />;
}

/**
 * Provider list (/m/provider): the providers of each category of the server's menu, as a grid of
 * tiles with their colour icon (hidden when it fails to load); a tile opens the provider page.
 */
export default function ProviderListScreen() {
  const { t } = useTranslation();
  const menus = useGameMenus();

  return (
    <Page title={t('games.providers.title')} footer={<AppFooter />}>
      <Loaded result={menus} rows={2} isEmpty={() => menus.menus.length === 0} empty={t('games.providers.empty')}>
        {() =>
          menus.menus.map((menu) => (
            <section key={menu.gameType} aria-labelledby={`providers-${menu.gameType}`} className={styles.section}>
              <h2 id={`providers-${menu.gameType}`} className={styles.sectionTitle}>
                {t(`games.types.${menu.gameType}`)}
              </h2>
              <ul className={styles.tiles}>
                {menu.vendors.map((vendor) => (
                  <li key={vendor.vassalage}>
                    <Link className={styles.tile} to={`/m/jili?vassalage=${encodeURIComponent(vendor.vassalage)}&gameType=${menu.gameType}`}>
                      <VendorIcon url={vendor.iconUrl} />
                      <span dir="auto">{vendor.displayName}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </Loaded>
    </Page>
  );
}
