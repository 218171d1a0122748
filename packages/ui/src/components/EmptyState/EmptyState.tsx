import type { ReactNode } from 'react';
import { Icon } from '../../internal/icons.js';
import * as styles from './EmptyState.css.js';

export interface EmptyStateProps {
  /** The no-data message, translated (e.g. no games, no announcement). */
  title: string;
  description?: string;
  /** A picture instead of the default empty-tray icon. */
  illustration?: ReactNode;
  /** Optional action, e.g. "Reset filters" or "Log in". */
  action?: { label: string; onClick: () => void };
}

/** The no-data state of lists (spec section 4: game list no-data; notices fall back to a no-announcement entry). */
export function EmptyState({ title, description, illustration, action }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <div className={styles.icon} aria-hidden="true">
        {illustration ?? <Icon name="inbox" size={56} />}
      </div>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && (
        <button type="button" className={styles.action} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
