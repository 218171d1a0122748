import { buttonClass, Skeleton, SkeletonGroup } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import * as styles from './content.css.js';
import { errorMessageKey } from './errors.js';
import { useHelpSelection } from './help-topic.js';
import { SafeHtml } from '../../app/SafeHtml.js';

/** One help topic as a page (/m/helpDetail, same tag / i / c query as the help centre), without the side navigation. */
export default function HelpDetailScreen() {
  const { t } = useTranslation();
  const { query, topic, child, search } = useHelpSelection();
  const shown = child ?? topic;

  return (
    <Page title={shown?.title ?? t('help.detailTitle')}>
      {query.isPending ? (
        <SkeletonGroup label={t('help.loading')}>
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
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
      ) : !shown ? (
        <div className={styles.panel}>
          <p className={styles.muted}>{t('help.notFound')}</p>
        </div>
      ) : (
        <article className={styles.helpArticle}>
          <SafeHtml html={shown.content} />
          <Link className={styles.textLink} to={{ pathname: '/m/help', search }}>
            {t('help.allTopics')}
          </Link>
        </article>
      )}
    </Page>
  );
}
