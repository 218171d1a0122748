import type { ReactNode } from 'react';
import * as styles from './Header.css.js';

export interface HeaderProps {
  /** Page title, shown centred and cut with an ellipsis when too long. */
  title: ReactNode;
  /** Accessible name of the back control (translated by the caller). */
  backLabel: string;
  /** Called when the back control is pressed; without it no back control is shown. */
  onBack?: () => void;
  /** Custom content at the end of the header (e.g. a button). */
  end?: ReactNode;
}

/** Page header with a back control, a title and optional content at the end (spec section 2). */
export function Header({ title, backLabel, onBack, end }: HeaderProps) {
  return (
    <header className={styles.header}>
      {onBack ? (
        <button type="button" className={styles.backButton} onClick={onBack} aria-label={backLabel}>
          <svg className={styles.backIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" fill="currentColor" />
          </svg>
        </button>
      ) : (
        <span aria-hidden="true" />
      )}
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>{end}</div>
    </header>
  );
}
