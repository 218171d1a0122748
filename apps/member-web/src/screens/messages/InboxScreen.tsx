import type { Schema } from '@whitelabel/api';
import { useDeleteInboxMessage, useInboxMessages, useInboxUnreadCount, useMarkInboxRead } from '@whitelabel/core/hooks';
import { buttonClass, Popup, VisuallyHidden } from '@whitelabel/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../app/Page.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from '../member/member.css.js';
import { DateTime, errorKey, Loaded, LoadMore, MemberOnly } from '../member/parts.js';
import * as local from './messages.css.js';

/** The delete confirmation: a failure keeps it open with the translated error, so nothing is lost. */
function DeleteDialog({ message, onClose }: { message: Schema<'InboxMessage'> | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteInboxMessage();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!message) return;
    remove.mutate(message.messageId, {
      onSuccess: () => {
        toast.success('inbox.deleted');
        onClose();
      },
    });
  };
  return (
    <Popup
      open={message !== null}
      onClose={close}
      label={t('inbox.deleteTitle')}
      title={t('inbox.deleteTitle')}
      closeLabel={t('common.close')}
      footer={
        <div className={styles.actions}>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={close}>
            {t('inbox.cancel')}
          </button>
          <button type="button" className={buttonClass()} onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending || undefined}>
            {remove.isPending ? t('common.loading') : t('inbox.confirmDelete')}
          </button>
        </div>
      }
    >
      <p className={local.messageBody}>{t('inbox.deleteBody', { title: message?.title ?? '' })}</p>
      {remove.isError ? (
        <p role="alert" className={styles.fieldError}>
          {t(errorKey(remove.error))}
        </p>
      ) : null}
    </Popup>
  );
}

/**
 * One message: a disclosure whose button carries the title, date and unread marker. Opening an
 * unread message marks it read (members with a read state only, spec section 6).
 */
function MessageItem({
  message,
  hasReadState,
  onDelete,
}: {
  message: Schema<'InboxMessage'>;
  hasReadState: boolean;
  onDelete: (message: Schema<'InboxMessage'>) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const markRead = useMarkInboxRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const unread = hasReadState && !message.read;
  const toggle = () => {
    setOpen(!open);
    if (!open && unread && !markRead.isPending) markRead.mutate(message.messageId, { onError: (error) => toast.error(errorKey(error)) });
  };
  return (
    <li className={styles.card}>
      <button type="button" className={local.messageToggle} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span className={`${local.messageTitle} ${unread ? local.unreadTitle : ''}`}>
          {unread ? <span className={local.dot} aria-hidden="true" /> : null}
          {message.title}
          {unread ? <VisuallyHidden> ({t('inbox.unread')})</VisuallyHidden> : null}
        </span>
        <DateTime value={message.createdAt} />
      </button>
      {open ? (
        <div id={panelId} className={styles.stack}>
          <p className={local.messageBody} dir="auto">
            {message.content}
          </p>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => onDelete(message)}
            aria-label={`${t('inbox.delete')}: ${message.title}`}
          >
            {t('inbox.delete')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function Messages() {
  const { t } = useTranslation();
  const inbox = useInboxMessages();
  const unread = useInboxUnreadCount();
  const [deleting, setDeleting] = useState<Schema<'InboxMessage'> | null>(null);
  return (
    <Loaded result={inbox} label={t('inbox.loading')} isEmpty={() => inbox.messages.length === 0} empty={t('inbox.empty')}>
      {() => (
        <>
          <p className={styles.muted} aria-live="polite">
            {inbox.hasReadState ? t('inbox.summary', { count: unread.count, total: inbox.totalCount }) : t('inbox.summaryNoState', { total: inbox.totalCount })}
          </p>
          <ul className={styles.list} aria-label={t('inbox.title')}>
            {inbox.messages.map((message) => (
              <MessageItem key={message.messageId} message={message} hasReadState={inbox.hasReadState} onDelete={setDeleting} />
            ))}
          </ul>
          <LoadMore shown={inbox.messages.length} total={inbox.totalCount} pages={inbox} />
          <DeleteDialog message={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </Loaded>
  );
}

/** Inbox (/m/inbox): the operator's messages to the member, newest first; open to read, delete with confirmation. */
export default function InboxScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('inbox.title')}>
      <MemberOnly>
        <Messages />
      </MemberOnly>
    </Page>
  );
}
