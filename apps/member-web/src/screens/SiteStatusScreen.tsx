import { Icon } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './screens.css.js';

export interface SiteStatusScreenProps {
  /** 1 maintenance (the spec's ErrorService), 2 region restricted (ErrorIP). */
  code: 1 | 2;
  ip: string;
  busy: boolean;
  onRetry: () => void;
}

/** The maintenance or region-block screen (spec sections 2 and 4), a lazily loaded screen of its own. */
export default function SiteStatusScreen({ code, ip, busy, onRetry }: SiteStatusScreenProps) {
  const { t } = useTranslation();
  const key = code === 1 ? 'maintenance' : 'regionBlocked';
  return (
    <main className={styles.centered} aria-labelledby="site-status-title">
      <span className={styles.statusIcon} aria-hidden="true">
        <Icon name={code === 1 ? 'refresh' : 'alert'} size={40} />
      </span>
      <h1 id="site-status-title" className={styles.statusTitle}>
        {t(`status.${key}.title`)}
      </h1>
      <p className={styles.statusBody}>{t(`status.${key}.body`, { ip })}</p>
      <button type="button" className={styles.statusButton} onClick={onRetry} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('common.loading') : t('common.retry')}
      </button>
    </main>
  );
}
