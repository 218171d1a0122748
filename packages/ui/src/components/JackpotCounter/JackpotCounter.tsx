import { formatDecimal } from '@whitelabel/core';
import { useId } from 'react';
import { visuallyHidden } from '../../internal/a11y.css.js';
import * as styles from './JackpotCounter.css.js';

const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** A strip's ten figures as one text of ten lines: one text to lay out per column, not ten boxes. */
const stripText = digits.join('\n');

export interface JackpotCounterProps {
  /**
   * Current jackpot; each change rolls the digits that differ (without the roll under reduced motion). Undefined while
   * it loads: the counter shows its title and keeps its final height, marked busy, so nothing below it moves when it arrives.
   */
  value: number | undefined;
  /** Title and accessible name, translated (e.g. "Progressive jackpot"). */
  label: string;
  currency?: string;
  locale?: string;
  fractionDigits?: number;
}

/** Jackpot counter with rolling digits on fixed-width tabular figures (spec section 2, docs/conventions.md). */
export function JackpotCounter({ value, label, currency, locale, fractionDigits = 2 }: JackpotCounterProps) {
  const titleId = useId();
  if (value === undefined) {
    return (
      <section className={styles.root} aria-labelledby={titleId} aria-busy="true">
        <h2 id={titleId} className={styles.title}>
          {label}
        </h2>
        <div className={styles.number} aria-hidden="true">
          <span className={styles.pending} />
        </div>
      </section>
    );
  }
  const text = formatDecimal(Math.max(0, value), locale, fractionDigits);
  const characters = [...text];
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {label}
      </h2>
      {/* The figure is read once as text; the rolling strips are decoration. */}
      <p className={visuallyHidden}>{currency ? `${currency} ${text}` : text}</p>
      <div className={styles.number} aria-hidden="true">
        {currency && <span className={styles.currency}>{currency}</span>}
        {characters.map((character, index) => {
          // Keyed from the end so a digit keeps its column (and rolls) when the number grows.
          const key = characters.length - index;
          const position = digits.indexOf(character);
          if (position < 0) {
            return (
              <span key={key} className={styles.separator}>
                {character}
              </span>
            );
          }
          return (
            <span key={key} className={styles.digit} data-digit={character}>
              <span className={styles.strip} style={{ transform: `translateY(calc(${-position} * ${styles.digitHeight}))` }}>
                {stripText}
              </span>
            </span>
          );
        })}
      </div>
    </section>
  );
}
