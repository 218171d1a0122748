import {
  bannerGroups,
  findPromotion,
  imageSrcSet,
  initialPromotionCategory,
  promotionImageSizes,
  promotionListImage,
  promotionsInCategory,
} from '@whitelabel/core';
import { usePromotions } from '@whitelabel/core/hooks';
import { BannerCarousel, BottomSheet, buttonClass, CategoryTabs, EmptyState, Skeleton, SkeletonGroup } from '@whitelabel/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AppFooter } from '../../app/AppFooter.js';
import { useBannerSlides } from '../../app/banners.js';
import { Page } from '../../app/Page.js';
import * as styles from './content.css.js';
import { errorMessageKey } from './errors.js';
import { usePromotionButton } from './promotion-action.js';
import { PromotionContent, PromotionPeriod } from './PromotionContent.js';

const bannerRatio = '750 / 300';

/**
 * Promotions (/m/activity, spec section 2): banners of group m_promotion, category tabs (the first
 * selected), a list of promotions (image of sequence 1, title, period, view more); a tap opens a
 * bottom sheet with the image, the sanitised HTML and the action button. `?id=` selects the tab
 * holding that promotion, scrolls to it and opens it.
 */
export default function ActivityScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryId = searchParams.get('id');
  const promotionsQuery = usePromotions();
  const { promotions, categories } = promotionsQuery;

  const [chosenCategory, setChosenCategory] = useState<string | null>(null);
  // The sheet keeps its promotion while it plays the closing animation.
  const [sheet, setSheet] = useState<{ id: string | null; open: boolean }>({ id: queryId, open: Boolean(queryId) });
  // The promotion a link asked for (?id=) keeps its tab selected after the sheet closes and the query is cleared.
  const [focusId, setFocusId] = useState(queryId);
  const [syncedQueryId, setSyncedQueryId] = useState(queryId);
  if (queryId !== syncedQueryId) {
    setSyncedQueryId(queryId);
    if (queryId) {
      setSheet({ id: queryId, open: true });
      setFocusId(queryId);
      setChosenCategory(null);
    }
  }
  const openSheet = (id: string) => setSheet({ id, open: true });

  const categoryId = chosenCategory ?? initialPromotionCategory(categories, promotions, focusId);
  const shown = useMemo(() => promotionsInCategory(promotions, categoryId), [promotions, categoryId]);
  const sheetPromotion = findPromotion(promotions, sheet.id);
  const sheetOpen = sheet.open && Boolean(sheetPromotion);

  // ?id=: scroll the promotion into view once the list holds it.
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!queryId || scrolledFor.current === queryId || !promotionsQuery.isSuccess) return;
    const target = findPromotion(promotions, queryId);
    if (!target) return;
    scrolledFor.current = queryId;
    document.getElementById(`promotion-${target.id}`)?.scrollIntoView({ block: 'start' });
  }, [queryId, promotions, promotionsQuery.isSuccess]);

  const close = () => {
    setSheet((current) => ({ ...current, open: false }));
    if (queryId) {
      const next = new URLSearchParams(searchParams);
      next.delete('id');
      setSearchParams(next, { replace: true });
    }
  };
  const { buttonFor, pending } = usePromotionButton(close);
  const button = sheetPromotion ? buttonFor(sheetPromotion) : null;

  const bannerQuery = useBannerSlides(bannerGroups.promotion, (index, total) => t('promotion.bannerSlide', { position: index + 1, total }), {
    openPromotion: openSheet,
  });
  const bannerItems = bannerQuery.slides;

  return (
    <Page title={t('promotion.title')} footer={<AppFooter />}>
      {bannerQuery.isPending ? (
        // The banner slot is reserved while the banners load, so nothing below it moves.
        <div className={styles.banner} aria-hidden="true">
          <Skeleton shape="rect" aspectRatio={bannerRatio} />
        </div>
      ) : bannerItems.length > 0 ? (
        <div className={styles.banner}>
          <BannerCarousel
            banners={bannerItems}
            label={t('promotion.banners')}
            slideLabel={(position, total) => t('promotion.bannerSlide', { position, total })}
            aspectRatio={bannerRatio}
          />
        </div>
      ) : null}

      {promotionsQuery.isPending ? (
        <SkeletonGroup label={t('promotion.loading')}>
          <div className={styles.list}>
            <Skeleton shape="rect" height="40px" />
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} shape="rect" aspectRatio="690 / 380" />
            ))}
          </div>
        </SkeletonGroup>
      ) : promotionsQuery.isError ? (
        <div className={styles.panel}>
          <p role="alert" className={styles.alert}>
            {t(errorMessageKey(promotionsQuery.error))}
          </p>
          <button type="button" className={buttonClass({ variant: 'secondary', block: true })} onClick={() => void promotionsQuery.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          {categories.length > 0 ? (
            <CategoryTabs
              label={t('promotion.categories')}
              tabs={categories.map((category) => ({ id: category.id, label: category.name }))}
              selectedId={categoryId ?? ''}
              onSelect={setChosenCategory}
            />
          ) : null}
          <section aria-label={t('promotion.list')}>
            {shown.length === 0 ? (
              <EmptyState title={t('promotion.empty')} />
            ) : (
              <ul className={styles.list}>
                {shown.map((promotion, index) => {
                  const image = promotionListImage(promotion.announcementImages);
                  return (
                    <li key={promotion.id}>
                      <button
                        type="button"
                        id={`promotion-${promotion.id}`}
                        className={styles.card}
                        data-highlighted={(sheetOpen && sheetPromotion?.id === promotion.id) || undefined}
                        aria-haspopup="dialog"
                        onClick={() => openSheet(promotion.id)}
                      >
                        {image ? (
                          <img
                            className={styles.promotionImage}
                            src={image}
                            srcSet={imageSrcSet(image)}
                            sizes={promotionImageSizes}
                            alt=""
                            width={690}
                            height={300}
                            loading={index === 0 ? 'eager' : 'lazy'}
                            decoding="async"
                          />
                        ) : null}
                        <span className={styles.cardBody}>
                          <span className={styles.cardTitle}>{promotion.title}</span>
                          <span className={styles.cardFooter}>
                            <PromotionPeriod promotion={promotion} />
                            <span className={styles.viewMore} aria-hidden="true">
                              {t('promotion.viewMore')}
                            </span>
                          </span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </>
      )}

      <BottomSheet
        open={sheetOpen}
        onClose={close}
        label={sheetPromotion?.title ?? t('promotion.detailTitle')}
        title={sheetPromotion?.title}
        closeLabel={t('promotion.close')}
        footer={
          button ? (
            <button type="button" className={buttonClass({ block: true })} disabled={pending} onClick={button.run}>
              {t(button.labelKey)}
            </button>
          ) : undefined
        }
      >
        {sheetPromotion ? <PromotionContent promotion={sheetPromotion} /> : null}
      </BottomSheet>
    </Page>
  );
}
