import { useJackpotCounter } from '@whitelabel/core/hooks';
import { JackpotCounter } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';

/**
 * The jackpot pool over the jackpot games (/m/jackpots, spec section 2: on the jackpot game layout the counter
 * runs between 200,000,000 and 300,000,000); until the first value is drawn the counter keeps its own final height.
 */
export function JackpotPool() {
  const { t, i18n } = useTranslation();
  const value = useJackpotCounter('jackpotGame');
  return <JackpotCounter value={value} label={t('home.jackpot')} locale={i18n.language} fractionDigits={0} />;
}
