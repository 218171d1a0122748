import { formatPopupDate } from '@whitelabel/core';
import { useMarkNoticeRead, useNoticeList } from '@whitelabel/core/hooks';
import { buttonClass, Skeleton, SkeletonGroup } from '@whitelabel/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import * as styles from './content.css.js';
import { errorMessageKey } from './errors.js';
import { SafeHtml } from '../../app/SafeHtml.js';

/** One notice (/m/noticeDetail?id=): title, start date (YYYY/MM/DD), sanitised content; viewing marks it read. */
export default function NoticeDetailScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const query = useNoticeList();
  const { markRead } = useMarkNoticeRead(['A']);
  const notice = id ? query.notices.find((item) => item.id === id) : undefined;
  const unreadId = query.tracksRead && notice && !notice.read ? notice.id : null;

  useEffect(() => {
    if (unreadId) markRead(unreadId);
  }, [unreadId, markRead]);

  return (
    <Page title={t('notice.detailTitle')}>
      {query.isPending ? (
        <SkeletonGroup label={t('notice.loading')}>
          <Skeleton width="70%" />
          <Skeleton width="40%" />
          <Skeleton shape="rect" height="160px" />
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
      ) : !notice ? (
        <div className={styles.panel}>
          <p className={styles.muted}>{t('notice.notFound')}</p>
          <Link className={styles.textLink} to="/m/notice">
            {t('notice.backToList')}
          </Link>
        </div>
      ) : (
        <article className={styles.sheetBody}>
          <h2 className={styles.pageTitle}>{notice.title}</h2>
          <p className={styles.muted}>
            <time dateTime={notice.startDate}>{formatPopupDate(notice.startDate)}</time>
          </p>
          <SafeHtml html={notice.content} />
        </article>
      )}
    </Page>
  );
}
