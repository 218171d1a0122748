import { usePromotion } from '@whitelabel/core/hooks';
import { buttonClass, Skeleton, SkeletonGroup } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import * as styles from './content.css.js';
import { errorMessageKey } from './errors.js';
import { usePromotionButton } from './promotion-action.js';
import { PromotionContent } from './PromotionContent.js';

/** One promotion as a page (/m/activityDetail?id=): image, title, period, sanitised HTML and its action. */
export default function ActivityDetailScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const query = usePromotion(id);
  const { promotion } = query;
  const { buttonFor, pending } = usePromotionButton();
  const button = promotion ? buttonFor(promotion) : null;

  return (
    <Page title={t('promotion.detailTitle')}>
      {query.isPending ? (
        <SkeletonGroup label={t('promotion.loading')}>
          <Skeleton shape="rect" aspectRatio="690 / 300" />
          <Skeleton width="70%" />
          <Skeleton />
          <Skeleton />
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
      ) : !promotion ? (
        <div className={styles.panel}>
          <p className={styles.muted}>{t('promotion.notFound')}</p>
          <Link className={styles.textLink} to="/m/activity">
            {t('promotion.backToList')}
          </Link>
        </div>
      ) : (
        <article className={styles.sheetBody}>
          <h2 className={styles.pageTitle}>{promotion.title}</h2>
          <PromotionContent promotion={promotion} />
          {button ? (
            <button type="button" className={buttonClass({ block: true })} disabled={pending} onClick={button.run}>
              {t(button.labelKey)}
            </button>
          ) : null}
        </article>
      )}
    </Page>
  );
}
