import { languageInfo } from '@whitelabel/core/i18n';
import { useEffect, useState } from 'react';
import type { DemoScreen } from '../demo-state.js';
import { promotions } from '../fixtures.js';
import { AccountPopups, type AccountPopup } from '../screens/AccountPopups.js';
import { GameList } from '../screens/GameList.js';
import { Kit } from '../screens/Kit.js';
import { Lobby } from '../screens/Lobby.js';
import { UploadedLogo } from '../screens/Logo.js';
import { Promotions } from '../screens/Promotions.js';
import { demoMoney, type DemoTheme } from '../themes.js';
import { markPair, type ColourPair } from './highlight.js';

export interface FrameAppProps {
  theme: DemoTheme;
  screen: DemoScreen;
  language: Parameters<typeof languageInfo>[0];
}

/**
 * What the studio sends its draft frame (Studio.tsx, PreviewFrame), only from this page's own origin: the draft's
 * name and logo, and a failing contrast pair to mark on the screen (the frame answers how many places it marked).
 */
function useStudioMessages(screen: DemoScreen) {
  const [brand, setBrand] = useState<{ name?: string; logo?: string }>({});
  const [pair, setPair] = useState<ColourPair | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== location.origin || typeof data !== 'object' || data === null) return;
      const message = data as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      if (message.type === 'studio-brand') setBrand({ name: text(message.name), logo: text(message.logo) });
      if (message.type === 'studio-pair') {
        const [foreground, background] = [text(message.foreground), text(message.background)];
        setPair(foreground && background ? { foreground, background } : null);
      }
    };
    window.addEventListener('message', onMessage);
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
 * log in and register open the popups, the popups switch to each other and close.
 */

export function FrameApp({ theme, screen, language }: FrameAppProps) {
  const merchant = theme.merchants[0];
  const brand = useStudioMessages(screen);
  const merchantName = brand.name ?? merchant?.name ?? theme.name;
  const [popup, setPopup] = useState<AccountPopup>(screen === 'login' || screen === 'register' ? screen : null);
  const locale = languageInfo(language).tag;
  const money = demoMoney(merchant?.currency, locale);
  const lobby = <Lobby merchantName={merchantName} locale={locale} money={money} onLogin={() => setPopup('login')} onRegister={() => setPopup('register')} />;
  return (
    <UploadedLogo.Provider value={brand.logo}>
      {screen === 'games' ? (
        <GameList onLaunch={() => setPopup('login')} />
      ) : screen === 'promotions' ? (
        <Promotions initiallyOpen={promotions[0]?.id} />
      ) : screen === 'kit' ? (
        <Kit merchantName={merchantName} locale={locale} money={money} />
      ) : (
        lobby
      )}
      <AccountPopups open={popup} onOpen={setPopup} ageLimit={merchant?.ageLimit ?? 18} />
    </UploadedLogo.Provider>
  );
}
