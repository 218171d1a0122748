import { ApiClientError } from '@whitelabel/api';
import { type DateRangePreset, dateRangePresets, errorKey, hasFlag, type WhiteLabelFlag } from '@whitelabel/core';
import { useGating, useMoneyFormat, useSession } from '@whitelabel/core/hooks';
import { accountPopupAtom } from '@whitelabel/core/state';
import { AsyncContent, type AsyncResult, buttonClass, EmptyState, Skeleton, SkeletonGroup } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './member.css.js';

/** The translation key of a failure: core's one reading of the error catalogue (spec section 8). */
export { errorKey };

/** The locale used to format money and dates in the current language. */
export function useLocale() {
  const { i18n } = useTranslation();
  return i18n.language || 'en';
}

/** Formats a message's amounts (limits, balances) for reading in the merchant's currency and the current language. */
export function useMoneyValues() {
  return useMoneyFormat().formatValues;
}

/** "Min … – max …" of an amount field, in the merchant's currency and the current language. */
export function useLimitsText() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (min: string, max: string) => t('wallet.amount.limits', { min: money.format(min), max: money.format(max) });
}

/** A decimal-string amount formatted for reading in the merchant's currency (formatting only; sums are done on strings in core). */
export function Money({ value, currency, signed, className }: { value: string; currency?: string; signed?: boolean; className?: string }) {
  const money = useMoneyFormat();
  const negative = value.trim().startsWith('-');
  const text = money.format(negative ? value.trim().slice(1) : value);
  const sign = negative ? '−' : signed ? '+' : '';
  const tone = !signed ? styles.amountTone.neutral : negative ? styles.amountTone.out : styles.amountTone.in;
  return (
    <span className={[styles.amount, tone, className].filter(Boolean).join(' ')} dir="ltr">
      {sign}
      {currency ? `${currency} ` : ''}
      {text}
    </span>
  );
}

/** A date and time in the reader's language. */
export function DateTime({ value }: { value: string }) {
  const locale = useLocale();
  const date = new Date(value);
  return (
    <time dateTime={value} className={styles.muted}>
      {Number.isNaN(date.getTime()) ? '' : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' })}
    </time>
  );
}

/** A translated failure with a retry button (error state of the money screens); a trial session refused gets log in and register instead. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const openPopup = useSetAtom(accountPopupAtom);
  return (
    <div className={styles.alert} role="alert">
      <p className={styles.muted}>{t(errorKey(error))}</p>
      {isTrialRejection(error) ? (
        // Retrying cannot help a free-play session: a real account can, by logging in or registering.
        <div className={styles.actions}>
          <button type="button" className={buttonClass()} onClick={() => openPopup('login')}>
            {t('common.login')}
          </button>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => openPopup('register')}>
            {t('common.register')}
          </button>
        </div>
      ) : (
        onRetry && (
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onRetry}>
            {t('common.retry')}
          </button>
        )
      )}
    </div>
  );
}

/** A free-play (trial) session refused an operation for real accounts (spec 6.006). */
function isTrialRejection(error: unknown): boolean {
  return error instanceof ApiClientError && error.code === 'TRIAL_ACCOUNT_REJECTED';
}

/** A loaded section: the kit's AsyncContent with the member site's skeleton rows, translated errors and Retry. */
export function Loaded<T>({
  result,
  rows = 4,
  label,
  isEmpty,
  empty,
  children,
}: {
  result: AsyncResult<T>;
  rows?: number;
  /** What the skeleton announces (default "Loading…"). */
  label?: string;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  // The kit's error state offers Retry only; a trial refusal gets the notice with log in and register.
  if (isTrialRejection(result.error)) return <ErrorNotice error={result.error} />;
  return (
    <AsyncContent
      result={result}
      labels={{ loading: label ?? t('common.loading'), retry: t('common.retry') }}
      errorMessage={(error) => t(errorKey(error))}
      skeleton={Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="rect" height="64px" />
      ))}
      isEmpty={isEmpty}
      empty={empty === undefined ? undefined : { title: empty }}
    >
      {children}
    </AsyncContent>
  );
}

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={label ?? t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="rect" height="64px" />
      ))}
    </SkeletonGroup>
  );
}

