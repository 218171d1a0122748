import { vipPromoItems } from '@whitelabel/core';
import type { ReactNode } from 'react';
import { Icon } from '../../internal/icons.js';
import { Popup } from '../Popup/Popup.js';
import { UnreadBadge } from '../UnreadBadge/UnreadBadge.js';
import * as styles from './SideMenu.css.js';

export interface SideMenuItem {
  id: string;
  label: string;
  /** Decorative icon. */
  icon: ReactNode;
  onSelect: () => void;
  current?: boolean;
  badge?: { count: number; label: string };
}

export interface SideMenuLabels {
  /** Name of the drawer, e.g. "Menu". */
  title: string;
  close: string;
  logout: string;
}

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  labels: SideMenuLabels;
  /** The entries the settings allow, in order (gating by flags happens before, in core). */
  items: readonly SideMenuItem[];
  /** Logged-in player: nickname (else account) and VIP level text. */
  member?: { name: string; vipLevel?: string };
  /** Shown only with a member; the screen asks for confirmation before logging out. */
  onLogout?: () => void;
  /** Extra content under the entries, e.g. the vendor list when there are more than 3 vendors. */
  children?: ReactNode;
  /**
   * The VIP promotion (spec 2.066): its first 3 items (core `vipPromoItems`), e.g. VIP levels with their upgrade
   * bonus; choosing one opens the VIP page.
   */
  vipPromo?: { title: string; items: readonly VipPromoItem[]; onSelect: () => void };
}

export interface VipPromoItem {
  id: string;
  name: string;
  /** A short line under the name, e.g. the upgrade bonus. */
  detail?: string;
  iconUrl?: string;
}

/**
 * Side menu drawer from the start edge (spec section 2), on the popup system: focus kept inside,
 * Escape and mask close it. Choosing an entry calls its handler and closes the menu.
 */
export function SideMenu({ open, onClose, labels, items, member, onLogout, children, vipPromo }: SideMenuProps) {
  return (
    <Popup open={open} onClose={onClose} label={labels.title} closeLabel={labels.close} placement="start" panelClassName={styles.panel}>
      <nav aria-label={labels.title}>
        {member && (
          <div className={styles.profile}>
            <span className={styles.avatar} aria-hidden="true">
              <Icon name="user" />
            </span>
            <div>
              <p className={styles.name}>{member.name}</p>
              {member.vipLevel && <span className={styles.vip}>{member.vipLevel}</span>}
            </div>
          </div>
        )}
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.item}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => {
                  item.onSelect();
                  onClose();
                }}
              >
                <span className={styles.itemIcon} aria-hidden="true">
                  {item.icon}
                </span>
                <span className={styles.itemLabel}>{item.label}</span>
                {item.badge && <UnreadBadge count={item.badge.count} label={item.badge.label} />}
              </button>
            </li>
          ))}
        </ul>
        {vipPromo && vipPromo.items.length > 0 && (
          <section className={styles.extra} aria-label={vipPromo.title}>
            <h2 className={styles.promoTitle}>{vipPromo.title}</h2>
            <ul className={styles.promoList}>
              {vipPromo.items.slice(0, vipPromoItems).map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.promoItem}
                    onClick={() => {
                      vipPromo.onSelect();
                      onClose();
                    }}
                  >
                    {item.iconUrl ? <img src={item.iconUrl} alt="" width={32} height={32} className={styles.promoIcon} /> : null}
                    <span className={styles.promoName}>{item.name}</span>
                    {item.detail ? <span className={styles.promoDetail}>{item.detail}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {children && <div className={styles.extra}>{children}</div>}
        {member && onLogout && (
          <button type="button" className={styles.logout} onClick={onLogout}>
            <span className={styles.itemIcon} aria-hidden="true">
              <Icon name="logout" />
            </span>
            <span className={styles.itemLabel}>{labels.logout}</span>
          </button>
        )}
      </nav>
    </Popup>
  );
}
