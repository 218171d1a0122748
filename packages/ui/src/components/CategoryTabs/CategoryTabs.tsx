import { useRef, type ReactNode } from 'react';
import { onTabKeyDown, useSelectedTabInView } from '../../internal/tablist.js';
import * as styles from './CategoryTabs.css.js';

export interface CategoryTab {
  /** Category key, e.g. HOT, FAV, RNG, LIVE. */
  id: string;
  /** Label in the interface language. */
  label: string;
  /** Optional decorative icon. */
  icon?: ReactNode;
}

export interface CategoryTabsProps {
  /** Accessible name of the strip, e.g. "Game categories". */
  label: string;
  tabs: readonly CategoryTab[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/**
 * Category tabs (spec section 2: HOT, HOME, FAV, RECENT and the server's categories): a scrolling
 * strip of pills; the selected one is kept in view. Login gating is the screen's job.
 */
export function CategoryTabs({ label, tabs, selectedId, onSelect }: CategoryTabsProps) {
  const stripRef = useRef<HTMLDivElement>(null);

  useSelectedTabInView(stripRef, selectedId);

  return (
    <div ref={stripRef} role="tablist" aria-label={label} className={styles.strip}>
      {tabs.map((tab) => {
        const selected = tab.id === selectedId;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onTabKeyDown}
          >
            {tab.icon ? (
              <span className={styles.icon} aria-hidden="true">
                {tab.icon}
              </span>
            ) : null}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
