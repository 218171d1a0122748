import { useTranslation } from 'react-i18next';
import * as styles from './lottery.css.js';

/** Drawn numbers as balls, read as one list named "Drawn numbers". */
export function DrawNumbers({ numbers }: { numbers: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.balls} aria-label={t('lottery.results.drawnNumbers')} dir="ltr">
      {numbers.map((number, index) => (
        <li key={index} className={styles.ball}>
          {number}
        </li>
      ))}
    </ul>
  );
}
