// Resolved by vite.config.ts to the merchant's theme entry of @whitelabel/ui.
declare module '@merchant-theme' {
  import type { MerchantTheme } from '@whitelabel/ui';
  export const merchantTheme: MerchantTheme;
}
