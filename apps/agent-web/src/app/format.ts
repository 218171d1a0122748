import { useMoneyFormat } from '@whitelabel/core/hooks';
import { useTranslation } from 'react-i18next';

/** Money in the merchant's currency, and dates, in the interface language (Latin digits, as the rest of the product). */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const money = useMoneyFormat();
  return {
    money: money.format,
    percent: (value: string) => `${value}%`,
    date: (value: string | null | undefined) =>
      value
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', numberingSystem: 'latn' }).format(new Date(value.length === 10 ? `${value}T00:00:00` : value))
        : '',
    dateTime: (value: string | null | undefined) =>
      value ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' }).format(new Date(value)) : '',
  };
}
