import { lightThemeClass } from './theme.css.js';
import { lightTokens } from './tokens.js';

export const lightTheme = {
  id: 'light',
  name: 'Light',
  className: lightThemeClass,
  tokens: lightTokens,
} as const;
