import { ApiClientError } from '@whitelabel/api';
import type { TextKey, ValidationIssue } from '@whitelabel/core';
import { EmptyState, Skeleton, SkeletonGroup } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ui.css.js';

/** The translation key of an error: the server's `errors.<CODE>`, else the unknown-error text. */
export function errorKey(error: unknown): TextKey {
  return error instanceof ApiClientError ? error.messageKey : 'errors.UNKNOWN_ERROR';
}

/**
 * The message of an error as a key (translated at render, so a language change re-translates it): a
 * message of the screen for a code (`overrides`, e.g. ALREADY_APPLIED means "already applied" for a
 * salary and "link limit reached" for links), else the shared `errors.<CODE>`, else the agent site's
 * own `agent.errors.<CODE>`, else the unknown-error text.
 */
export function useErrorIssue(overrides: Partial<Record<string, TextKey>> = {}) {
  const { i18n } = useTranslation();
  return (error: unknown): ValidationIssue => {
    const code = error instanceof ApiClientError ? error.code : undefined;
    const override = code ? overrides[code] : undefined;
    if (override) return { key: override };
    const key = errorKey(error);
    if (i18n.exists(key)) return { key };
    // Only some codes have an agent site wording; `exists` has just checked this one.
    if (code && i18n.exists(`agent.errors.${code}`)) return { key: `agent.errors.${code}` as TextKey };
    return { key: 'errors.UNKNOWN_ERROR' };
  };
}

/** Translates an error now, for messages that are shown once (toasts); forms keep `useErrorIssue`'s key. */
export function useErrorText(overrides: Partial<Record<string, TextKey>> = {}) {
  const { t } = useTranslation();
  const issue = useErrorIssue(overrides);
  return (error: unknown) => t(issue(error).key);
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

/** A failed load: the translated reason and a retry. */
export function ErrorBlock({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText();
  return (
    <div className={styles.card} role="alert">
      <p className={styles.error}>{text(error)}</p>
      <button type="button" className={styles.button.secondary} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
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
      <button type="button" className={styles.button.secondary} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('agent.previous')}
      </button>
      <span aria-live="polite">{t('agent.pageOf', { page, total: totalPages })}</span>
      <button type="button" className={styles.button.secondary} disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
        {t('agent.next')}
      </button>
    </nav>
  );
}
