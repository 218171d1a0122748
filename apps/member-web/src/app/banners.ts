import type { Schema } from '@whitelabel/api';
import type { InfoPopup } from '@whitelabel/core/state';

type Linkage = Schema<'Banner'>['linkage'];

/**
 * What tapping a banner does, from its linkage (contract: NONE, URL, ROUTE, GAME, PROMOTION): an
 * external page in a new tab, an /m route, the game's launch, or the promotion on /m/activity.
 * Undefined for NONE or a linkage without a target: the banner is then a picture only.
 */
export function bannerAction(
  linkage: Linkage,
  actions: {
    navigate: (to: string) => void;
    launch: (game: { nodeId: string; gameCode: string; roomId: null }) => void;
    openInfo?: (popup: InfoPopup) => void;
  },
): (() => void) | undefined {
  const target = linkage.target?.trim();
  if (!target) return undefined;
  switch (linkage.kind) {
    case 'URL':
      return /^https?:\/\//.test(target) ? () => void window.open(target, '_blank', 'noopener') : undefined;
    case 'ROUTE':
      return target.startsWith('/m') ? () => actions.navigate(target) : undefined;
    case 'GAME':
      return () => actions.launch({ nodeId: target, gameCode: 'lobby', roomId: null });
    case 'PROMOTION':
      return () => actions.navigate(`/m/activity?id=${encodeURIComponent(target)}`);
    default:
      return undefined;
  }
}
