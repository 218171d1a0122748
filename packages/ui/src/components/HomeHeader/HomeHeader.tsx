import type { ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css.js';
import { Icon } from '../../internal/icons.js';
import { UnreadBadge } from '../UnreadBadge/UnreadBadge.js';
import * as styles from './HomeHeader.css.js';

export interface HomeHeaderLabels {
  menu: string;
  /** Name of the logo button, e.g. the merchant's name or "Home". */
  home: string;
  notices: string;
  /** The unread count spoken on the notice button, e.g. "3 unread". */
  unreadNotices?: string;
  cashCenter: string;
  login: string;
  register: string;
}

export interface HomeHeaderProps {
  /** The merchant's logo (an <img> or inline SVG; decorative, the button is named by labels.home). */
  logo: ReactNode;
  labels: HomeHeaderLabels;
  /** Whether the side menu is open, for the toggle's state. */
  menuOpen?: boolean;
  onMenu: () => void;
  /** Logo tap: the screen resets the category to HOT and scrolls to top. */
  onLogo: () => void;
  onNotices: () => void;
  /** Unread notices shown as a badge on the notice button. */
  unreadCount?: number;
  loggedIn: boolean;
  /** Shown when logged in, usually a BalanceDisplay. */
  balance?: ReactNode;
  onCashCenter?: () => void;
  onLogin?: () => void;
  onRegister?: () => void;
}

/** Home header (spec section 2): menu toggle, logo, notice button, then balance and cash center or login and register. */
export function HomeHeader({
  logo,
  labels,
  menuOpen = false,
  onMenu,
  onLogo,
  onNotices,
  unreadCount = 0,
  loggedIn,
  balance,
  onCashCenter,
  onLogin,
  onRegister,
}: HomeHeaderProps) {
  return (
    <header className={styles.header}>
      <button type="button" className={styles.iconButton} aria-label={labels.menu} aria-expanded={menuOpen} onClick={onMenu}>
        <Icon name="menu" />
      </button>
      <button type="button" className={styles.logo} onClick={onLogo}>
        <span aria-hidden="true" style={{ display: 'contents' }}>
          {logo}
        </span>
        <span className={visuallyHidden}>{labels.home}</span>
      </button>
      <div className={styles.end}>
        <button type="button" className={styles.iconButton} onClick={onNotices}>
          <Icon name="megaphone" />
          <span className={visuallyHidden}>{labels.notices}</span>
          <UnreadBadge count={unreadCount} label={labels.unreadNotices ?? String(unreadCount)} corner />
        </button>
        {loggedIn ? (
          <>
            {balance}
            {onCashCenter && (
              <button type="button" className={styles.iconButton} aria-label={labels.cashCenter} onClick={onCashCenter}>
                <Icon name="wallet" />
              </button>
            )}
          </>
        ) : (
          <>
            {onLogin && (
              <button type="button" className={styles.login} onClick={onLogin}>
                <span className={styles.spacer} aria-hidden="true" />
                {labels.login}
                <span className={styles.spacer} aria-hidden="true" />
              </button>
            )}
            {onRegister && (
              <button type="button" className={styles.register} onClick={onRegister}>
                <span className={styles.spacer} aria-hidden="true" />
                {labels.register}
                <span className={styles.spacer} aria-hidden="true" />
              </button>
            )}
          </>
        )}
      </div>
    </header>
  );
}
