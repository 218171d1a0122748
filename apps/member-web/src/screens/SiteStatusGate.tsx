import { useSiteStatus } from '@whitelabel/core/hooks';
import { Icon } from '@whitelabel/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './screens.css.js';

/**
 * Shows the maintenance or region-block screen instead of the site when the status says so
 * (spec section 4: 1 maintenance, also when both apply; 2 region restricted). The status is cached
 * in local storage, so a reload shows the screen at once; "Try again" asks the server again.
 */
export function SiteStatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSiteStatus();
  const blocked = status.code === 1 || status.code === 2;
  if (!blocked) return children;
  const key = status.code === 1 ? 'maintenance' : 'regionBlocked';
  const ip = status.data?.location.ip ?? '';
  return (
    <main className={styles.centered} aria-labelledby="site-status-title">
      <span className={styles.statusIcon} aria-hidden="true">
        <Icon name={status.code === 1 ? 'refresh' : 'alert'} size={40} />
      </span>
      <h1 id="site-status-title" className={styles.statusTitle}>
        {t(`status.${key}.title`)}
      </h1>
      <p className={styles.statusBody}>{t(`status.${key}.body`, { ip })}</p>
      <button type="button" className={styles.statusButton} onClick={() => void status.refetch()} disabled={status.isFetching} aria-busy={status.isFetching || undefined}>
        {status.isFetching ? t('common.loading') : t('common.retry')}
      </button>
    </main>
  );
}
