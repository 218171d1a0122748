import { createContext, useContext } from 'react';
import * as styles from './screens.css.js';

/** A logo the studio's draft uploaded (its SVG text): a frame shows it in place of the drawn word mark. */
export const UploadedLogo = createContext<string | undefined>(undefined);

/**
 * The merchant's word mark as an SVG, like the logo file a merchant ships: it scales down when the
 * header needs the room (HomeHeader lets the logo give way first). Colours are theme variables.
 * Decorative: the logo button is named by its label.
 */
export function Logo({ name }: { name: string }) {
  const uploaded = useContext(UploadedLogo);
  if (uploaded !== undefined)
    return <img className={styles.uploadedLogo} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(uploaded)}`} alt="" height={32} />;
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
