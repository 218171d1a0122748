import { useSiteStatus } from '@whitelabel/core/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AppToaster } from '@whitelabel/app-shell';
import * as styles from './ui.css.js';

/** What every screen shares: the site-status gate (spec section 4) and the toasts. */
export function AppShell() {
  const { t } = useTranslation();
  const status = useSiteStatus();
  if (status.code === 1 || status.code === 2) {
    const key = status.code === 1 ? 'maintenance' : 'regionBlocked';
    return (
      <main className={styles.centered}>
        <h1 className={styles.heading}>{t(`status.${key}.title`)}</h1>
        <p>{t(`status.${key}.body`, { ip: status.data?.location.ip ?? '' })}</p>
      </main>
    );
  }
  return (
    <>
      <Outlet />
      <AppToaster />
    </>
  );
}
