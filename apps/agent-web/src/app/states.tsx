import { errorKey, type ErrorKeyOverrides, type ValidationIssue } from '@whitelabel/core';
import type { ReactNode } from 'react';
import { AsyncContent, type AsyncResult, buttonClass, EmptyState, Skeleton, SkeletonGroup } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ui.css.js';

/**
 * The message of an error as a form issue (a key, translated at render, so a language change re-translates it):
 * a message of the screen for a code (`overrides`, e.g. ALREADY_APPLIED means "already applied" for a salary and
 * "link limit reached" for links), else the catalogue's (core `errorKey`).
 */
export function useErrorIssue(overrides: ErrorKeyOverrides = {}) {
  return (error: unknown): ValidationIssue => ({ key: errorKey(error, overrides) });
}

/** Translates an error now, for messages that are shown once (toasts); forms keep `useErrorIssue`'s key. */
export function useErrorText(overrides: ErrorKeyOverrides = {}) {
  const { t } = useTranslation();
  return (error: unknown) => t(errorKey(error, overrides));
}

/** Skeleton rows while a section loads. */
export function LoadingBlock({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="rect" height="64px" />
      ))}
    </SkeletonGroup>
  );
}

/** The height of one salary or dividend item (a title row and three figures, 156-158 px at 360 px wide), for the skeleton of a section showing one. */
export const itemRowHeight = '9.75rem';

export interface LoadedProps<T> {
  result: AsyncResult<T>;
  /** Skeleton rows while loading (default 3). */
  rows?: number;
  /** Each skeleton row's height (default 64px): a section of one known item gives the item's, so nothing below moves when it arrives. */
  rowHeight?: string;
  /**
   * The results of the sections above this one: it shows its skeleton while any of them is loading, so that what can
   * be pressed here (a payout, an approval) never moves under a finger when a section above arrives. Loading, not
   * pending: a disabled query stays pending and would hold this section back for good.
   */
  after?: readonly { isLoading: boolean }[];
  isEmpty?: (data: T) => boolean;
  /** The empty state's title, translated. */
  empty?: string;
  children: (data: T) => ReactNode;
}

/** A loaded section: the kit's AsyncContent with the agent site's skeleton rows, translated errors and Retry. */
export function Loaded<T>({ result, rows = 3, rowHeight = '64px', after = [], isEmpty, empty, children }: LoadedProps<T>) {
  const { t } = useTranslation();
  const text = useErrorText();
  const waiting = after.some((above) => above.isLoading);
  return (
    <AsyncContent
      result={waiting ? { ...result, data: undefined, error: null } : result}
      labels={{ loading: t('common.loading'), retry: t('common.retry') }}
      errorMessage={text}
      skeleton={Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="rect" height={rowHeight} />
      ))}
      isEmpty={isEmpty}
      empty={empty === undefined ? undefined : { title: empty }}
    >
      {children}
    </AsyncContent>
  );
}

export function Empty({ title }: { title: string }) {
  return <EmptyState title={title} />;
}

/** Previous/next paging of a server page (pageNum from 1, totalPages). */
export function Pager({ page, totalPages, onPage, busy }: { page: number; totalPages: number; onPage: (page: number) => void; busy?: boolean }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('agent.paging')}>
      <button type="button" className={buttonClass({ variant: 'secondary' })} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('agent.previous')}
      </button>
      <span aria-live="polite">{t('agent.pageOf', { page, total: totalPages })}</span>
      <button type="button" className={buttonClass({ variant: 'secondary' })} disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
        {t('agent.next')}
      </button>
    </nav>
  );
}
