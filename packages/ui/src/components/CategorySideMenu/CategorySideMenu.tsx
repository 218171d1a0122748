import type { ReactNode } from 'react';
import * as styles from './CategorySideMenu.css.js';

export interface CategorySideMenuItem {
  /** Category key, e.g. RNG, LIVE, SPORTS, ESPORTS, COCKFIGHT, FAV, RECENT. */
  id: string;
  label: string;
  icon?: ReactNode;
}

export interface CategorySideMenuProps {
  /** Accessible name, e.g. "Categories". */
  label: string;
  /** In display order; the screen builds it (SPORTS split into ESPORTS and COCKFIGHT, etc.). */
  items: readonly CategorySideMenuItem[];
  currentId?: string | undefined;
  /** The screen navigates, or opens the login popup for FAV and RECENT without a session. */
  onSelect: (id: string) => void;
}

/** Vertical category menu of the game category page (spec section 2: category side menu). */
export function CategorySideMenu({ label, items, currentId, onSelect }: CategorySideMenuProps) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className={styles.item} aria-current={item.id === currentId ? true : undefined} onClick={() => onSelect(item.id)}>
              {item.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
