// A team's own app built on the published packages, as their READMEs tell it: the base theme's stylesheet, a merchant
// theme made from a base theme, texts in Arabic (right to left), the mocks' games in the kit's grid and a popup.
import '@whitelabel/ui/style.css';
import { createFixtures } from '@whitelabel/api/mocks';
import { formatMoney } from '@whitelabel/core';
import { applyDocumentLanguage, createI18n, memberSiteTexts } from '@whitelabel/core/i18n';
import { fromMinorUnits } from '@whitelabel/rules';
import { GameCard, GameGrid, Popup, vars, type GameCardGame } from '@whitelabel/ui';
import { extendTokens, themeCss } from '@whitelabel/ui/theme';
import { classicTheme } from '@whitelabel/ui/themes/classic';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';

const merchantClass = 'merchant-consumer';
const merchantTokens = extendTokens(classicTheme.tokens, { color: { brand: '#0b6e4f' } });
const style = document.createElement('style');
style.textContent = themeCss(`.${merchantClass}`, merchantTokens);
document.head.append(style);
document.documentElement.classList.add(merchantClass);
applyDocumentLanguage(document.documentElement, 'AR');

const fixtures = createFixtures();
const games: GameCardGame[] = fixtures.games
  .filter((game) => game.gameType === 'RNG')
  .map((game) => ({
    id: game.nodeId,
    name: game.displayName,
    gameType: game.gameType,
    imageUrl: game.img,
    imageWidth: 240,
    imageHeight: 240,
    vendorName: game.vassalage,
  }));

function App() {
  const { t } = useTranslation();
  const [popupOpen, setPopupOpen] = useState(true);
  const [launched, setLaunched] = useState<string | null>(null);
  return (
    <main>
      <div data-testid="brand-bar" style={{ background: vars.color.brand, blockSize: 4 }} />
      <p data-testid="balance">{formatMoney(fromMinorUnits(123456))}</p>
      <GameGrid
        items={games}
        getKey={(game) => game.id}
        renderItem={(game, index) => (
          <GameCard game={game} labels={{ favourite: (name) => name }} onLaunch={(card) => setLaunched(card.name)} eager={index < 9} />
        )}
        labels={{ loading: t('common.loading'), loadingMore: t('common.loading') }}
      />
      <Popup open={popupOpen} onClose={() => setPopupOpen(false)} label={t('common.login')} title={t('common.login')} closeLabel={t('common.close')}>
        <p>{launched ?? t('common.register')}</p>
      </Popup>
    </main>
  );
}

const i18n = await createI18n('AR', memberSiteTexts);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
