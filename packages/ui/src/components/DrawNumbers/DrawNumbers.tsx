import * as styles from './DrawNumbers.css.js';

export interface DrawNumbersProps {
  /** The drawn numbers in draw order, as the server writes them ("07", "42"). */
  numbers: readonly string[];
  /** Accessible name of the list (translated), e.g. "Drawn numbers". */
  label: string;
}

/** A lottery draw's numbers as balls, left to right in every language (numbers read the same way in Arabic). */
export function DrawNumbers({ numbers, label }: DrawNumbersProps) {
  return (
    <ul className={styles.balls} aria-label={label} dir="ltr">
      {numbers.map((number, index) => (
        <li key={index} className={styles.ball}>
          {number}
        </li>
      ))}
    </ul>
  );
}
