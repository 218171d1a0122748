import * as styles from './PrizeTable.css.js';

export interface PrizeTableRow {
  /** Stable key of the tier (e.g. DB, G1). */
  id: string;
  /** Name of the tier (translated), e.g. "Special prize". */
  label: string;
  /** The tier's winning numbers. */
  numbers: readonly string[];
}

export interface PrizeTableProps {
  /** Names the table (translated), e.g. "Hanoi · draw of 22 Nov 2026". */
  caption: string;
  /** Column headings (translated). */
  labels: { tier: string; numbers: string };
  /** Tiers from the top prize down; the first one stands out. */
  rows: readonly PrizeTableRow[];
}

/** The prize tiers of one draw (e.g. a Vietnam province's results) as a table that fits a 360 px screen. */
export function PrizeTable({ caption, labels, rows }: PrizeTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.tier}</th>
          <th scope="col">{labels.numbers}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id}>
            <th scope="row" className={styles.tier}>
              {row.label}
            </th>
            <td>
              <span className={index === 0 ? `${styles.numbers} ${styles.top}` : styles.numbers} dir="ltr">
                {row.numbers.map((number, position) => (
                  <span key={position}>{number}</span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
