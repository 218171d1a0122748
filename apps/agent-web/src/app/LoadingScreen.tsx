import { LoadingScreen as Loading } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation();
  return <Loading label={t('common.loading')} fullScreen />;
}
