import { useTranslation } from 'react-i18next';
import * as styles from './screens.css.js';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.centered} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
