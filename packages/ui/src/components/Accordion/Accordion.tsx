import { useId, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css.js';
import { Icon } from '../../internal/icons.js';
import * as styles from './Accordion.css.js';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  /** Small line under the title, e.g. the notice's start date already formatted. */
  meta?: ReactNode;
  /** One-line preview shown while closed. */
  preview?: ReactNode;
  /** The full content (already sanitised when it comes from server HTML). */
  content: ReactNode;
  /** Shows the unread marker. */
  unread?: boolean;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Open item ids when controlled. */
  expandedIds?: readonly string[];
  /** Open item ids at first when uncontrolled (e.g. the notice tapped in the marquee, or the help topic of the query). */
  defaultExpandedIds?: readonly string[];
  /** Called with the new open ids. */
  onExpandedChange?: (ids: string[]) => void;
  /** Called when an item opens, e.g. to mark a notice read. */
  onOpen?: (id: string) => void;
  /** Allow several open items at once (default: opening one closes the others). */
  multiple?: boolean;
  /** Screen-reader text of the unread marker, translated. */
  unreadLabel?: string;
  /** Level of the item headings in the page outline (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** Accordion for notices and help topics (spec section 2): title, date, preview, content and an unread marker. */
export function Accordion({
  items,
  expandedIds,
  defaultExpandedIds = [],
  onExpandedChange,
  onOpen,
  multiple = false,
  unreadLabel,
  headingLevel = 3,
}: AccordionProps) {
  const baseId = useId();
  const [ownExpanded, setOwnExpanded] = useState<readonly string[]>(defaultExpandedIds);
  const expanded = expandedIds ?? ownExpanded;
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const opening = !expanded.includes(id);
    const next = opening ? (multiple ? [...expanded, id] : [id]) : expanded.filter((open) => open !== id);
    if (!expandedIds) setOwnExpanded(next);
    onExpandedChange?.(next);
    if (opening) onOpen?.(id);
  };

  return (
    <ul className={styles.list}>
      {items.map((item, index) => {
        const open = expanded.includes(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <li key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button type="button" id={buttonId} className={styles.trigger} aria-expanded={open} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span className={styles.titleRow}>
                  {item.unread && <span className={styles.unread}>{unreadLabel && <span className={visuallyHidden}>{unreadLabel}</span>}</span>}{' '}
                  <span className={styles.title}>{item.title}</span>
                </span>
                {item.meta && <span className={styles.meta}>{item.meta}</span>}
                {item.preview && !open && <span className={styles.preview}>{item.preview}</span>}
                <Icon name="chevronDown" className={styles.chevron} />
              </button>
            </Heading>
            {open && (
              <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel}>
                {item.content}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