/** A status badge of a deposit, withdrawal or transaction. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone =
    status === 'SUCCESS'
      ? 'success'
      : status === 'PENDING' || status === 'PROCESSING'
        ? 'pending'
        : status === 'FAILED' || status === 'REJECTED'
          ? 'failed'
          : 'info';
  return <span className={`${styles.badge} ${styles.badgeTone[tone]}`}>{t(`wallet.status.${status}`, { defaultValue: status })}</span>;
}

/** One choice among a few (radio group of buttons): arrow keys move, the chosen one is checked. */
export function ChoiceChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const forward = event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const back = event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    if (!forward && !back) return;
    event.preventDefault();
    const next = (index + (forward ? 1 : -1) + options.length) % options.length;
    onChange(options[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <div role="radiogroup" aria-label={label} className={styles.chips}>
      {options.map((option, index) => (
        <button
          key={option.value}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          tabIndex={option.value === value ? 0 : -1}
          className={styles.chip}
          onClick={() => onChange(option.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** The date filter of the records: today, yesterday, last 7 days, last 30 days. */
export function DateRangeChips({ value, onChange }: { value: DateRangePreset; onChange: (value: DateRangePreset) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceChips
      label={t('wallet.range.label')}
      options={dateRangePresets.map((preset) => ({ value: preset, label: t(`wallet.range.${preset}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** Tabs of a screen (e.g. deposit / deposit record) with the panel of the chosen tab (`children`). */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const forward = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const back = event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    if (!forward && !back) return;
    event.preventDefault();
    const next = (index + (forward ? 1 : -1) + tabs.length) % tabs.length;
    onChange(tabs[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.value}`}
            aria-selected={tab.value === value}
            aria-controls={tab.value === value ? `${id}-panel` : undefined}
            tabIndex={tab.value === value ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`} className={styles.form}>
        {children}
      </section>
    </>
  );
}

/** What LoadMore reads from a paged (infinite) react-query result. */
interface PagedResult {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

/**
 * "Shown N of M" and the button that loads the next page; a page that failed to load says why above the button
 * (which tries again), and the rows already shown stay.
 */
export function LoadMore({ shown, total, pages }: { shown: number; total: number; pages: PagedResult }) {
  const { t } = useTranslation();
  const failed = pages.isFetchNextPageError && !pages.isFetchingNextPage;
  return (
    <>
      {failed && (
        <p className={styles.fieldError} role="alert">
          {t(errorKey(pages.error))}
        </p>
      )}
      <div className={styles.spread}>
        <p className={styles.muted} aria-live="polite">
          {t('wallet.list.shown', { shown, total })}
        </p>
        {pages.hasNextPage && (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
            aria-busy={pages.isFetchingNextPage || undefined}
          >
            {pages.isFetchingNextPage ? t('common.loading') : failed ? t('common.retry') : t('wallet.list.more')}
          </button>
        )}
      </div>
    </>
  );
}

/**
 * Member-only content (the member area and money routes): a guest gets the login popup and a
 * sign-in prompt instead of an empty page; a screen switched off by the merchant's white-label
 * flag says so.
 */
export function MemberOnly({ flag, children }: { flag?: WhiteLabelFlag; children: ReactNode }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const gating = useGating();
  const openPopup = useSetAtom(accountPopupAtom);
  useEffect(() => {
    if (!loggedIn) openPopup('login');
  }, [loggedIn, openPopup]);
  if (!loggedIn) {
    return (
      <EmptyState
        title={t('member.guest.title')}
        description={t('member.guest.description')}
        action={{ label: t('common.login'), onClick: () => openPopup('login') }}
      />
    );
  }
  if (flag && gating.ready && !hasFlag({ flags: gating.flags }, flag)) {
    return <EmptyState title={t('member.unavailable.title')} description={t('member.unavailable.description')} />;
  }
  return <>{children}</>;
}
