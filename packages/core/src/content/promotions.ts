import { promotionListImage } from '../format/format.js';
/** What the promotions screen needs of a promotion (spec section 3). */
export interface PromotionRef {
  id: string;
  linkedPromotionId?: string | null;
  promoAnnouncementCategoryIds?: readonly string[] | null;
}

export interface PromotionCategoryRef {
  id: string;
  sequence?: number | null;
}

/** Categories in tab order (by sequence); the first one is selected when the screen opens (spec section 2). */
export function sortPromotionCategories<C extends PromotionCategoryRef>(categories: readonly C[]): C[] {
  return [...categories].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
}

/** Promotions of one category tab; without categories (none configured) every promotion shows. */
export function promotionsInCategory<P extends PromotionRef>(promotions: readonly P[], categoryId: string | null | undefined): P[] {
  if (!categoryId) return [...promotions];
  return promotions.filter((promotion) => promotion.promoAnnouncementCategoryIds?.includes(categoryId));
}

/**
 * One promotion by the id of a link (/m/activity?id=, /m/activityDetail?id=, /m/applyReward?id=):
 * its own id first, else the linked promotion id that reward applications carry.
 */
export function findPromotion<P extends PromotionRef>(promotions: readonly P[], id: string | null | undefined): P | undefined {
  if (!id) return undefined;
  return promotions.find((promotion) => promotion.id === id) ?? promotions.find((promotion) => promotion.linkedPromotionId === id);
}

/**
 * The tab to select when the screen opens: the first category holding the promotion asked for
 * (?id=), else the first category.
 */
export function initialPromotionCategory<P extends PromotionRef, C extends PromotionCategoryRef>(
  categories: readonly C[],
  promotions: readonly P[],
  promotionId?: string | null,
): string | null {
  const sorted = sortPromotionCategories(categories);
  const wanted = findPromotion(promotions, promotionId);
  const holding = wanted ? sorted.find((category) => wanted.promoAnnouncementCategoryIds?.includes(category.id)) : undefined;
  return (holding ?? sorted[0])?.id ?? null;
}

export type PromotionActionKind = 'APPLY' | 'JOIN' | 'LINK' | 'NONE';

/** What the action button of a promotion does (contract: Promotion.actionKind). */
export type PromotionAction =
  { kind: 'apply'; route: string } | { kind: 'join'; promotionId: string } | { kind: 'route'; route: string } | { kind: 'url'; url: string } | null;

/**
 * The action of a promotion's popup: APPLY opens the reward application (/m/applyReward?id=, the
 * promotion's own id), JOIN calls the sign-up join, LINK follows its target (a /m route inside the
 * site, an http(s) URL outside), NONE shows no button.
 */
export function promotionAction(promotion: PromotionRef & { actionKind: PromotionActionKind; actionTarget?: string | null }): PromotionAction {
  switch (promotion.actionKind) {
    case 'APPLY':
      return { kind: 'apply', route: `/m/applyReward?id=${encodeURIComponent(promotion.id)}` };
    case 'JOIN':
      return { kind: 'join', promotionId: promotion.id };
    case 'LINK': {
      const target = promotion.actionTarget?.trim();
      if (!target) return null;
      if (target.startsWith('/m/') || target === '/m') return { kind: 'route', route: target };
      return /^https?:\/\//i.test(target) ? { kind: 'url', url: target } : null;
    }
    default:
      return null;
  }
}

/**
 * The image of the first promotion the promotions page lists when it opens without `?id=` (the first
 * category tab, the list image of sequence 1): the site server shows it in the first-screen shell.
 */
export function openingPromotionImage<
  P extends PromotionRef & { announcementImages?: readonly { sequence?: number | null; url: string }[] | null },
  C extends PromotionCategoryRef,
>(promotions: readonly P[], categories: readonly C[]): string | undefined {
  const first = promotionsInCategory(promotions, initialPromotionCategory(categories, promotions))[0];
  return promotionListImage(first?.announcementImages);
}
