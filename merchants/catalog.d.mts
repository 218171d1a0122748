import type { MerchantConfig } from '@whitelabel/core';
import type { MerchantTheme, ThemeTokens } from '@whitelabel/ui/theme';

/** A merchant as a build needs it: its configuration, its theme's tokens, and its theme class with that class's CSS. */
export interface Merchant {
  config: MerchantConfig;
  tokens: ThemeTokens;
  theme: MerchantTheme & { css: string };
}

export { firstMerchantCode, merchantBuildDir, merchantCodes, merchantHosts, merchantsDir } from './folders.mjs';
export declare function merchantConfig(code: string, dir?: string): MerchantConfig;
export declare function merchantConfigs(dir?: string): MerchantConfig[];
export declare function loadMerchant(code: string, dir?: string): Promise<Merchant>;
