import { helpQueryFor } from '@whitelabel/core';
import { buttonClass, EmptyState, Skeleton, SkeletonGroup } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import * as styles from './content.css.js';
import { errorMessageKey } from './errors.js';
import { useHelpSelection } from './help-topic.js';
import { SafeHtml } from '../../app/SafeHtml.js';

/**
 * Help centre (/m/help, spec section 2): side navigation of topic titles (and their sub-topics) and
 * the open topic's sanitised HTML; `?tag=` (e.g. terms), `?i=` and `?c=` choose the open topic.
 */
export default function HelpScreen() {
  const { t } = useTranslation();
  const { query, topics, selection, topic, child } = useHelpSelection();

  return (
    <Page title={t('help.title')}>
      {query.isPending ? (
        <SkeletonGroup label={t('help.loading')}>
          <div className={styles.helpLayout}>
            <Skeleton shape="rect" height="280px" />
            <div className={styles.helpArticle}>
              <Skeleton width="60%" />
              <Skeleton />
              <Skeleton />
              <Skeleton width="80%" />
            </div>
          </div>
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
      ) : !topic ? (
        <EmptyState title={t('help.empty')} />
      ) : (
        <div className={styles.helpLayout}>
          <nav className={styles.helpNav} aria-label={t('help.topics')}>
            <ul className={styles.helpNavList}>
              {topics.map((item, topicIndex) => (
                <li key={item.id}>
                  <Link
                    className={styles.helpNavLink}
                    to={{ search: helpQueryFor(topicIndex) }}
                    aria-current={topicIndex === selection.topicIndex && selection.childIndex < 0 ? 'page' : undefined}
                  >
                    {item.title}
                  </Link>
                  {item.children?.length ? (
                    <ul className={styles.helpNavList}>
                      {item.children.map((sub, childIndex) => (
                        <li key={sub.id}>
                          <Link
                            className={styles.helpNavChild}
                            to={{ search: helpQueryFor(topicIndex, childIndex) }}
                            aria-current={topicIndex === selection.topicIndex && childIndex === selection.childIndex ? 'page' : undefined}
                          >
                            {sub.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          <article className={styles.helpArticle} aria-labelledby="help-topic-title">
            <h2 id="help-topic-title" className={styles.sectionTitle}>
              {(child ?? topic).title}
            </h2>
            <SafeHtml html={(child ?? topic).content} />
          </article>
        </div>
      )}
    </Page>
  );
}
