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

export interface FrameAppProps {
  theme: DemoTheme;
  screen: DemoScreen;
  language: Parameters<typeof languageInfo>[0];
}

/**
 * One phone screen in one theme: what a frame of the demo shows. Alive like the site: the lobby's
 * log in and register open the popups, the popups switch to each other and close.
 */
/**
 * The name and logo of the studio's draft, which the studio sends its draft frame (Studio.tsx, PreviewFrame): only
 * from this page's own origin, and only those two texts.
 */
function useStudioBrand() {
  const [brand, setBrand] = useState<{ name?: string; logo?: string }>({});
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== location.origin || typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'studio-brand') return;
      const { name, logo } = data as { name?: unknown; logo?: unknown };
      setBrand({ name: typeof name === 'string' ? name : undefined, logo: typeof logo === 'string' ? logo : undefined });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return brand;
}

export function FrameApp({ theme, screen, language }: FrameAppProps) {
  const merchant = theme.merchants[0];
  const brand = useStudioBrand();
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
