import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { themes } from './themes.js';

const rtlLocales = new Set(['ar', 'fa', 'ur']);

/** Applies the chosen merchant theme, language and direction to the whole document, as an app does. */
function ThemeAndLocale({ themeId, locale, children }: { themeId: string; locale: string; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const chosen = themes.find((theme) => theme.id === themeId);
    // A theme folder missing from themes.ts must fail loudly, not quietly test the default theme.
    if (!chosen) throw new Error(`Unknown theme "${themeId}": add it to .storybook/themes.ts`);
    for (const theme of themes) root.classList.remove(theme.className);
    root.classList.add(chosen.className);
    root.dataset.theme = chosen.id;
    root.lang = locale;
    root.dir = rtlLocales.has(locale) ? 'rtl' : 'ltr';
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
        items: themes.map((theme) => ({ value: theme.id, title: theme.name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'th', title: 'ไทย' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
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
