import './theme/global.css.js';

export { vars, type ThemeTokens, type MerchantTheme, sharedTokens, systemFontStack } from './theme/index.js';
export { Header, type HeaderProps } from './components/Header/Header.js';
