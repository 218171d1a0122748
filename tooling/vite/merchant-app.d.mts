import type { Plugin, PluginOption, UserConfig } from 'vite';

/** What the configuration needs of a merchant (@whitelabel/merchants' Merchant has more). */
interface BuildMerchant {
  /** Written into `@merchant` as it is (core's MerchantConfig). */
  config: { code: string };
  theme: { id: string; name: string; className: string; css: string };
  /** The header's logo (@whitelabel/merchants' headerLogo). */
  logo: { svg: string; width: number; height: number };
}

export declare function merchantModule(merchant: BuildMerchant): Plugin;
export declare function merchantApp(options: { merchant: BuildMerchant; plugins: PluginOption[]; outDir?: string }): UserConfig;
