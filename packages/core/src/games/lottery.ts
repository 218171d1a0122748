import { merchantDefaults, type PrizeMode } from '../constants/business.js';

/** Vendor mapping of the vendor info (spec section 3): entry name to the vendors it maps to. */
export type VendorMapping = Readonly<Record<string, readonly string[] | string | null | undefined>>;

function entries(value: readonly string[] | string | null | undefined): readonly string[] {
  if (value == null) return [];
  return typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value;
}

/**
 * Prize mode (spec section 4): electronic lottery (Elott) when the vendor mapping has an ELOTT entry
 * with TCG_LOTTO_VN or LOTT, else normal lottery (Lott). Before the mapping is known, the merchant
 * default of section 9 (Elott) applies.
 */
export function prizeMode(mapping: VendorMapping | null | undefined): PrizeMode {
  if (!mapping) return merchantDefaults.defaultPrizeMode;
  const elott = entries(mapping.ELOTT);
  return elott.includes('TCG_LOTTO_VN') || elott.includes('LOTT') ? 'Elott' : 'Lott';
}
