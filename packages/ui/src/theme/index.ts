export { vars, type ThemeTokens } from './contract.css.js';
export { sharedTokens, systemFontStack } from './shared-tokens.js';

export interface MerchantTheme {
  id: string;
  name: string;
  className: string;
}
