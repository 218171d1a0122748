import { formatDecimal } from '@whitelabel/core';
import { useId, type CSSProperties } from 'react';
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

/** The custom property a vanilla-extract variable (`var(--name)`) stands for, to set it inline. */
function cssVarName(variable: string): string {
  return variable.slice('var('.length, -1);
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
  const digitCount = characters.filter((character) => digits.includes(character)).length;
  const currencyLetters = currency ? [...currency].length : 0;
  const boxes = characters.length + (currency ? 1 : 0);
  const figureSize = {
    [cssVarName(styles.figureEms)]: String(digitCount * 0.9 + (characters.length - digitCount) * 0.4 + currencyLetters),
    [cssVarName(styles.figurePixels)]:
      `${digitCount * 2 * styles.digitPaddingPx + Math.max(0, boxes - 1) * styles.figureGapPx + (currency ? styles.currencyMarginPx : 0)}px`,
  } as CSSProperties;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {label}
      </h2>
      {/* The figure is read once as text; the rolling strips are decoration. */}
      <p className={visuallyHidden}>{currency ? `${currency} ${text}` : text}</p>
      <div className={styles.number} style={figureSize} aria-hidden="true">
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
