import '@whitelabel/ui/style.css';
// Urdu's Nastaliq face (the kit sets Urdu pages in it; this machine's fonts lack Urdu's own letters).
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import '@fontsource/noto-nastaliq-urdu/arabic-700.css';
import { applyDocumentLanguage, changeLanguage, createI18n, themeDemoTexts } from '@whitelabel/core/i18n';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { demoScreenKey, demoSearch, parseDemoState, resolveDirection, type DemoState } from './demo-state.js';
import { guardFocusUntilEntered } from './frame/focus-guard.js';
import { ThemeDemo } from './ThemeDemo.js';
import { demoThemes, findTheme, studioSources, type DemoTheme } from './themes.js';

// One bundle, three documents: the demo page, the theme studio (?view=studio), and (with ?frame=<theme id>)
// the phone screen each of their frames loads. A frame is a real document, so fixed bars, popups, focus traps and the page
// scroll lock behave exactly as on the member site, and the theme class sits on <html> as there.
const params = new URLSearchParams(location.search);
const state = parseDemoState(location.search);
const frameTheme = wornBy(findTheme(params.get('frame')), params.get('merchant'));
const root = document.documentElement;
applyDocumentLanguage(root, state.language);
const i18n = await createI18n(state.language, themeDemoTexts);
// An Urdu document draws with the Noto Nastaliq faces (the kit's global style): render once they are in, so the first layout is
// the last. Lengths measured from the font (the winner rows' `ch`) were otherwise taken from the fallback font and,
// in about one load in thirty-six, kept after the face arrived (its screenshot then moved by 1,500 pixels).
if (root.matches(':lang(ur)')) {
  await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em 'Noto Nastaliq Urdu'`, 'ے'))).catch(() => undefined);
}

/** The theme with the merchant named by the studio's frame (`merchant=<code>`) first, so that frame shows that merchant's name and currency. */
function wornBy(theme: DemoTheme | undefined, code: string | null): DemoTheme | undefined {
  const merchant = theme?.merchants.find((candidate) => candidate.code === code);
  return theme && merchant ? { ...theme, merchants: [merchant, ...theme.merchants.filter((candidate) => candidate !== merchant)] } : theme;
}

function DemoPage({ i18n, initial }: { i18n: I18n; initial: DemoState }) {
  const [current, setCurrent] = useState(initial);
  const onChange = (next: DemoState) => {
    setCurrent(next);
    history.replaceState(null, '', demoSearch(next));
    if (next.language !== current.language) {
      void changeLanguage(i18n, next.language).then(() => applyDocumentLanguage(root, next.language));
    }
  };
  return <ThemeDemo themes={demoThemes} state={current} onChange={onChange} />;
}

// Each document loads only its own code: the page its switches and guide, a frame the screens, the studio its editor.
const { FrameApp } = frameTheme ? await import('./frame/FrameApp.js') : { FrameApp: null };
const { Studio } = !frameTheme && params.get('view') === 'studio' ? await import('./studio/Studio.js') : { Studio: null };
if (Studio) document.title = i18n.t('demo.studio.title');

if (frameTheme) {
  if (window.parent !== window) guardFocusUntilEntered();
  root.classList.add(frameTheme.className);
  root.dataset.theme = frameTheme.id;
  root.dir = resolveDirection(state);
  document.title = `${frameTheme.name}: ${i18n.t(demoScreenKey(state.screen))}`;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      {frameTheme && FrameApp ? (
        <FrameApp theme={frameTheme} screen={state.screen} language={state.language} />
      ) : Studio ? (
        <Studio sources={studioSources} language={state.language} />
      ) : (
        <DemoPage i18n={i18n} initial={state} />
      )}
    </I18nextProvider>
  </StrictMode>,
);
