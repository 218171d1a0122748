import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MerchantConfig } from '../merchant/merchants.js';
import {
  accountPopupAtom,
  autoLoginAtom,
  balanceMaskedAtom,
  isLoggedInAtom,
  languageAtom,
  lobbyAtom,
  loginAtom,
  logoutAtom,
  memberTypeAtom,
  merchantAtom,
  passwordChangedAtom,
  passwordJustChangedAtom,
  resetLobbyAtom,
  scrollLockedAtom,
  sessionAtom,
  sessionPasswordAtom,
  sideMenuOpenAtom,
  tokenAtom,
  trialLoginAtom,
  trialUserAtom,
} from './atoms.js';

const member = { token: 'tok-1', merchantCode: 'lucky88', userName: 'player01', type: 0 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session state (spec section 4: login saves the token to session storage and state)', () => {
  it('is logged out without a token', () => {
    const store = createStore();
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('login stores the session in session storage, keeps the password in memory only and closes the popup', () => {
    const store = createStore();
    store.set(accountPopupAtom, 'login');
    store.set(loginAtom, member, { password: 'secret1', autoLogin: true });
    expect(store.get(tokenAtom)).toBe('tok-1');
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(store.get(memberTypeAtom)).toBe(0);
    expect(store.get(sessionPasswordAtom)).toBe('secret1');
    expect(store.get(accountPopupAtom)).toBeNull();
    expect(store.get(autoLoginAtom)).toBe(true);
    expect(localStorage.getItem('autoLogin')).toBe('1');
    const stored = JSON.parse(sessionStorage.getItem('sessionInfo')!);
    expect(stored).toMatchObject({ ...member, firstTimeLogin: false });
    expect(JSON.stringify(stored)).not.toContain('secret1');
  });

  it('a reload restores the session from session storage and ignores a malformed one', async () => {
    createStore().set(loginAtom, member);
    vi.resetModules();
    const reloaded = await import('./atoms.js');
    expect(createStore().get(reloaded.tokenAtom)).toBe('tok-1');
    sessionStorage.setItem('sessionInfo', '{"token":');
    vi.resetModules();
    const broken = await import('./atoms.js');
    expect(createStore().get(broken.isLoggedInAtom)).toBe(false);
  });

  it('trial login saves the session under the trial merchant with the trial user', () => {
    const store = createStore();
    store.set(trialLoginAtom, { ...member, token: 'trial', trialMerchantCode: 'lucky88-trial' });
    expect(store.get(sessionAtom)).toMatchObject({ token: 'trial', merchantCode: 'lucky88-trial', trial: true });
    expect(store.get(trialUserAtom)).toEqual({ userName: 'player01', merchantCode: 'lucky88-trial' });
  });

  it('logout clears session storage, token, trial user and kept password, and stores autoLogin 0', () => {
    const store = createStore();
    store.set(trialLoginAtom, { ...member, trialMerchantCode: 'trial' });
    store.set(sessionPasswordAtom, 'secret1');
    store.set(autoLoginAtom, true);
    store.set(sideMenuOpenAtom, true);
    sessionStorage.setItem('somethingElse', 'x');
    store.set(logoutAtom);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(trialUserAtom)).toBeNull();
    expect(store.get(sessionPasswordAtom)).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(sessionStorage.length).toBe(0);
    expect(store.get(sideMenuOpenAtom)).toBe(false);
  });

  it('a password change clears the kept password', () => {
    const store = createStore();
    store.set(loginAtom, member, { password: 'secret1' });
    store.set(accountPopupAtom, 'changePsw');
    store.set(passwordChangedAtom);
    expect(store.get(sessionPasswordAtom)).toBeNull();
    expect(store.get(accountPopupAtom)).toBeNull();
  });

  it('holds the password-change flag (spec 3.002): raised by a password change, lowered by the next login or logout', () => {
    const store = createStore();
    store.set(loginAtom, member, { password: 'secret1' });
    expect(store.get(passwordJustChangedAtom)).toBe(false);
    store.set(passwordChangedAtom);
    expect(store.get(passwordJustChangedAtom)).toBe(true);
    store.set(loginAtom, member, { password: 'secret2' });
    expect(store.get(passwordJustChangedAtom)).toBe(false);
    store.set(passwordChangedAtom);
    store.set(logoutAtom);
    expect(store.get(passwordJustChangedAtom)).toBe(false);
    store.set(passwordChangedAtom);
    store.set(trialLoginAtom, { ...member, trialMerchantCode: 'trial' });
    expect(store.get(passwordJustChangedAtom)).toBe(false);
  });
});

describe('popups and menus (spec sections 2 and 4)', () => {
  it('keeps the account popups mutually exclusive and locks scrolling while one is open', () => {
    const store = createStore();
    expect(store.get(scrollLockedAtom)).toBe(false);
    store.set(accountPopupAtom, 'login');
    store.set(accountPopupAtom, 'register');
    expect(store.get(accountPopupAtom)).toBe('register');
    expect(store.get(scrollLockedAtom)).toBe(true);
    store.set(accountPopupAtom, null);
    expect(store.get(scrollLockedAtom)).toBe(false);
  });

  it('resets the lobby to HOT, no vendor and ALL', () => {
    const store = createStore();
    store.set(lobbyAtom, { category: 'LIVE', vassalage: 'EVO', dataType: 'NEW' });
    store.set(resetLobbyAtom);
    expect(store.get(lobbyAtom)).toEqual({ category: 'HOT', vassalage: null, dataType: 'ALL' });
  });

  it('starts with the balance shown', () => {
    expect(createStore().get(balanceMaskedAtom)).toBe(false);
  });
});

const thaiMerchant: MerchantConfig = { code: 'thai', name: 'Thai', themeId: 'classic', defaultLanguage: 'TH', languages: ['TH', 'EN', 'TW'], ageLimit: 18 };
const farsiMerchant: MerchantConfig = {
  code: 'farsi',
  name: 'Farsi',
  themeId: 'contrast',
  defaultLanguage: 'EN',
  languages: ['EN', 'TH', 'AR', 'FA', 'UR'],
  ageLimit: 18,
};

describe('language state (spec sections 1 and 3: saved under `language`, merchant default otherwise)', () => {
  it('uses the merchant default until a language is chosen, then keeps the plain code', () => {
    const store = createStore();
    store.set(merchantAtom, thaiMerchant);
    expect(store.get(languageAtom)).toBe('TH');
    store.set(languageAtom, 'EN');
    expect(store.get(languageAtom)).toBe('EN');
    expect(localStorage.getItem('language')).toBe('EN');
  });

  it('ignores a saved language the merchant does not offer', async () => {
    localStorage.setItem('language', 'FA');
    vi.resetModules();
    const fresh = await import('./atoms.js');
    const store = createStore();
    store.set(fresh.merchantAtom, thaiMerchant);
    expect(store.get(fresh.savedLanguageAtom)).toBe('FA');
    expect(store.get(fresh.languageAtom)).toBe('TH');
    store.set(fresh.merchantAtom, farsiMerchant);
    expect(store.get(fresh.languageAtom)).toBe('FA');
  });

  it('reads the saved language on start-up, and only a known code', async () => {
    localStorage.setItem('language', 'TW');
    vi.resetModules();
    expect(createStore().get((await import('./atoms.js')).languageAtom)).toBe('TW');
    localStorage.setItem('language', 'XX');
    vi.resetModules();
    expect(createStore().get((await import('./atoms.js')).savedLanguageAtom)).toBeNull();
  });
});
