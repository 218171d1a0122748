import { Children, startTransition, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDirection } from '../../internal/direction.js';
import { observeSize } from '../../internal/observe-size.js';
import { afterNextPaint } from '../../internal/painted.js';
import * as styles from './GameRow.css.js';

/** Previous and next move the row by three cards (spec section 9: scroll step). */
export const ROW_SCROLL_CARDS = 3;

/**
 * Cards a row renders at first and then per painted frame: its first screen and one scroll step. A page of 20
 * cards put in at once is one long render and layout on a phone (about 230 elements on home's first screen);
 * a batch per frame keeps each short, and the cards beyond the edge are in place long before a thumb gets there.
 */
export const ROW_CARDS_PER_FRAME = 6;

export interface GameRowLabels {
  /** The "more" link with the total count, e.g. (count) => `More (${count})`. */
  more: (count: number) => string;
  previous: string;
  next: string;
}

export interface GameRowProps {
  title: string;
  labels: GameRowLabels;
  /** Total number of games behind the "more" link. */
  count: number;
  /** Without it no "more" link is shown. */
  onMore?: () => void;
  /** The cards, one per game. */
  children: ReactNode;
}

/**
 * Horizontal game row (spec section 2): title, "more" link with the count, previous/next buttons
 * scrolling three cards, in the reading direction (right to left in AR, FA and UR).
 */
export function GameRow({ title, labels, count, onMore, children }: GameRowProps) {
  const titleId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const direction = useDirection(trackRef);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const items = Children.toArray(children);
  const [shown, setShown] = useState(ROW_CARDS_PER_FRAME);
  const rendered = items.slice(0, shown);

  // The next batch once this one has painted, as a transition: any tap or key goes first.
  useEffect(() => {
    if (shown >= items.length) return;
    return afterNextPaint(() => startTransition(() => setShown((count) => count + ROW_CARDS_PER_FRAME)));
  }, [shown, items.length]);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // In right-to-left layout scrollLeft runs from 0 down to negative values.
    const offset = Math.abs(track.scrollLeft);
    setEdges({ atStart: offset <= 1, atEnd: offset + track.clientWidth >= track.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    track.addEventListener('scroll', measure, { passive: true });
    const stopObserving = observeSize([track], measure);
    return () => {
      track.removeEventListener('scroll', measure);
      stopObserving();
    };
  }, [measure, rendered.length]);

  const scroll = (towards: 1 | -1) => {
    const track = trackRef.current;
    const first = track?.firstElementChild as HTMLElement | null | undefined;
    if (!track || !first) return;
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    const distance = ROW_SCROLL_CARDS * (first.getBoundingClientRect().width + gap);
    track.scrollBy({ left: towards * distance * (direction === 'rtl' ? -1 : 1) });
  };

  if (items.length === 0) return null;

  return (
    <section className={styles.row} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {onMore ? (
          <button type="button" className={styles.more} onClick={onMore}>
            {labels.more(count)}
          </button>
        ) : null}
        <button type="button" className={styles.step} aria-label={labels.previous} disabled={edges.atStart} onClick={() => scroll(-1)}>
          <svg className={styles.stepIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" fill="currentColor" />
          </svg>
        </button>
        <button type="button" className={styles.step} aria-label={labels.next} disabled={edges.atEnd} onClick={() => scroll(1)}>
          <svg className={styles.stepIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" fill="currentColor" />
          </svg>
        </button>
      </div>
      <ul ref={trackRef} className={styles.track}>
        {rendered.map((child, index) => (
          <li key={(child as { key?: string | null }).key ?? index} className={styles.item}>
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
