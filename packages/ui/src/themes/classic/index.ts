import { classicThemeClass } from './theme.css.js';
import { classicTokens } from './tokens.js';

export const classicTheme = {
  id: 'classic',
  name: 'Classic casino',
  className: classicThemeClass,
  tokens: classicTokens,
} as const;
