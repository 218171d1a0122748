import '../src/theme/global.css.js';
import { classicTheme } from '../src/themes/classic/index.js';

/** Every merchant theme Storybook offers in its toolbar; the first is the default. */
export const themes = [classicTheme];
