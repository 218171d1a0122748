import { currencySymbol } from '@whitelabel/core';
import { merchantConfigs } from 'virtual:merchants';
import { createI18n, themeDemoTexts } from '@whitelabel/core/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { defaultDemoState, demoSearch, parseDemoState, resolveDirection } from './demo-state.js';
import { FrameApp } from './frame/FrameApp.js';
import { ThemeDemo } from './ThemeDemo.js';
import { collectThemes, demoThemes } from './themes.js';

/** Matches an accessible name without the Unicode isolates that keep Latin names in order in Arabic. */
const named = (expected: string) => (name: string) => name.replace(/[\u2068\u2069]/g, '') === expected;

async function renderIn(code: 'EN' | 'AR', ui: ReactNode) {
  const i18n = await createI18n(code, themeDemoTexts);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('themes: discovered from the @whitelabel/ui theme entries', () => {
  it('offers every theme of the package, merchants’ themes first in merchant order', () => {
    // Themes of later merchants, or worn by none yet, follow: the first three stay put.
    expect(demoThemes.map((theme) => theme.id).slice(0, 3)).toEqual(['classic', 'light', 'contrast']);
    expect(demoThemes.find((theme) => theme.id === 'light')?.merchants.map((merchant) => merchant.code)).toEqual(['goldenlotus', 'globalwin']);
  });

  it('adds a theme no merchant wears yet after the others, and rejects an entry without a theme', () => {
    const modules = [
      { id: 'ocean', module: { oceanTheme: { id: 'ocean', name: 'Ocean', className: 'theme-ocean' } } },
      { id: 'classic', module: { classicTheme: { id: 'classic', name: 'Classic', className: 'theme-classic' } } },
    ];
    expect(collectThemes(modules, merchantConfigs).map((theme) => [theme.id, theme.merchants.length])).toEqual([
      ['classic', 1],
      ['ocean', 0],
    ]);
    expect(() => collectThemes([{ id: 'broken', module: { other: 1 } }], merchantConfigs)).toThrow(/broken/);
  });
});

describe('demo state in the address', () => {
  it('reads screen, language and direction, falling back to the defaults', () => {
    expect(parseDemoState('?screen=login&lang=AR&dir=ltr')).toEqual({ screen: 'login', language: 'AR', direction: 'ltr' });
    expect(parseDemoState('?lang=FA').language).toBe('FA');
    expect(parseDemoState('?screen=nope&lang=XX&dir=up')).toEqual(defaultDemoState);
    expect(demoSearch({ screen: 'games', language: 'TH', direction: 'auto' }, 'light')).toBe('?frame=light&screen=games&lang=TH&dir=auto');
  });

  it('lays Arabic out right to left unless a direction is forced', () => {
    expect(resolveDirection({ language: 'AR', direction: 'auto' })).toBe('rtl');
    expect(resolveDirection({ language: 'EN', direction: 'auto' })).toBe('ltr');
    expect(resolveDirection({ language: 'EN', direction: 'rtl' })).toBe('rtl');
  });
});

describe('theme demo page: every merchant theme side by side', () => {
  it('shows one labelled frame per theme loading the chosen screen in that theme', async () => {
    await renderIn('EN', <ThemeDemo themes={demoThemes} state={{ screen: 'promotions', language: 'AR', direction: 'auto' }} onChange={() => undefined} />);
    for (const theme of demoThemes) {
      const region = screen.getByRole('region', { name: named(`${theme.name} at 360 px`) });
      const frame = within(region).getByTitle(named(`Promotions in the ${theme.name} theme`));
      expect(frame.getAttribute('src')).toBe(`?frame=${theme.id}&screen=promotions&lang=AR&dir=auto`);
      expect(frame.getAttribute('data-dir')).toBe('rtl');
    }
    expect(screen.getByRole('region', { name: named('Classic casino at 360 px') }).textContent).toContain('Worn by \u2068Lucky 88\u2069');
  });

  it('switches screen, language and direction with radio groups', async () => {
    const onChange = vi.fn();
    await renderIn('EN', <ThemeDemo themes={demoThemes} state={defaultDemoState} onChange={onChange} />);
    const screens = screen.getByRole('group', { name: 'Screen' });
    expect(within(screens).getByRole('radio', { name: 'Home lobby' })).toHaveProperty('checked', true);
    fireEvent.click(within(screens).getByRole('radio', { name: 'Register popup' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultDemoState, screen: 'register' });
    const languageGroup = screen.getByRole('group', { name: 'Language' });
    // Every interface language (spec section 1), KO and KR both.
    expect(within(languageGroup).getAllByRole('radio')).toHaveLength(30);
    expect(within(languageGroup).getByRole('radio', { name: 'فارسی' })).toBeTruthy();
    expect(within(languageGroup).getByRole('radio', { name: 'Oʻzbek' })).toBeTruthy();
    fireEvent.click(within(languageGroup).getByRole('radio', { name: 'العربية' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultDemoState, language: 'AR' });
    fireEvent.click(within(screen.getByRole('group', { name: 'Direction' })).getByRole('radio', { name: 'Right to left' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultDemoState, direction: 'rtl' });
  });

  it('explains how to add a merchant: one folder, member site build', async () => {
    await renderIn('EN', <ThemeDemo themes={demoThemes} state={defaultDemoState} onChange={() => undefined} />);
    const guide = screen.getByRole('region', { name: 'Adding a merchant' });
    expect(guide.textContent).toMatch(/pnpm merchant new <code> --from [a-z0-9-]+/);
    expect(guide.textContent).toContain('theme.json');
    expect(guide.textContent).toContain('pnpm merchant check <code>');
    expect(guide.textContent).toContain('MERCHANT=<code> pnpm --filter @whitelabel/member-web exec vite build');
  });

  it('names the merchants the reference server knows from the folders, as a list of the language, not from its texts', async () => {
    const codes = demoThemes.flatMap((theme) => theme.merchants.map((merchant) => merchant.code)).sort();
    const known = (language: string) => new Intl.ListFormat(language, { type: 'conjunction' }).format(codes.map((code) => `\u2068${code}\u2069`));
    await renderIn('EN', <ThemeDemo themes={demoThemes} state={defaultDemoState} onChange={() => undefined} />);
    expect(codes.length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('region', { name: 'Adding a merchant' }).textContent).toContain(
      `the reference server seeds every merchant folder (${known('en')}) at its next start`,
    );
    expect(screen.getByRole('region', { name: 'Adding a merchant' }).textContent).toContain(`pnpm merchant new <code> --from ${codes[0]}`);
  });
});

describe('frames: composed screens on the real components', () => {
  const classic = demoThemes.find((theme) => theme.id === 'classic')!;

  it('home lobby: header, marquee, banners, categories, jackpot, rows, winners and footer bar', async () => {
    await renderIn('EN', <FrameApp theme={classic} screen="lobby" language="EN" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky 88 lobby' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Announcements' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Featured promotions' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Hot' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('region', { name: 'Progressive jackpot' }).textContent).toContain('12,845,320.75');
    expect(screen.getByRole('heading', { name: 'Hot games' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Big winners' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // Favourites need a login: the empty state says so.
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(screen.getByText('No favourites yet')).toBeTruthy();
  });

  it('login popup opens over the lobby and switches to the register popup', async () => {
    await renderIn('EN', <FrameApp theme={classic} screen="login" language="EN" />);
    const login = screen.getByRole('dialog', { name: 'Log in' });
    expect(within(login).getByRole('textbox', { name: /Username/ })).toBeTruthy();
    await act(async () => fireEvent.click(within(login).getByRole('button', { name: 'Register' })));
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeTruthy();
  });

  it('game list filters by provider', async () => {
    await renderIn('EN', <FrameApp theme={classic} screen="games" language="EN" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All games' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'PG Soft' }));
    expect(screen.getByRole('tab', { name: 'PG Soft' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const filter = screen.getByRole('dialog', { name: 'Filter games' });
    expect(within(filter).getByRole('button', { name: 'PG Soft' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('components: the logged-in header with the balance, fields with hint and error, member menu, notices', async () => {
    await renderIn('EN', <FrameApp theme={demoThemes[1]!} screen="kit" language="EN" />);
    expect(screen.getByRole('heading', { level: 1, name: 'More components' })).toBeTruthy();
    // The light theme's frame wears its first merchant's money: a currency without decimals (VND), in its symbol.
    const merchant = demoThemes[1]!.merchants[0]!;
    expect(merchant.currency.minorUnits).toBe(0);
    expect(screen.getByRole('group', { name: 'Balance' }).textContent).toContain(`${currencySymbol('en', merchant.currency)}1,520`);
    expect(screen.getByRole('group', { name: 'Balance' }).textContent).not.toContain('1,520.75');
    expect(screen.getByRole('textbox', { name: /Mobile number/ }).getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('region', { name: 'Member center' })).getByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /System maintenance on Sunday/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('promotions: cards with their period, and the first promotion in a bottom sheet, in Arabic', async () => {
    await renderIn('AR', <FrameApp theme={classic} screen="promotions" language="AR" />);
    expect(screen.getByRole('heading', { level: 1, name: 'العروض' })).toBeTruthy();
    const sheet = screen.getByRole('dialog', { name: 'Welcome Bonus 100%' });
    expect(within(sheet).getByRole('button', { name: 'قدّم الآن' })).toBeTruthy();
  });
});
