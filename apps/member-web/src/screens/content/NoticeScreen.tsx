import { formatListDate, noticeListEntries } from '@whitelabel/core';
import { useMarkNoticeRead, useNoticeList } from '@whitelabel/core/hooks';
import { Accordion, type AccordionItem, buttonClass, Icon, Skeleton, SkeletonGroup } from '@whitelabel/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page, useBack } from '../../app/Page.js';
import * as styles from './content.css.js';
import { errorMessageKey } from './errors.js';
import { SafeHtml } from '../../app/SafeHtml.js';
import { htmlToText } from '../../app/sanitize.js';

const placeholderId = 'no-announcement';

/**
 * Notices (/m/notice, spec sections 2 and 4): the app header is hidden; an accordion of notices with
 * title, start date (YYYY-MM-DD), preview, full content and an unread marker. `?index=` opens the
 * tapped item. Opening marks it read (locally first, then the server, then a reload); member type 4
 * and guests see everything read. An empty list shows one no-announcement entry.
 */
export default function NoticeScreen() {
  const { t } = useTranslation();
  const back = useBack();
  const [searchParams] = useSearchParams();
  const query = useNoticeList();
  const { notices, tracksRead } = query;
  const { markRead } = useMarkNoticeRead(['A']);
  const listRef = useRef<HTMLDivElement>(null);

  const entries = useMemo(() => noticeListEntries(notices), [notices]);
  const items: AccordionItem[] = entries.map((entry) =>
    entry.kind === 'placeholder'
      ? { id: placeholderId, title: t(entry.titleKey), content: <p className={styles.muted}>{t(entry.titleKey)}</p> }
      : {
          id: entry.notice.id,
          title: entry.notice.title,
          meta: <time dateTime={entry.notice.startDate}>{formatListDate(entry.notice.startDate)}</time>,
          preview: htmlToText(entry.notice.content),
          content: <SafeHtml html={entry.notice.content} />,
          unread: !entry.notice.read,
        },
  );

  const open = (id: string) => {
    if (!tracksRead || id === placeholderId) return;
    const notice = notices.find((item) => item.id === id);
    if (notice && !notice.read) markRead(id);
  };

  // ?index= : the tapped item opens at first, is scrolled into view and counts as read.
  const indexParam = searchParams.get('index');
  const index = indexParam === null || indexParam === '' ? NaN : Number(indexParam);
  const initialId = Number.isInteger(index) && index >= 0 ? items[index]?.id : undefined;
  const initialHandled = useRef(false);
  useEffect(() => {
    if (initialHandled.current || !query.isSuccess) return;
    initialHandled.current = true;
    if (!initialId) return;
    open(initialId);
    listRef.current?.querySelector('[aria-expanded="true"]')?.scrollIntoView({ block: 'start' });
    // Only once, when the list first arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isSuccess]);

  return (
    <Page title={t('notice.title')} hideHeader>
      <div className={styles.noticeHeader}>
        <h1 className={styles.pageTitle}>{t('notice.title')}</h1>
        <button type="button" className={styles.iconButton} aria-label={t('notice.close')} onClick={back}>
          <Icon name="close" />
        </button>
      </div>
      {query.isPending ? (
        <SkeletonGroup label={t('notice.loading')}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} shape="rect" height="72px" />
          ))}
        </SkeletonGroup>
      ) : query.isError ? (
        <div className={styles.panel}>
          <p role="alert" className={styles.alert}>
            {t(errorMessageKey(query.error))}
          </p>
          <button type="button" className={buttonClass({ variant: 'secondary', block: true })} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <div ref={listRef}>
          <Accordion items={items} defaultExpandedIds={initialId ? [initialId] : []} onOpen={open} unreadLabel={t('notice.unread')} headingLevel={2} />
        </div>
      )}
    </Page>
  );
}
