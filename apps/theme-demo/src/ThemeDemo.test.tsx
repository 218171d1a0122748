import { createI18n } from '@whitelabel/core/i18n';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { demoThemes, ThemeDemo } from './ThemeDemo.js';

describe('theme demo: every merchant theme side by side', () => {
  it('shows one labelled 360 px frame per theme, each carrying its theme class', async () => {
    const i18n = await createI18n('EN');
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeDemo languages={[{ code: 'EN', label: 'English' }, { code: 'AR', label: 'العربية' }]} current="EN" />
      </I18nextProvider>,
    );
    for (const theme of demoThemes) {
      const frame = screen.getByRole('region', { name: `${theme.name} at 360 px` });
      expect(frame.querySelector(`[data-theme="${theme.id}"]`)?.classList.contains(theme.className)).toBe(true);
      expect(within(frame).getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    }
  });

  it('marks the current language in the language switch', async () => {
    const i18n = await createI18n('EN');
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeDemo languages={[{ code: 'EN', label: 'English' }, { code: 'AR', label: 'العربية' }]} current="AR" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBeNull();
  });
});
