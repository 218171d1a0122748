import { atom } from 'jotai/vanilla';
import { atomWithStorage, RESET } from 'jotai/vanilla/utils';
import { merchantDefaults, storageKeys } from '../constants/business.js';
import { homeLobbySelection, type LobbySelection } from '../games/filter.js';
import { isLanguageCode, type LanguageCode } from '../i18n/languages.js';
import { initialLanguage, type MerchantConfig } from '../merchant/merchants.js';
import { isLoggedIn, parseSessionInfo, type SessionInfo } from '../session/session-info.js';
import { clearSessionStorage, plainStringStorage, validatedJsonSessionStorage } from './storage.js';

// Client state of spec sections 2-4 as jotai atoms. Server data (member info, balance, lists)
// lives in react-query, never here.

// --- Session (spec sections 3 and 4) -----------------------------------------------------------

/** Session info in session storage; the token is read from here, not kept a second time. */
export const sessionAtom = atomWithStorage<SessionInfo | null>(storageKeys.session, null, validatedJsonSessionStorage(parseSessionInfo), { getOnInit: true });

export const tokenAtom = atom((get) => get(sessionAtom)?.token ?? null);
export const isLoggedInAtom = atom((get) => isLoggedIn(get(sessionAtom)));
export const memberTypeAtom = atom((get) => get(sessionAtom)?.type);

/** The trial (free-play) user of a trial session. */
export interface TrialUser {
  userName: string;
  merchantCode: string;
}
export const trialUserAtom = atom<TrialUser | null>(null);

/**
 * The password typed at login, kept in memory for this page only so change-password can skip the
 * old-password field (spec section 2). Never persisted.
 */
export const sessionPasswordAtom = atom<string | null>(null);

/**
 * The auth state's password-change flag (spec 3.002): raised when the member's password change succeeds, lowered
 * once the site has gone home after it (spec section 4: after 1 s go to /m/home), or by the next login or logout.
 */
export const passwordJustChangedAtom = atom(false);

/** autoLogin in local storage as 1 or 0 (spec section 3). */
export const autoLoginAtom = atomWithStorage<boolean>(
  storageKeys.autoLogin,
  false,
  plainStringStorage<boolean>('localStorage', { parse: (raw) => (raw === '1' ? true : raw === '0' ? false : undefined), serialise: (on) => (on ? '1' : '0') }),
  { getOnInit: true },
);

// --- Merchant and language (spec sections 1 and 2) ---------------------------------------------

/**
 * Until the app sets its merchant (at start-up, before the first render): the spec's defaults (sections 1
 * and 2: TH, with TH, EN and TW), no merchant's; merchants live in the workspace's merchants/ folders.
 */
const specDefaultMerchant: MerchantConfig = {
  code: '',
  name: '',
  themeId: '',
  defaultLanguage: merchantDefaults.defaultLanguage,
  languages: ['TH', 'EN', 'TW'],
  ageLimit: merchantDefaults.ageLimit,
};

/** The merchant this build serves; the app sets it at start-up. */
export const merchantAtom = atom<MerchantConfig>(specDefaultMerchant);

/** The saved language code (`language` in local storage), if any. */
export const savedLanguageAtom = atomWithStorage<LanguageCode | null>(
  storageKeys.language,
  null,
  plainStringStorage<LanguageCode | null>('localStorage', { parse: (raw) => (isLanguageCode(raw) ? raw : undefined), serialise: (code) => code }),
  { getOnInit: true },
);

/** The current language: the saved one when the merchant offers it, else the merchant default. */
export const languageAtom = atom(
  (get) => initialLanguage(get(merchantAtom), get(savedLanguageAtom)),
  (_get, set, code: LanguageCode) => set(savedLanguageAtom, code),
);

// --- Popups and menus (spec sections 2 and 4) --------------------------------------------------

