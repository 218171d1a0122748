import type { Decorator, Preview } from '@storybook/react-vite';
import { languages } from '@whitelabel/core';
import { useLayoutEffect, type ReactNode } from 'react';
import { merchantThemes } from 'virtual:merchant-themes';
import { themes } from './themes.js';

/** The toolbar's themes: the base themes (the story tests' own), then every merchant folder's. */
const toolbarThemes = [
  ...themes.map(({ id, name, className }) => ({ id, className, title: name })),
  ...merchantThemes
    .filter((merchant) => !themes.some((theme) => theme.id === merchant.id))
    .map(({ id, name, className }) => ({ id, className, title: `${name} (merchant)` })),
];

/**
 * The toolbar's languages: all thirty, by their `lang` tag (the stories' `globals.locale`), with their direction. KO and
 * KR share Korean's tag; KR is told apart as `ko-KR`.
 */
const locales = languages.reduce<{ value: string; title: string; dir: 'ltr' | 'rtl' }[]>((list, language) => {
  const value = list.some((entry) => entry.value === language.tag) ? `${language.tag}-${language.code}` : language.tag;
  return [...list, { value, title: `${language.nativeName} (${language.code}${language.dir === 'rtl' ? ', RTL' : ''})`, dir: language.dir }];
}, []);

/** Applies the chosen merchant theme, language and direction to the whole document, as an app does. */
function ThemeAndLocale({ themeId, locale, children }: { themeId: string; locale: string; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const chosen = toolbarThemes.find((theme) => theme.id === themeId);
    // A theme folder missing from themes.ts must fail loudly, not quietly test the default theme.
    if (!chosen) throw new Error(`Unknown theme "${themeId}": add it to .storybook/themes.ts`);
    for (const theme of toolbarThemes) root.classList.remove(theme.className);
    root.classList.add(chosen.className);
    root.dataset.theme = chosen.id;
    root.lang = locale;
    root.dir = locales.find((entry) => entry.value === locale)?.dir ?? 'ltr';
  }, [themeId, locale]);
  return children;
}

const withThemeAndLocale: Decorator = (Story, context) => (
  <ThemeAndLocale themeId={(context.globals.theme as string | undefined) ?? themes[0]!.id} locale={(context.globals.locale as string | undefined) ?? 'en'}>
    <Story />
  </ThemeAndLocale>
);

const preview: Preview = {
  decorators: [withThemeAndLocale],
  globalTypes: {
    theme: {
      description: 'Merchant theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: toolbarThemes.map((theme) => ({ value: theme.id, title: theme.title })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map(({ value, title }) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: themes[0]!.id,
    locale: 'en',
    viewport: { value: 'mobile360', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile360: { name: 'Phone 360 × 780', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        mobile430: { name: 'Phone 430 × 932', styles: { width: '430px', height: '932px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768 × 1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    // Story tests fail on any accessibility violation axe finds.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
