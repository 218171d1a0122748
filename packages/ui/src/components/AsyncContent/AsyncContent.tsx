import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState.js';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton.js';
import * as styles from './AsyncContent.css.js';

/** What AsyncContent reads from a react-query result (or any loader shaped the same way). */
export interface AsyncResult<T> {
  isPending: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface AsyncContentLabels {
  /** Announced while loading, translated. */
  loading: string;
  /** The retry button, translated. */
  retry: string;
}

export interface AsyncContentProps<T> {
  result: AsyncResult<T>;
  labels: AsyncContentLabels;
  /** The translated message of a failed load (apps pass core's `errorKey` through `t`). */
  errorMessage: (error: unknown) => string;
  /** The content's own skeleton; default three rows. */
  skeleton?: ReactNode;
  /** When the loaded data counts as empty (e.g. `(page) => page.list.length === 0`); default never. */
  isEmpty?: (data: T) => boolean;
  /** The empty state's texts; required with `isEmpty`. */
  empty?: EmptyStateProps;
  children: (data: T) => ReactNode;
}

/**
 * The one loading → error → empty → content sequence of a loaded section: a busy skeleton, a failed
 * load's message in an alert with Retry (calls `refetch`), the caller's empty state, or the content.
 * An error wins over stale data only while nothing was loaded: a failed background refresh keeps the content.
 */
export function AsyncContent<T>({ result, labels, errorMessage, skeleton, isEmpty, empty, children }: AsyncContentProps<T>) {
  const { data } = result;
  if (data === undefined) {
    if (result.error !== null && result.error !== undefined && !result.isPending) {
      return (
        <div className={styles.error} role="alert">
          <p className={styles.message}>{errorMessage(result.error)}</p>
          <button type="button" className={styles.retry} onClick={() => void result.refetch()}>
            {labels.retry}
          </button>
        </div>
      );
    }
    return <SkeletonGroup label={labels.loading}>{skeleton ?? [0, 1, 2].map((index) => <Skeleton key={index} shape="rect" height="64px" />)}</SkeletonGroup>;
  }
  if (isEmpty?.(data) && empty) return <EmptyState {...empty} />;
  return <>{children(data)}</>;
}
