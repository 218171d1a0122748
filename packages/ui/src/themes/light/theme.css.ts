import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { lightTokens } from './tokens.js';

export const lightThemeClass = createTheme(vars, lightTokens, 'theme-light');
