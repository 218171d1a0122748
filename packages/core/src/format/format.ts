import type { TextKey } from '../i18n/namespaces.js';
import dayjs from 'dayjs';
import { amountDecimals, moneyDecimals, type Currency } from '@whitelabel/rules';
import { birthday, dateFormats } from '../constants/business.js';

type Amount = number | string | null | undefined;

/** The merchant's currency as the site settings carry it (`SiteCurrency`: ISO 4217 code and minor units). */
export type { Currency };

function toNumber(value: Amount): number {
  const number = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

/**
 * One formatter per language and number of decimals: building one is costly (a page's first one loads the
 * number data, tens of milliseconds on a phone), and lists and counters format many amounts.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount grouped, with exactly `fractionDigits` decimals, in Latin digits in every language so tabular
 * figures line up; the API's decimal strings ("1250.00") are accepted as they are.
 */
export function formatDecimal(value: Amount, locale = 'en', fractionDigits = 2): string {
  const key = `${locale}|${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, numberingSystem: 'latn' });
    numberFormats.set(key, format);
  }
  return format.format(toNumber(value));
}

/**
 * Money as a bare number with grouping, in as many decimals as the currency has (VND 0: "1.000.000" in Vietnamese;
 * THB 2: "1,250.00"); without a currency, the contract's two (balances, spec section 2). The screens show amounts
 * without a symbol (the wallet's currency code stands beside a balance), so this is what they use.
 */
export function formatMoney(value: Amount, locale = 'en', currency?: Currency): string {
  return formatDecimal(value, locale, currency ? amountDecimals(currency) : moneyDecimals);
}

const symbolFormats = new Map<string, Intl.NumberFormat>();

/**
 * Money with the currency's symbol where the language puts it ("1.000.000 ₫" in Vietnamese, "฿1,250.00" in Thai),
 * the currency's decimals and Latin digits, for a place that names no currency otherwise.
 */
export function formatMoneyWithSymbol(value: Amount, locale: string, currency: Currency): string {
  return symbolFormat(locale, currency).format(toNumber(value));
}

/** The currency's symbol as the language writes it ("₫", "฿", "$"), for a counter that draws the figure itself. */
export function currencySymbol(locale: string, currency: Currency): string {
  return (
    symbolFormat(locale, currency)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency.code
  );
}

function symbolFormat(locale: string, currency: Currency): Intl.NumberFormat {
  const fractionDigits = amountDecimals(currency);
  const key = `${locale}|${currency.code}|${fractionDigits}`;
  let format = symbolFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      numberingSystem: 'latn',
    });
    symbolFormats.set(key, format);
  }
  return format;
}

/** Winner amounts with 0 decimals (spec section 3). */
export function formatWinAmount(value: Amount, locale = 'en'): string {
  return formatDecimal(value, locale, 0);
}

/** What a masked balance shows (spec section 2: asterisks). */
export const maskedBalance = '****';

type DateInput = string | number | Date | null | undefined;

function formatDate(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** YYYY-MM-DD: notice lists, birthdays (spec sections 2 and 9). */
export function formatListDate(value: DateInput): string {
  return formatDate(value, dateFormats.list);
}

/** YYYY/MM/DD: notice popups, promotion periods (spec sections 2 and 9). */
export function formatPopupDate(value: DateInput): string {
  return formatDate(value, dateFormats.popup);
}

/** A text to translate: a key and its values. */
export interface TranslatableText {
  key: TextKey;
  values?: Record<string, string | number>;
}

/**
 * A promotion's period (spec section 2): YYYY/MM/DD to YYYY/MM/DD, or the start date with the words
 * for long term when noExpiry equals 1.
 */
export function promotionPeriod(promotion: { startDate: DateInput; endDate?: DateInput; noExpiry?: number | string | null }): TranslatableText {
  const start = formatPopupDate(promotion.startDate);
  if (Number(promotion.noExpiry) === 1 || !promotion.endDate) return { key: 'promotion.periodLongTerm', values: { start } };
  return { key: 'promotion.period', values: { start, end: formatPopupDate(promotion.endDate) } };
}

/** The birthday picker's range: 1900-01-01 to the end of the current year (spec section 2). */
export function birthdayRange(now: DateInput = Date.now()): { min: string; max: string } {
  return { min: `${birthday.fromYear}-01-01`, max: dayjs(now).endOf('year').format(birthday.format) };
}

/** The promotion image shown in lists: the one with sequence 1, else the first (spec section 2). */
export function promotionListImage<I extends { sequence?: number | null; url: string }>(images: readonly I[] | null | undefined): string | undefined {
  if (!images?.length) return undefined;
  return (images.find((image) => image.sequence === 1) ?? images[0])?.url;
}
