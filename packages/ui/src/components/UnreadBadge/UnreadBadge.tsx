import { unread } from '@whitelabel/core';
import * as styles from './UnreadBadge.css.js';

/** Counts above this show as "99+" (spec section 9). */
export const UNREAD_BADGE_MAX = unread.badgeMax;

/** The text a badge shows for a count: nothing at zero, the count up to 99, then "99+". */
export function formatUnreadCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}

export interface UnreadBadgeProps {
  count: number;
  /** Accessible text with the count, translated (e.g. "3 unread messages"). */
  label: string;
  /** Show a dot instead of the number. */
  dot?: boolean;
  /** Pin to the top end corner of the (relatively positioned) parent. */
  corner?: boolean;
}

/** Unread count badge; hidden at zero, "99+" above 99 (spec section 9). */
export function UnreadBadge({ count, label, dot = false, corner = false }: UnreadBadgeProps) {
  const text = formatUnreadCount(count);
  if (!text) return null;
  const className = `${dot ? styles.dot : styles.badge}${corner ? ` ${styles.corner}` : ''}`;
  return (
    <span className={className} role="status" aria-label={label}>
      {dot ? null : <span aria-hidden="true">{text}</span>}
    </span>
  );
}
