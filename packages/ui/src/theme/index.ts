export { vars, type ThemeTokens } from './contract.css.js';
export { fontStacks, sharedTokens, systemFontStack } from './shared-tokens.js';
export { extendTokens, themeCss, type ThemeOverrides } from './build.js';
export { contrastPairs, contrastRatio } from './contrast.js';

export interface MerchantTheme {
  id: string;
  name: string;
  className: string;
}
