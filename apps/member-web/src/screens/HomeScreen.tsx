import { ApiClientError } from '@whitelabel/api';
import { useSiteSettings } from '@whitelabel/core/hooks';
import { Header } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import { merchant } from '../app/merchant.js';
import * as styles from './screens.css.js';

export default function HomeScreen() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const name = settings.data?.merchantName ?? merchant.name;
  return (
    <div className={styles.page}>
      <Header title={name} backLabel={t('common.back')} />
      <main className={styles.content}>
        {settings.isError ? (
          <p role="alert">{t(settings.error instanceof ApiClientError ? settings.error.messageKey : 'errors.UNKNOWN_ERROR')}</p>
        ) : (
          <h2 className={styles.welcome}>{t('home.welcome', { merchant: name })}</h2>
        )}
      </main>
    </div>
  );
}
