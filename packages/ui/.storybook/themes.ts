import '../src/theme/global.css.js';
import { classicTheme } from '../src/themes/classic/index.js';
import { contrastTheme } from '../src/themes/contrast/index.js';
import { lightTheme } from '../src/themes/light/index.js';

/** Every merchant theme Storybook offers in its toolbar and runs the story tests in; the first is the default. */
export const themes = [classicTheme, lightTheme, contrastTheme];
