import { isLanguageCode, languageInfo, languages, type LanguageCode } from '@whitelabel/core/i18n';

/** The composed screens a frame can show, and the kit's other states. */
export const demoScreens = ['lobby', 'games', 'login', 'register', 'promotions', 'deposit', 'member', 'kit'] as const;
export type DemoScreen = (typeof demoScreens)[number];

/** The text key of a screen's name: the member site's own title for its screens, the demo's for the others. */
export const demoScreenKey = (screen: DemoScreen) =>
  screen === 'deposit' ? 'deposit.title' : screen === 'member' ? 'member.title' : (`demo.screens.${screen}` as const);

/** Every interface language (spec section 1), in the spec's order; KO and KR are both Korean. */
export const demoLanguages: readonly LanguageCode[] = languages.map((language) => language.code);

/** `auto` follows the language (Arabic is right to left); `ltr`/`rtl` force a direction on every frame. */
export const demoDirections = ['auto', 'ltr', 'rtl'] as const;
export type DemoDirection = (typeof demoDirections)[number];

export interface DemoState {
  screen: DemoScreen;
  language: LanguageCode;
  direction: DemoDirection;
}

export const defaultDemoState: DemoState = { screen: 'lobby', language: 'EN', direction: 'auto' };

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T => options.find((option) => option === value) ?? fallback;

/** Reads the demo settings from a query string (`?screen=login&lang=AR&dir=auto`); unknown values fall back to the defaults. */
export function parseDemoState(search: string): DemoState {
  const params = new URLSearchParams(search);
  const lang = params.get('lang');
  return {
    screen: pick(demoScreens, params.get('screen'), defaultDemoState.screen),
    language: isLanguageCode(lang) && demoLanguages.includes(lang) ? lang : defaultDemoState.language,
    direction: pick(demoDirections, params.get('dir'), defaultDemoState.direction),
  };
}

/** The query string of a demo state, optionally for one theme's frame (`frame=<themeId>`). */
export function demoSearch(state: DemoState, frame?: string): string {
  const params = new URLSearchParams();
  if (frame) params.set('frame', frame);
  params.set('screen', state.screen);
  params.set('lang', state.language);
  params.set('dir', state.direction);
  return `?${params.toString()}`;
}

/** The direction a frame lays out in. */
export function resolveDirection(state: Pick<DemoState, 'language' | 'direction'>): 'ltr' | 'rtl' {
  return state.direction === 'auto' ? languageInfo(state.language).dir : state.direction;
}
