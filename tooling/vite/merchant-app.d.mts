import type { Plugin, PluginOption, UserConfig } from 'vite';

/** What the configuration needs of a merchant (core's MerchantConfig has more, all of it written into `@merchant`). */
interface BuildMerchant {
  code: string;
  themeId: string;
}

export declare function merchantModule(merchant: BuildMerchant): Plugin;
export declare function merchantApp(options: { merchant: BuildMerchant; plugins: PluginOption[]; outDir?: string }): UserConfig;
