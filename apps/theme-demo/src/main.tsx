import '@whitelabel/ui/style.css';
import { applyDocumentLanguage, createI18n, languageInfo, type LanguageCode } from '@whitelabel/core/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeDemo } from './ThemeDemo.js';

const demoLanguages: LanguageCode[] = ['EN', 'TH', 'AR'];
const saved = new URLSearchParams(location.search).get('lang');
const language = demoLanguages.find((code) => code === saved) ?? 'EN';
applyDocumentLanguage(document.documentElement, language);
const i18n = await createI18n(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ThemeDemo
        languages={demoLanguages.map((code) => ({ code, label: languageInfo(code).nativeName }))}
        current={language}
      />
    </I18nextProvider>
  </StrictMode>,
);
