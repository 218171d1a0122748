import type { ReactNode } from 'react';
import { UnreadBadge } from '../UnreadBadge/UnreadBadge.js';
import * as styles from './FooterBar.css.js';

export interface FooterBarItem {
  id: string;
  /** Visible label, translated. */
  label: string;
  /** A decorative icon (e.g. <Icon name="home" />). */
  icon: ReactNode;
  onSelect: () => void;
  /** Marks the current page. */
  current?: boolean;
  /** Unread count shown on the item, with its spoken text. */
  badge?: { count: number; label: string };
}

export interface FooterBarProps {
  /** Accessible name of the navigation, translated. */
  label: string;
  /** Four items: two before and two after the centre invite button (spec: Home, Promotion | Support, Profile). */
  items: readonly [FooterBarItem, FooterBarItem, FooterBarItem, FooterBarItem];
  /** The raised centre button (invite friends). */
  invite: { label: string; icon: ReactNode; onSelect: () => void };
  /** Fixed to the bottom of the screen (default) or in the flow, e.g. for previews. */
  fixed?: boolean;
}

function ItemButton({ item }: { item: FooterBarItem }) {
  return (
    <button type="button" className={styles.item} aria-current={item.current ? 'page' : undefined} onClick={item.onSelect}>
      <span aria-hidden="true">{item.icon}</span>
      <span className={styles.itemLabel}>{item.label}</span>
      {item.badge && (
        <span className={styles.badge}>
          <UnreadBadge count={item.badge.count} label={item.badge.label} />
        </span>
      )}
    </button>
  );
}

/** Bottom navigation with a raised centre invite button (spec section 2). */
export function FooterBar({ label, items, invite, fixed = true }: FooterBarProps) {
  const [first, second, third, fourth] = items;
  return (
    <nav className={fixed ? styles.bar : `${styles.bar} ${styles.inline}`} aria-label={label}>
      <ul className={styles.list}>
        <li>
          <ItemButton item={first} />
        </li>
        <li>
          <ItemButton item={second} />
        </li>
        <li>
          <button type="button" className={styles.invite} onClick={invite.onSelect}>
            <span className={styles.inviteDisc} aria-hidden="true">
              {invite.icon}
            </span>
            <span className={styles.itemLabel}>{invite.label}</span>
          </button>
        </li>
        <li>
          <ItemButton item={third} />
        </li>
        <li>
          <ItemButton item={fourth} />
        </li>
      </ul>
    </nav>
  );
}
