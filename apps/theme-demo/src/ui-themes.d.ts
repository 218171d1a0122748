declare module 'virtual:ui-themes' {
  /** Every theme entry of @whitelabel/ui (`@whitelabel/ui/themes/<id>`), by id, sorted. */
  export const themeModules: readonly { id: string; module: Record<string, unknown> }[];
}

declare module 'virtual:merchants' {
  import type { Currency, MerchantConfig } from '@whitelabel/core';
  import type { ThemeTokens } from '@whitelabel/ui/theme';
  import type { DemoSiteSettings } from './themes.js';
  /** Every merchant of the workspace's merchants/ folder with its currency and site settings, the oldest first. */
  export const merchantConfigs: readonly (MerchantConfig & { currency: Currency; site: DemoSiteSettings })[];
  /** Each merchant's theme tokens by code: its base theme's with its theme.json's tokens laid over. */
  export const merchantThemeTokens: Readonly<Record<string, ThemeTokens>>;
}

declare module 'virtual:merchant-folders' {
  import type { WorkspaceFolder } from './studio/folder.js';
  /** Each merchant folder of the workspace by code: its merchant.json as written and its artwork's SVG (the studio's). */
  export const merchantFolders: Readonly<Record<string, WorkspaceFolder>>;
}
