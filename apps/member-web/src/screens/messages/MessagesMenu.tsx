import { hasFlag } from '@whitelabel/core';
import { useChatUnreadCount, useGating, useInboxUnreadCount } from '@whitelabel/core/hooks';
import { Icon, type IconName, UnreadBadge, VisuallyHidden } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as styles from '../member/member.css.js';
import * as local from './messages.css.js';

/** The inbox envelope for a screen header, with the unread count (99+ above 99; none for member type 4). */
export function InboxHeaderButton() {
  const { t } = useTranslation();
  const unread = useInboxUnreadCount();
  return (
    <Link to="/m/inbox" className={local.headerButton}>
      <Icon name="inbox" />
      <VisuallyHidden>{t('inbox.open')}</VisuallyHidden>
      <UnreadBadge count={unread.count} label={t('inbox.unreadLabel', { count: unread.count })} corner />
    </Link>
  );
}

/**
 * The member centre's messages-and-help menu: inbox and chat with their unread counts, missions
 * (flag MISSION) and feedback.
 */
export function MessagesMenu() {
  const { t } = useTranslation();
  const gating = useGating();
  const inbox = useInboxUnreadCount();
  const chat = useChatUnreadCount();
  const rows: { id: string; to: string; icon: IconName; label: string; badge?: { count: number; label: string } }[] = [
    {
      id: 'inbox',
      to: '/m/inbox',
      icon: 'inbox',
      label: t('messagesMenu.inbox'),
      badge: { count: inbox.count, label: t('inbox.unreadLabel', { count: inbox.count }) },
    },
    {
      id: 'live',
      to: '/m/live',
      icon: 'chat',
      label: t('messagesMenu.live'),
      badge: { count: chat.count, label: t('live.chatUnread', { count: chat.count }) },
    },
    ...(gating.ready && hasFlag({ flags: gating.flags }, 'MISSION')
      ? [{ id: 'missions', to: '/m/customerTask', icon: 'flag' as const, label: t('messagesMenu.missions') }]
      : []),
    { id: 'feedback', to: '/m/feedback', icon: 'megaphone', label: t('messagesMenu.feedback') },
  ];
  return (
    <nav className={styles.card} aria-labelledby="messages-menu-title">
      <h2 id="messages-menu-title" className={styles.sectionTitle}>
        {t('messagesMenu.title')}
      </h2>
      <ul className={local.menuList}>
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={row.to} className={local.menuLink}>
              <Icon name={row.icon} />
              <span className={local.menuLabel}>{row.label}</span>
              {row.badge ? <UnreadBadge count={row.badge.count} label={row.badge.label} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
