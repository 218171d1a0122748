import { formatDecimal } from '@whitelabel/core';
import { visuallyHidden } from '../../internal/a11y.css.js';
import { Icon } from '../../internal/icons.js';
import * as styles from './BalanceDisplay.css.js';

/** What a masked balance shows (spec section 2: hide/show mask with asterisks). */
export const BALANCE_MASK = '****';

/**
 * A balance with exactly `fractionDigits` decimals (the currency's: 2, or 0 for VND) in the reader's locale, in
 * Latin digits. Extra digits are cut, not rounded, so the display never shows more money than the wallet holds.
 */
export function formatBalance(amount: number, locale?: string, fractionDigits = 2): string {
  const scale = 10 ** fractionDigits;
  const units = Math.trunc(Number((amount * scale).toFixed(6)));
  return formatDecimal(units / scale, locale, fractionDigits);
}

export interface BalanceDisplayLabels {
  /** Name of the value, e.g. "Balance". */
  balance: string;
  /** Spoken instead of the asterisks while masked, e.g. "Balance hidden". */
  hidden: string;
  /** Button that reveals the balance. */
  show: string;
  /** Button that masks the balance. */
  hide: string;
  /** Button that refreshes the balance. */
  refresh: string;
}

export interface BalanceDisplayProps {
  /** The wallet's sumBalance; null while unknown. */
  amount: number | null;
  /** Currency symbol or code shown before the amount. */
  currency?: string;
  /** BCP 47 locale for digit grouping and the decimal mark. */
  locale?: string;
  /** Decimals of the currency (core `useMoneyFormat().decimals`); 2 by default. */
  fractionDigits?: number;
  masked: boolean;
  onToggleMask: () => void;
  /** While true the value is masked and the refresh control spins (spec section 2: masked during refresh). */
  refreshing?: boolean;
  /** Without it no refresh control is shown. */
  onRefresh?: () => void;
  /**
   * For tight places such as the home header at 360 px: the amount itself is the refresh button
   * (with a small refresh glyph), saving one 44 px control. Without `onRefresh` it changes nothing.
   */
  compact?: boolean;
  labels: BalanceDisplayLabels;
}

/** Balance in the currency's decimals (2 by default), a hide/show mask and a refresh control (spec section 2). */
export function BalanceDisplay({
  amount,
  currency,
  locale,
  fractionDigits = 2,
  masked,
  onToggleMask,
  refreshing = false,
  onRefresh,
  compact = false,
  labels,
}: BalanceDisplayProps) {
  const hidden = masked || refreshing || amount === null;
  const text = hidden ? BALANCE_MASK : formatBalance(amount, locale, fractionDigits);
  const value = (
    <span className={styles.value} aria-live="polite" aria-busy={refreshing || undefined}>
      {currency && <span className={styles.currency}>{currency}</span>}
      <span aria-hidden={hidden || undefined}>{text}</span>
      {hidden && <span className={visuallyHidden}>{labels.hidden}</span>}
    </span>
  );
  const refreshIcon = <Icon name="refresh" size={compact ? 14 : 20} className={refreshing ? styles.spinning : undefined} />;
  const valueRefreshes = compact && onRefresh;
  return (
    <div className={styles.root} role="group" aria-label={labels.balance}>
      {valueRefreshes ? (
        // The amount stays in the button's accessible name, followed by what pressing it does.
        <button type="button" className={styles.valueButton} disabled={refreshing} onClick={onRefresh}>
          {value}
          <span className={styles.valueGlyph} aria-hidden="true">
            {refreshIcon}
          </span>
          <span className={visuallyHidden}>{labels.refresh}</span>
        </button>
      ) : (
        value
      )}
      <button type="button" className={styles.iconButton} aria-label={masked ? labels.show : labels.hide} onClick={onToggleMask}>
        <Icon name={masked ? 'eyeOff' : 'eye'} size={20} />
      </button>
      {onRefresh && !valueRefreshes && (
        <button type="button" className={styles.iconButton} aria-label={labels.refresh} disabled={refreshing} onClick={onRefresh}>
          {refreshIcon}
        </button>
      )}
    </div>
  );
}
