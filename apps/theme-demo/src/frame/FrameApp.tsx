import { languageInfo } from '@whitelabel/core/i18n';
import { useState } from 'react';
import type { DemoScreen } from '../demo-state.js';
import { promotions } from '../fixtures.js';
import { AccountPopups, type AccountPopup } from '../screens/AccountPopups.js';
import { GameList } from '../screens/GameList.js';
import { Kit } from '../screens/Kit.js';
import { Lobby } from '../screens/Lobby.js';
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
export function FrameApp({ theme, screen, language }: FrameAppProps) {
  const merchant = theme.merchants[0];
  const [popup, setPopup] = useState<AccountPopup>(screen === 'login' || screen === 'register' ? screen : null);
  const locale = languageInfo(language).tag;
  const money = demoMoney(merchant?.currency, locale);
  const lobby = (
    <Lobby
      merchantName={merchant?.name ?? theme.name}
      locale={locale}
      money={money}
      onLogin={() => setPopup('login')}
      onRegister={() => setPopup('register')}
    />
  );
  return (
    <>
      {screen === 'games' ? (
        <GameList onLaunch={() => setPopup('login')} />
      ) : screen === 'promotions' ? (
        <Promotions initiallyOpen={promotions[0]?.id} />
      ) : screen === 'kit' ? (
        <Kit merchantName={merchant?.name ?? theme.name} locale={locale} money={money} />
      ) : (
        lobby
      )}
      <AccountPopups open={popup} onOpen={setPopup} ageLimit={merchant?.ageLimit ?? 18} />
    </>
  );
}
