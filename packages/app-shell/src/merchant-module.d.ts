// `@merchant`, written by the sites' Vite configuration (@whitelabel/tooling/merchant-app) for the build's merchant.
declare module '@merchant' {
  import type { MerchantConfig } from '@whitelabel/core';
  import type { MerchantTheme } from '@whitelabel/ui';
  export const merchant: MerchantConfig;
  export const merchantTheme: MerchantTheme;
  /** The header's logo: the merchant's artwork for the header's background (a data URL) and its viewBox's width and height. */
  export const merchantLogo: { src: string; width: number; height: number };
}
