import { formatWinAmount, rankWinners, winnerBoard } from '@whitelabel/core';
import Autoplay from 'embla-carousel-autoplay';
import { useId, useMemo, type CSSProperties } from 'react';
import { useCarousel } from '../../internal/carousel.js';
import { usePrefersReducedMotion } from '../../internal/motion.js';
import * as styles from './WinnerBoard.css.js';

/** The list under the podium advances every 4 s (spec section 9). */
export const WINNER_AUTOPLAY_MS = winnerBoard.autoplayMs;

/** One winner record; the contract's Winner schema fits as is. */
export interface WinnerEntry {
  recordId: string;
  /** Masked member name. */
  customerName: string;
  gameName: string;
  /** Decimal string or number; shown rounded to a whole amount (core `formatWinAmount`, like every win amount). */
  winAmount: string | number;
  iconUrl?: string;
}

export interface WinnerBoardLabels {
  /** Heading, e.g. "Big winners". */
  title: string;
  /** Name of a place, e.g. (1) => "1st". */
  place: (rank: number) => string;
  /** Name of the control that opens an entry's game, e.g. (winner) => `Play ${winner.gameName}`; needed with onSelect. */
  play?: (winner: WinnerEntry) => string;
}

export interface WinnerBoardProps {
  winners: readonly WinnerEntry[];
  labels: WinnerBoardLabels;
  currency?: string;
  locale?: string;
  /** Rows of the scrolling list shown at once (default 3). */
  rows?: number;
  autoplayMs?: number;
  /** Tapping an entry (spec section 2: clicking launches the game); without it entries are not interactive. */
  onSelect?: (winner: WinnerEntry) => void;
}

const medals = ['gold', 'silver', 'bronze'] as const;

/**
 * Winner board (spec sections 2 and 9): the top 3 apart in gold, silver and bronze, the rest in a
 * vertical carousel that advances every 4 s and loops when it has more than 2 entries. Nothing is
 * shown without winners.
 */
export function WinnerBoard({ winners, labels, currency, locale, rows = 3, autoplayMs = WINNER_AUTOPLAY_MS, onSelect }: WinnerBoardProps) {
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const ranked = useMemo(() => rankWinners(winners), [winners]);
  const top = ranked.slice(0, winnerBoard.podiumSize);
  const rest = ranked.slice(winnerBoard.podiumSize);
  const loops = rest.length > winnerBoard.loopAbove;
  const scrolls = rest.length > rows;
  const plugins = useMemo(
    () => (scrolls && !reducedMotion ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })] : []),
    [scrolls, reducedMotion, autoplayMs],
  );
  // Vertical: the page's direction does not apply (embla ignores it on the y axis), so a language switch never
  // restarts the carousel.
  const [viewportRef] = useCarousel({ axis: 'y', loop: loops, active: scrolls, align: 'start', watchDrag: scrolls }, plugins);

  const format = (amount: string | number) => `${currency ? `${currency} ` : ''}${formatWinAmount(amount, locale)}`;

  if (ranked.length === 0) return null;

  // The whole entry is the tap target; the button covers it and names the game it opens.
  const select = (winner: WinnerEntry) =>
    onSelect ? <button type="button" className={styles.select} aria-label={labels.play?.(winner) ?? winner.gameName} onClick={() => onSelect(winner)} /> : null;

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      <ol className={styles.podium}>
        {top.map((winner, index) => {
          const medal = medals[index]!;
          return (
            <li key={winner.recordId} className={styles.card} data-medal={medal}>
              <span className={`${styles.medalBadge} ${styles.medal[medal]}`}>{labels.place(index + 1)}</span>
              {winner.iconUrl && <img className={`${styles.avatar} ${styles.medalRing[medal]}`} src={winner.iconUrl} alt="" width={40} height={40} />}
              <span className={styles.name}>{winner.customerName}</span>
              <span className={styles.game}>{winner.gameName}</span>
              <span className={styles.amount}>{format(winner.winAmount)}</span>
              {select(winner)}
            </li>
          );
        })}
      </ol>
      {rest.length > 0 && (
        <div ref={viewportRef} className={styles.viewport} style={{ '--winner-rows': String(Math.min(rows, rest.length)) } as CSSProperties}>
          <ol className={styles.list} start={4}>
            {rest.map((winner, index) => (
              <li key={winner.recordId} className={styles.row}>
                <span className={styles.rank}>{index + 4}</span>
                {winner.iconUrl ? <img className={styles.rowAvatar} src={winner.iconUrl} alt="" width={32} height={32} /> : <span />}
                <span className={styles.rowText}>
                  <span className={styles.name}>{winner.customerName}</span>
                  <span className={styles.game}>{winner.gameName}</span>
                </span>
                <span className={styles.amount}>{format(winner.winAmount)}</span>
                {select(winner)}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
