import * as styles from './screens.css.js';

/**
 * The merchant's word mark as an SVG, like the logo file a merchant ships: it scales down when the
 * header needs the room (HomeHeader lets the logo give way first). Colours are theme variables.
 * Decorative: the logo button is named by its label.
 */
export function Logo({ name }: { name: string }) {
  const width = Math.round(40 + name.length * 9.6);
  return (
    <svg className={styles.logo} viewBox={`0 0 ${width} 32`} width={width} height={32} aria-hidden="true" focusable="false">
      <rect className={styles.logoMark} x="0" y="2" width="28" height="28" rx="7" />
      <text className={styles.logoInitial} x="14" y="22" textAnchor="middle">
        {name.slice(0, 1)}
      </text>
      <text className={styles.logoName} x="36" y="22">
        {name}
      </text>
    </svg>
  );
}
