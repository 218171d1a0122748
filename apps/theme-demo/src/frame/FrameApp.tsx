import type { Currency } from '@whitelabel/core';
import { languageInfo } from '@whitelabel/core/i18n';
import { useEffect, useState } from 'react';
import type { DemoScreen } from '../demo-state.js';
import { promotions } from '../fixtures.js';
import { AccountPopups, type AccountPopup } from '../screens/AccountPopups.js';
import { Deposit } from '../screens/Deposit.js';
import { GameList } from '../screens/GameList.js';
import { Kit } from '../screens/Kit.js';
import { Lobby } from '../screens/Lobby.js';
import { UploadedLogo } from '../screens/Logo.js';
import { MemberCentre } from '../screens/MemberCentre.js';
import { Promotions } from '../screens/Promotions.js';
import { currencyOf, demoMoney, demoSite, type DemoSiteSettings, type DemoTheme } from '../themes.js';
import { markPair, type ColourPair } from './highlight.js';

export interface FrameAppProps {
  theme: DemoTheme;
  screen: DemoScreen;
  language: Parameters<typeof languageInfo>[0];
}

/** What the studio's draft shows besides its theme: its name, its uploaded logo and its folder's site settings. */
interface StudioBrand {
  name?: string;
  logo?: string;
  site?: DemoSiteSettings;
  currency?: Currency;
}

/** The site settings of a message, when they have the shape the studio sends (Studio.tsx, frameSite). */
function siteOf(value: unknown): DemoSiteSettings | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const site = value as Partial<DemoSiteSettings>;
  const deposit = site.deposit;
  const valid =
    typeof deposit?.min === 'number' &&
    typeof deposit.max === 'number' &&
    Array.isArray(deposit.presets) &&
    deposit.presets.every((preset) => typeof preset === 'number') &&
    (site.mobileTemplate?.mem_cen === 0 || site.mobileTemplate?.mem_cen === 1) &&
    (site.mobileTemplate.dep_func === 0 || site.mobileTemplate.dep_func === 1) &&
    Array.isArray(site.whitelabel) &&
    site.whitelabel.every((flag) => typeof flag === 'string');
  return valid ? (site as DemoSiteSettings) : undefined;
}

/**
 * What the studio sends its draft frame (Studio.tsx, PreviewFrame), only from this page's own origin: the draft's
 * name, logo and site settings, and a failing contrast pair to mark on the screen (the frame answers how many places it marked).
 */
function useStudioMessages(screen: DemoScreen) {
  const [brand, setBrand] = useState<StudioBrand>({});
  const [pair, setPair] = useState<ColourPair | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== location.origin || typeof data !== 'object' || data === null) return;
      const message = data as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      if (message.type === 'studio-brand')
        setBrand({ name: text(message.name), logo: text(message.logo), site: siteOf(message.site), currency: currencyOf(message.currency) });
      if (message.type === 'studio-pair') {
        const [foreground, background] = [text(message.foreground), text(message.background)];
        setPair(foreground && background ? { foreground, background } : null);
      }
    };
    window.addEventListener('message', onMessage);
    // The studio's frame load event may come before this listener: ask for the draft once it can be heard.
    if (window.parent !== window) window.parent.postMessage({ type: 'studio-frame-ready' }, location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    // After the screen has painted in the draft's colours (the studio sets them on the root as it sends the pair).
    const timer = setTimeout(() => {
      const count = markPair(document, pair);
      if (pair) window.parent.postMessage({ type: 'studio-pair-marked', count }, location.origin);
    }, 50);
    return () => clearTimeout(timer);
  }, [pair, screen, brand]);
  return brand;
}

/**
 * One phone screen in one theme: what a frame of the demo shows. Alive like the site: the lobby's
 * log in and register open the popups, the popups switch to each other and close, the member
 * centre's deposit opens the deposit screen and its back returns to the member centre.
 */
export function FrameApp({ theme, screen: firstScreen, language }: FrameAppProps) {
  const merchant = theme.merchants[0];
  // The member centre's deposit button opens the deposit screen, as on the site.
  const [screen, setScreen] = useState(firstScreen);
  const brand = useStudioMessages(screen);
  const merchantName = brand.name ?? merchant?.name ?? theme.name;
  const [popup, setPopup] = useState<AccountPopup>(firstScreen === 'login' || firstScreen === 'register' ? firstScreen : null);
  const locale = languageInfo(language).tag;
  const money = demoMoney(brand.currency ?? merchant?.currency, locale);
  const site = brand.site ?? demoSite(merchant);
  const lobby = <Lobby merchantName={merchantName} locale={locale} money={money} onLogin={() => setPopup('login')} onRegister={() => setPopup('register')} />;
  return (
    <UploadedLogo.Provider value={brand.logo}>
      {screen === 'games' ? (
        <GameList onLaunch={() => setPopup('login')} />
      ) : screen === 'promotions' ? (
        <Promotions initiallyOpen={promotions[0]?.id} />
      ) : screen === 'deposit' ? (
        <Deposit locale={locale} money={money} site={site} onBack={() => setScreen('member')} />
      ) : screen === 'member' ? (
        <MemberCentre locale={locale} money={money} site={site} onDeposit={() => setScreen('deposit')} />
      ) : screen === 'kit' ? (
        <Kit merchantName={merchantName} locale={locale} money={money} />
      ) : (
        lobby
      )}
      <AccountPopups open={popup} onOpen={setPopup} ageLimit={merchant?.ageLimit ?? 18} />
    </UploadedLogo.Provider>
  );
}
