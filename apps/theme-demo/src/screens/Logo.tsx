import * as styles from './screens.css.js';

/** The merchant's word mark, drawn from theme variables (decorative: the logo button is named by its label). */
export function Logo({ name }: { name: string }) {
  return (
    <span className={styles.logo} aria-hidden="true">
      <span className={styles.logoMark}>{name.slice(0, 1)}</span>
      <span className={styles.logoName}>{name}</span>
    </span>
  );
}
