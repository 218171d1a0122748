// What every site starts from (apps/member-web, apps/agent-web). The build's merchant: '@whitelabel/app-shell/merchant'.
export { AppToaster } from './AppToaster.js';
export { LanguageSync } from './language.js';
export { createLazyScreen, preloadScreen } from './lazy-screen.js';
export { AppProviders } from './providers.js';
export { createAppServices, type AppServices, type AppServicesOptions } from './services.js';
export { dismissToastAtom, showToastAtom, toastsAtom, useToast } from './toast.js';
