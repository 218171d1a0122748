import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { classicTokens } from './tokens.js';

export const classicThemeClass = createTheme(vars, classicTokens, 'theme-classic');