/** Login, register, forgot-password and change-password popups: opening one closes the others. */
export type AccountPopup = 'login' | 'register' | 'forget' | 'changePsw';
export const accountPopupAtom = atom<AccountPopup | null>(null);

/** The page scroll is locked while an account popup is open. */
export const scrollLockedAtom = atom((get) => get(accountPopupAtom) !== null);

/** Register modal: shown, success, hidden. */
export const registerModalAtom = atom<'form' | 'success' | 'hidden'>('hidden');

export const sideMenuOpenAtom = atom(false);
export const floatingMenuOpenAtom = atom(false);
export const providerPopupOpenAtom = atom(false);
export const downloadPopupOpenAtom = atom(false);

/**
 * Other popups of spec section 2 (2.204); one at a time. The spec's language and search popups are not among them:
 * the language is chosen in the side menu's accordion and on /m/language, search is the /m/search page (decisions).
 */
export const infoPopups = ['help', 'policy', 'category', 'agent', 'hotMatch', 'iosTutorial', 'licence', 'responsibleGaming'] as const;
export type InfoPopup = (typeof infoPopups)[number];
export const infoPopupAtom = atom<InfoPopup | null>(null);

/** Balance shown or masked with asterisks (spec section 2). */
export const balanceMaskedAtom = atom(false);

/** The home lobby's category, vendor filter and data type. */
export const lobbyAtom = atom<LobbySelection>(homeLobbySelection);

// --- Transitions (spec section 4) --------------------------------------------------------------

export interface LoginResult {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin?: boolean;
}

/**
 * Login: saves the session (token included) to session storage and state, keeps the typed
 * password in memory, optionally sets autoLogin, and closes the account popup.
 */
export const loginAtom = atom(null, (_get, set, result: LoginResult, options: { password?: string; autoLogin?: boolean } = {}) => {
  set(sessionAtom, { ...result, firstTimeLogin: result.firstTimeLogin ?? false, loginTime: new Date().toISOString() });
  set(trialUserAtom, null);
  set(sessionPasswordAtom, options.password ?? null);
  set(passwordJustChangedAtom, false);
  if (options.autoLogin !== undefined) set(autoLoginAtom, options.autoLogin);
  set(accountPopupAtom, null);
});

/** Trial login: the session is saved under the trial merchant, with the trial user. */
export const trialLoginAtom = atom(null, (_get, set, result: LoginResult & { trialMerchantCode: string }) => {
  set(sessionAtom, {
    token: result.token,
    merchantCode: result.trialMerchantCode,
    userName: result.userName,
    type: result.type,
    firstTimeLogin: false,
    loginTime: new Date().toISOString(),
    trial: true,
  });
  set(trialUserAtom, { userName: result.userName, merchantCode: result.trialMerchantCode });
  set(sessionPasswordAtom, null);
  set(passwordJustChangedAtom, false);
  set(accountPopupAtom, null);
});

/**
 * Logout: clears session storage, the token (session), the trial user and the kept password, and
 * stores autoLogin 0. Member info is server state: the logout hook also drops it from the cache.
 * The caller then goes to /m/home.
 */
export const logoutAtom = atom(null, (_get, set) => {
  clearSessionStorage();
  set(sessionAtom, RESET);
  set(trialUserAtom, null);
  set(sessionPasswordAtom, null);
  set(passwordJustChangedAtom, false);
  set(autoLoginAtom, false);
  set(sideMenuOpenAtom, false);
  set(floatingMenuOpenAtom, false);
});

/** After a password change the session password is cleared and the password-change flag raised (spec section 4). */
export const passwordChangedAtom = atom(null, (_get, set) => {
  set(sessionPasswordAtom, null);
  set(passwordJustChangedAtom, true);
  set(accountPopupAtom, null);
});

/** Footer Home button and logo: category HOT, no vendor, data type ALL. */
export const resetLobbyAtom = atom(null, (_get, set) => set(lobbyAtom, homeLobbySelection));
