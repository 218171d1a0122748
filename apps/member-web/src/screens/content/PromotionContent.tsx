import type { Schema } from '@whitelabel/api';
import { imageSrcSet, promotionImageSizes, promotionListImage, promotionPeriod } from '@whitelabel/core';
import { useTranslation } from 'react-i18next';
import * as styles from './content.css.js';
import { SafeHtml } from '../../app/SafeHtml.js';
import { visuallyHidden } from '@whitelabel/ui';

/** A promotion's period line: YYYY/MM/DD to YYYY/MM/DD, or the start date and "long term" (spec section 2). */
export function PromotionPeriod({ promotion }: { promotion: Schema<'Promotion'> }) {
  const { t } = useTranslation();
  const period = promotionPeriod(promotion);
  return (
    <span className={styles.period}>
      <span className={visuallyHidden}>{t('promotion.periodLabel')}: </span>
      {t(period.key, period.values ?? {})}
    </span>
  );
}

/** The image (sequence 1), period and sanitised HTML of one promotion: the popup's and the detail page's body. */
export function PromotionContent({ promotion }: { promotion: Schema<'Promotion'> }) {
  const image = promotionListImage(promotion.announcementImages);
  return (
    <div className={styles.sheetBody}>
      {image ? <img className={styles.sheetImage} src={image} srcSet={imageSrcSet(image)} sizes={promotionImageSizes} alt="" width={690} height={300} /> : null}
      <PromotionPeriod promotion={promotion} />
      <SafeHtml html={promotion.content} />
    </div>
  );
}
