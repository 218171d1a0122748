import type { Schema } from '@whitelabel/api';
import { useBanners } from '@whitelabel/core/hooks';
import { BannerCarousel, type Banner } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGameLauncher } from '../../app/game-launch.js';

export interface GameBannerProps {
  group: Schema<'BannerGroup'>;
  /** Text alternative of the art, e.g. the page title. */
  label: string;
}

/**
 * The banners of a game page (group m_rng, m_live...; spec section 9): the slot is kept while they
 * load, and a banner follows its linkage (a route, an address, a promotion or a game).
 */
export function GameBanner({ group, label }: GameBannerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { launch } = useGameLauncher();
  const { banners, isPending } = useBanners(group);
  if (!isPending && banners.length === 0) return null;

  const follow = (linkage: Schema<'Banner'>['linkage']): (() => void) | undefined => {
    const target = linkage.target;
    if (!target) return undefined;
    switch (linkage.kind) {
      case 'ROUTE':
        return () => navigate(target);
      case 'URL':
        return () => window.open(target, '_blank', 'noopener');
      case 'PROMOTION':
        return () => navigate(`/m/activity?id=${encodeURIComponent(target)}`);
      case 'GAME':
        return () => launch({ nodeId: target, gameCode: 'lobby', roomId: null });
      default:
        return undefined;
    }
  };

  const slides: Banner[] = [...banners]
    .sort((a, b) => a.sequence - b.sequence)
    .map((banner) => ({ id: banner.id, src: banner.imageUrl, alt: label, onSelect: follow(banner.linkage) }));
  return <BannerCarousel banners={slides} label={t('games.banner.label')} slideLabel={(position, total) => t('games.banner.slide', { position, total })} />;
}
