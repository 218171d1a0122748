import { promotionAction, promotionListImage, promotionPeriod, promotionsInCategory } from '@whitelabel/core';
import { BottomSheet, CategoryTabs, EmptyState, Header } from '@whitelabel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promotionCategories, promotions } from '../fixtures.js';
import { Footer } from './Footer.js';
import * as styles from './screens.css.js';

type Promotion = (typeof promotions)[number];

/** The promotions screen: category tabs, the promotion cards, and a promotion's details in a bottom sheet. */
export function Promotions({ initiallyOpen }: { initiallyOpen?: string }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState(promotionCategories[0]?.id ?? '');
  const [openId, setOpenId] = useState<string | undefined>(initiallyOpen);
  const shown = promotionsInCategory(promotions, category);
  const open = promotions.find((promotion) => promotion.id === openId);
  const period = (promotion: Promotion) => {
    const text = promotionPeriod(promotion);
    return t(text.key, text.values ?? {});
  };
  const action = open ? promotionAction(open) : null;

  return (
    <>
      <Header title={t('demo.promotions.title')} backLabel={t('common.back')} />
      <main className={styles.withFooter}>
        <CategoryTabs
          label={t('demo.promotions.categories')}
          tabs={promotionCategories.map((item) => ({ id: item.id, label: item.name }))}
          selectedId={category}
          onSelect={setCategory}
        />
        {shown.length === 0 ? (
          <EmptyState title={t('demo.promotions.empty')} />
        ) : (
          <ul className={styles.promotionList}>
            {shown.map((promotion) => (
              <li key={promotion.id}>
                <button type="button" className={styles.promotionCard} aria-haspopup="dialog" onClick={() => setOpenId(promotion.id)}>
                  <img className={styles.promotionImage} src={promotionListImage(promotion.announcementImages)} alt="" width={750} height={300} />
                  <span className={styles.promotionText}>
                    <span className={styles.promotionTitle}>{promotion.title}</span>
                    <span className={styles.promotionPeriod}>{period(promotion)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </main>
      <Footer current="promotion" onSelect={() => undefined} />
      <BottomSheet
        open={Boolean(open)}
        onClose={() => setOpenId(undefined)}
        label={open?.title ?? t('demo.promotions.title')}
        title={open?.title}
        closeLabel={t('demo.close')}
        footer={
          action ? (
            <button type="button" className={styles.wideButton} onClick={() => setOpenId(undefined)}>
              {t(action.kind === 'join' ? 'demo.promotions.join' : 'demo.promotions.apply')}
            </button>
          ) : undefined
        }
      >
        {open && (
          <div className={styles.stack}>
            <span className={styles.promotionPeriod}>{period(open)}</span>
            <img
              className={styles.sheetImage}
              src={open.announcementImages[1]?.url ?? promotionListImage(open.announcementImages)}
              alt=""
              width={750}
              height={300}
            />
            {/* The operator's promotion HTML, from the typed fixtures of @whitelabel/api (static, shipped with the
                package). Its own language sets its direction: English content stays left to right in an Arabic frame. */}
            <div className={styles.sheetContent} dir="auto" dangerouslySetInnerHTML={{ __html: open.content }} />
          </div>
        )}
      </BottomSheet>
    </>
  );
}
