import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { contrastTokens } from './tokens.js';

export const contrastThemeClass = createTheme(vars, contrastTokens, 'theme-contrast');
