import type { Schema } from '@whitelabel/api';
import { VendorGrid } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import { useGameLauncher } from '../../app/game-launch.js';

/**
 * The providers of a provider-lobby category as tiles (spec 2.082, 2.098); a tile opens the provider's game like a
 * game card (login popup for a guest, loading toast, refusals shown).
 */
export function ProviderTiles({ gameType, vendors }: { gameType: Schema<'GameType'>; vendors: readonly Schema<'Vendor'>[] }) {
  const { t } = useTranslation();
  const { launchVendor, openingVendor } = useGameLauncher();
  return (
    <VendorGrid
      label={t('games.providers.title')}
      labels={{ maintenance: t('status.maintenance.title') }}
      vendors={vendors.map((vendor) => ({ id: vendor.vassalage, name: vendor.displayName, iconUrl: vendor.iconUrl, maintenance: vendor.maintenance }))}
      openingId={openingVendor}
      onOpen={(vassalage) => launchVendor({ gameType, vassalage })}
    />
  );
}
