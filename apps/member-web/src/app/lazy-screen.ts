import { createLazyScreen } from '@whitelabel/app-shell';
import { LoadingScreen } from '../screens/LoadingScreen.js';

/** The member site's lazily loaded screens, behind its loading screen (spec section 2). */
export const lazyScreen = createLazyScreen(LoadingScreen);
