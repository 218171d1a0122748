import { useSiteStatus } from '@whitelabel/core/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './screens.css.js';

/** Shows the maintenance or region-block screen instead of the site when the status says so (spec section 4). */
export function SiteStatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSiteStatus();
  if (status.code === 1 || status.code === 2) {
    const key = status.code === 1 ? 'maintenance' : 'regionBlocked';
    return (
      <main className={styles.centered}>
        <h1 className={styles.statusTitle}>{t(`status.${key}.title`)}</h1>
        <p>{t(`status.${key}.body`, { ip: status.data?.location.ip ?? '' })}</p>
      </main>
    );
  }
  return children;
}
