import type { Schema } from '@whitelabel/api';
import { BannerCarousel } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import { useBannerSlides } from '../../app/banners.js';

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
  const { isPending, slides } = useBannerSlides(group, () => label);
  if (!isPending && slides.length === 0) return null;
  return <BannerCarousel banners={slides} label={t('games.banner.label')} slideLabel={(position, total) => t('games.banner.slide', { position, total })} />;
}
