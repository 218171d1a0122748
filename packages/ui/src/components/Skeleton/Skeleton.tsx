import type { CSSProperties, ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css.js';
import * as styles from './Skeleton.css.js';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  /** CSS inline size (default 100%). */
  width?: string;
  /** CSS block size; text follows the font size. */
  height?: string;
  /** Aspect ratio instead of a height, e.g. "1" for square game art, so nothing shifts when the content arrives. */
  aspectRatio?: string;
}

/** One placeholder shape; decorative (wrap shapes in SkeletonGroup to announce loading). */
export function Skeleton({ shape = 'text', width = '100%', height, aspectRatio }: SkeletonProps) {
  const style: CSSProperties = { inlineSize: width, blockSize: height, aspectRatio };
  return <span className={`${styles.bone} ${styles.shape[shape]}`} style={style} aria-hidden="true" />;
}

export interface SkeletonGroupProps {
  /** Announced while loading, translated (e.g. "Loading games"). */
  label: string;
  children: ReactNode;
}

/** Wraps placeholder shapes in one busy status so screen readers hear a single "loading". */
export function SkeletonGroup({ label, children }: SkeletonGroupProps) {
  return (
    <div className={styles.group} role="status" aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}

export interface GameGridSkeletonProps {
  label: string;
  /** Number of placeholder cards (default 9). */
  count?: number;
  /** Columns (3 by default, 2 for wide cards). */
  columns?: number;
}

/** The game list's skeleton-loading state (spec section 4): square art and a name line per card. */
export function GameGridSkeleton({ label, count = 9, columns = 3 }: GameGridSkeletonProps) {
  return (
    <SkeletonGroup label={label}>
      <div className={styles.grid} style={{ '--skeleton-columns': String(columns) } as CSSProperties}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.card}>
            <Skeleton shape="rect" aspectRatio="1" />
            <Skeleton width="70%" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
