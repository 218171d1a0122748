import { useId, type CSSProperties, type ReactNode } from 'react';
import { Icon } from '../../internal/icons.js';
import * as styles from './MenuGrid.css.js';

export interface MenuGridItem {
  id: string;
  label: string;
  /** Decorative icon or image. */
  icon: ReactNode;
  /** In-app action; ignored when `href` is given. */
  onSelect?: () => void;
  /** External link (e.g. a Telegram or Facebook resource), opened in a new tab. */
  href?: string;
}

export interface MenuGridProps {
  /** Visible heading of the grid, translated; names the section when given. */
  title?: string;
  /** Accessible name when there is no visible title. */
  label: string;
  items: readonly MenuGridItem[];
  /** Columns (default 4) of the grid layout. */
  columns?: number;
  /** Tiles in a grid (default), or one full-width row per item with a forward chevron (the classic member centre). */
  layout?: 'grid' | 'list';
}

/** Shortcut grid of the menu page (spec section 2: manual rebate, share, Telegram and Facebook links, promotion, betting record). */
export function MenuGrid({ title, label, items, columns = 4, layout = 'grid' }: MenuGridProps) {
  const list = layout === 'list';
  const headingId = useId();
  return (
    <section className={styles.section} aria-label={title ? undefined : label} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
      )}
      <ul
        data-layout={layout}
        className={list ? styles.list : styles.grid}
        style={list ? undefined : ({ '--menu-grid-columns': String(columns) } as CSSProperties)}
      >
        {items.map((item) => {
          const content = (
            <>
              <span className={styles.icon} aria-hidden="true">
                {item.icon}
              </span>
              <span className={styles.label}>{item.label}</span>
              {list && <Icon name="chevronEnd" className={styles.chevron} />}
            </>
          );
          return (
            <li key={item.id}>
              {item.href ? (
                <a className={list ? styles.row : styles.tile} href={item.href} target="_blank" rel="noopener noreferrer">
                  {content}
                </a>
              ) : (
                <button type="button" className={list ? styles.row : styles.tile} onClick={item.onSelect}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
