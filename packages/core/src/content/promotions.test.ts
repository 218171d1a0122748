import { describe, expect, it } from 'vitest';
import {
  findPromotion,
  initialPromotionCategory,
  openingPromotionImage,
  promotionAction,
  promotionsInCategory,
  sortPromotionCategories,
} from './promotions.js';

const promotions = [
  { id: '110', linkedPromotionId: '160', promoAnnouncementCategoryIds: ['101'] },
  { id: '111', linkedPromotionId: '161', promoAnnouncementCategoryIds: ['102'] },
  { id: '113', linkedPromotionId: null, promoAnnouncementCategoryIds: ['102', '104'] },
];
const categories = [
  { id: '104', sequence: 3 },
  { id: '101', sequence: 0 },
  { id: '102', sequence: 1 },
];

describe('promotions screen (spec section 2: category tabs, first selected; ?id opens one)', () => {
  it('orders the tabs by sequence', () => {
    expect(sortPromotionCategories(categories).map((c) => c.id)).toEqual(['101', '102', '104']);
  });
  it('lists the promotions of a tab, or every promotion when there are no categories', () => {
    expect(promotionsInCategory(promotions, '102').map((p) => p.id)).toEqual(['111', '113']);
    expect(promotionsInCategory(promotions, '999')).toEqual([]);
    expect(promotionsInCategory(promotions, null)).toHaveLength(3);
  });
  it('finds a promotion by its id, else by the linked promotion id of a reward link', () => {
    expect(findPromotion(promotions, '111')?.id).toBe('111');
    expect(findPromotion(promotions, '160')?.id).toBe('110');
    expect(findPromotion(promotions, '404')).toBeUndefined();
    expect(findPromotion(promotions, null)).toBeUndefined();
  });
  it('selects the first tab, or the first tab holding the promotion asked for', () => {
    expect(initialPromotionCategory(categories, promotions)).toBe('101');
    expect(initialPromotionCategory(categories, promotions, '113')).toBe('102');
    expect(initialPromotionCategory(categories, promotions, 'unknown')).toBe('101');
    expect(initialPromotionCategory([], promotions, '113')).toBeNull();
  });
  it('names the image the page opens with: the first tab’s first promotion, its list image (sequence 1)', () => {
    const withImages = [
      { id: '111', promoAnnouncementCategoryIds: ['102'], announcementImages: [{ sequence: 1, url: '/p/111-1.webp' }] },
      {
        id: '110',
        promoAnnouncementCategoryIds: ['101'],
        announcementImages: [
          { sequence: 2, url: '/p/110-2.webp' },
          { sequence: 1, url: '/p/110-1.webp' },
        ],
      },
    ];
    expect(openingPromotionImage(withImages, categories)).toBe('/p/110-1.webp');
    expect(openingPromotionImage(withImages, []), 'no categories: every promotion, in order').toBe('/p/111-1.webp');
    expect(openingPromotionImage([{ id: '110', promoAnnouncementCategoryIds: ['101'], announcementImages: [] }], categories)).toBeUndefined();
    expect(openingPromotionImage([], categories)).toBeUndefined();
  });
});

describe('promotion action button (contract Promotion.actionKind)', () => {
  const base = { id: '110', linkedPromotionId: '160' };
  it('opens the reward application with the promotion id', () => {
    expect(promotionAction({ ...base, actionKind: 'APPLY', actionTarget: '/m/applyReward?id=160' })).toEqual({ kind: 'apply', route: '/m/applyReward?id=110' });
  });
  it('joins a sign-up promotion by its id', () => {
    expect(promotionAction({ ...base, actionKind: 'JOIN', actionTarget: null })).toEqual({ kind: 'join', promotionId: '110' });
  });
  it('follows a link inside the site as a route and an http(s) link as a URL; other targets show no button', () => {
    expect(promotionAction({ ...base, actionKind: 'LINK', actionTarget: '/m/voucherCenter' })).toEqual({ kind: 'route', route: '/m/voucherCenter' });
    expect(promotionAction({ ...base, actionKind: 'LINK', actionTarget: 'https://example.com/x' })).toEqual({ kind: 'url', url: 'https://example.com/x' });
    expect(promotionAction({ ...base, actionKind: 'LINK', actionTarget: 'javascript:alert(1)' })).toBeNull();
    expect(promotionAction({ ...base, actionKind: 'LINK', actionTarget: null })).toBeNull();
    expect(promotionAction({ ...base, actionKind: 'NONE', actionTarget: null })).toBeNull();
  });
});
