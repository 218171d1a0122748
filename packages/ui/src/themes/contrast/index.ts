import { contrastThemeClass } from './theme.css.js';
import { contrastTokens } from './tokens.js';

export const contrastTheme = {
  id: 'contrast',
  name: 'High contrast',
  className: contrastThemeClass,
  tokens: contrastTokens,
} as const;
