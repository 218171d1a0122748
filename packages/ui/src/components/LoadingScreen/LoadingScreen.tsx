import type { ReactNode } from 'react';
import * as styles from './LoadingScreen.css.js';

export interface LoadingScreenProps {
  /** What is loading, translated; read by screen readers and shown under the spinner. */
  label: string;
  /** The merchant's logo, shown pulsing above the spinner. */
  logo?: ReactNode;
  /** Cover the whole viewport above everything (start-up, a lazy screen loading) instead of filling its parent. */
  fullScreen?: boolean;
}

/** Full-height loading state: start-up, a lazily loaded screen, or a failed lazy load being retried (spec section 2). */
export function LoadingScreen({ label, logo, fullScreen = false }: LoadingScreenProps) {
  return (
    <div className={fullScreen ? `${styles.screen} ${styles.overlay}` : styles.screen} role="status" aria-live="polite" aria-busy="true">
      {logo && (
        <div className={styles.logo} aria-hidden="true">
          {logo}
        </div>
      )}
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.label}>{label}</p>
    </div>
  );
}
