import type { Schema } from '@whitelabel/api';
import { useBanners } from '@whitelabel/core/hooks';
import type { Banner } from '@whitelabel/ui';
import { useNavigate } from 'react-router-dom';
import { useGameLauncher } from './game-launch.js';

type Linkage = Schema<'Banner'>['linkage'];

interface BannerActions {
  navigate: (to: string) => void;
  launch: (game: { nodeId: string; gameCode: string; roomId: null }) => void;
  /** Shows a promotion where the banner is (the promotions page's sheet); without it, /m/activity?id= opens it. */
  openPromotion?: (id: string) => void;
}

/**
 * What tapping a banner does, from its linkage (contract: NONE, URL, ROUTE, GAME, PROMOTION): an
 * external page over http(s) in a new tab, an /m route, the game's launch, or the promotion.
 * Undefined for NONE or a linkage without a usable target: the banner is then a picture only.
 */
export function bannerAction(linkage: Linkage, actions: BannerActions): (() => void) | undefined {
  const target = linkage.target?.trim();
  if (!target) return undefined;
  switch (linkage.kind) {
    case 'URL':
      return /^https?:\/\//i.test(target) ? () => void window.open(target, '_blank', 'noopener') : undefined;
    case 'ROUTE':
      return target.startsWith('/m') ? () => actions.navigate(target) : undefined;
    case 'GAME':
      return () => actions.launch({ nodeId: target, gameCode: 'lobby', roomId: null });
    case 'PROMOTION': {
      const { openPromotion } = actions;
      return openPromotion ? () => openPromotion(target) : () => actions.navigate(`/m/activity?id=${encodeURIComponent(target)}`);
    }
    default:
      return undefined;
  }
}

/**
 * A banner group as carousel slides, in the operator's order (`sequence`), each following its linkage;
 * `alt` names the slide at `index` (from 0) of `total`.
 */
export function useBannerSlides(
  group: Schema<'BannerGroup'>,
  alt: (index: number, total: number) => string,
  options: { openPromotion?: (id: string) => void } = {},
): { isPending: boolean; slides: Banner[] } {
  const navigate = useNavigate();
  const { launch } = useGameLauncher();
  const { banners, isPending } = useBanners(group);
  const slides = [...banners]
    .sort((a, b) => a.sequence - b.sequence)
    .map((banner, index) => ({
      id: banner.id,
      src: banner.imageUrl,
      alt: alt(index, banners.length),
      onSelect: bannerAction(banner.linkage, { navigate, launch, openPromotion: options.openPromotion }),
    }));
  return { isPending, slides };
}
