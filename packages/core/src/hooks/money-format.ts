import { amountDecimals, moneyDecimals } from '@whitelabel/rules';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMoneyWithSymbol, type Currency } from '../format/format.js';
import { amountInputOf, checkAmount, feeOf, type AmountLimits, type AmountProblem } from '../wallet/money.js';
import { useSiteSettings } from './system.js';

type Amount = number | string | null | undefined;

/** Money in the merchant's currency and the reader's language, the one source the screens format and check amounts by. */
export interface MoneyFormat {
  /** The merchant's currency; undefined until the site settings are read (amounts then have two decimals). */
  currency: Currency | undefined;
  /** The language's locale the amounts are grouped in. */
  locale: string;
  /** How many decimals an amount has and may be typed with (0 for VND). */
  decimals: number;
  /** A bare amount, in the currency's decimals ("1.000.000" in Vietnamese). */
  format: (value: Amount) => string;
  /** An amount with the currency's symbol ("1.000.000 ₫"); bare until the currency is known. */
  formatWithSymbol: (value: Amount) => string;
  /** A message's amount values (limits, balances) formatted for reading. */
  formatValues: (values: Record<string, number | string>) => Record<string, string>;
  /** `checkAmount` in the merchant's currency: a VND amount with decimals is refused. */
  check: (input: string, limits?: AmountLimits) => AmountProblem | null;
  /** `feeOf` rounded to the currency's smallest amount. */
  fee: (amount: string, feeRate: string) => string;
  /** An API amount as typed in an amount field ("5000000" for VND). */
  toInput: (value: string) => string;
}

/** Money formatting and amount checks in the merchant's currency (site settings) and the current language. */
export function useMoneyFormat(): MoneyFormat {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const currency = useSiteSettings().data?.currency;
  const format = useCallback((value: Amount) => formatMoney(value, locale, currency), [locale, currency]);
  return useMemo(
    () => ({
      currency,
      locale,
      decimals: currency ? amountDecimals(currency) : moneyDecimals,
      format,
      formatWithSymbol: (value: Amount) => (currency ? formatMoneyWithSymbol(value, locale, currency) : format(value)),
      formatValues: (values: Record<string, number | string>) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, format(String(value))])),
      check: (input: string, limits?: AmountLimits) => checkAmount(input, limits, currency),
      fee: (amount: string, feeRate: string) => feeOf(amount, feeRate, currency),
      toInput: (value: string) => amountInputOf(value, currency),
    }),
    [currency, locale, format],
  );
}
