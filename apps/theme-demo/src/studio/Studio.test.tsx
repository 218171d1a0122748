import { createI18n, languages, themeDemoTexts } from '@whitelabel/core/i18n';
import { contrastPairs, fontStacks, vars } from '@whitelabel/ui/theme';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { merchantFolders } from 'virtual:merchant-folders';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { studioSources } from '../themes.js';
import { serialiseDraft, startDraft } from './draft.js';
import { draftStorageKey, Studio } from './Studio.js';

const light = studioSources.find((source) => source.key === 'theme:light')!;
const variable = (reference: string) => /^var\((--[\w-]+)\)$/.exec(reference)![1]!;

async function renderStudio(code: 'EN' | 'AR' = 'EN') {
  const i18n = await createI18n(code, themeDemoTexts);
  return render(
    <I18nextProvider i18n={i18n}>
      <Studio sources={studioSources} language={code} storage={localStorage} />
    </I18nextProvider>,
  );
}

const hexField = (token: string) => screen.getByRole('textbox', { name: `${token}: hex value` });
const fileText = () => JSON.parse(screen.getByRole('region', { name: 'theme.json to download' }).querySelector('code')!.textContent!) as unknown;
const draftFrame = () => screen.getByTitle('Home lobby in your draft') as HTMLIFrameElement;
const originFrame = () => screen.getByTitle('Home lobby in \u2068Light\u2069, where the draft started') as HTMLIFrameElement;

/** The root of a frame's document; jsdom loads no frame, so a test gives it the root a loaded screen has. */
function frameRoot(frame: HTMLIFrameElement): HTMLElement {
  const document = frame.contentDocument!;
  return document.documentElement ?? document.appendChild(document.createElement('html'));
}

/** Starts the studio from the light base theme, as a designer would with the select. */
async function startFromLight() {
  const rendered = await renderStudio();
  fireEvent.change(screen.getByRole('combobox', { name: 'Start from' }), { target: { value: light.key } });
  return rendered;
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the theme studio', () => {
  it('offers every merchant folder and base theme to start from, the merchants first', async () => {
    await renderStudio();
    const start = screen.getByRole('combobox', { name: 'Start from' });
    expect(
      within(start)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(studioSources.map((source) => source.key));
    expect(within(start).getByRole('group', { name: 'Merchants' })).toBeTruthy();
    expect(within(start).getByRole('group', { name: 'Base themes' })).toBeTruthy();
  });

  it('labels a picker and a hex field for every colour, and a field for every radius', async () => {
    await startFromLight();
    for (const token of Object.keys(vars.color)) {
      expect((screen.getByLabelText(`${token}: colour picker`) as HTMLInputElement).type).toBe('color');
      expect(hexField(token)).toBeTruthy();
    }
    for (const token of Object.keys(vars.radius)) expect(screen.getByRole('textbox', { name: `${token}: corner radius` })).toBeTruthy();
    // The overlay is translucent: its field shows its colour, as a picker can.
    expect((hexField('overlay') as HTMLInputElement).value).toBe('#16181d');
  });

  it('keeps an invalid hex as typed with the error beside it, and the draft as it was', async () => {
    await startFromLight();
    const field = hexField('brand') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '#12zz' } });
    expect(field.value).toBe('#12zz');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Enter # and six hex digits, e.g. #1a2b3c');
    expect(fileText()).toEqual({ extends: 'light' });
    expect((screen.getByLabelText('brand: colour picker') as HTMLInputElement).value).toBe(light.tokens.color.brand);
  });

  it('applies a valid hex at once: the preview’s root variables, the file and the contrast checks', async () => {
    await startFromLight();
    expect(within(screen.getByRole('region', { name: 'Contrast (WCAG 2.2 AA)' })).getByRole('status').textContent).toBe(
      `All ${contrastPairs.length} text and background pairs pass.`,
    );
    const [draftRoot, originRoot] = [frameRoot(draftFrame()), frameRoot(originFrame())];
    fireEvent.change(hexField('textMuted'), { target: { value: '#777777' } });
    expect(hexField('textMuted').getAttribute('aria-invalid')).toBe('false');
    expect(draftRoot.style.getPropertyValue(variable(vars.color.textMuted))).toBe('#777777');
    expect(originRoot.style.getPropertyValue(variable(vars.color.textMuted))).toBe(light.tokens.color.textMuted);
    expect(fileText()).toEqual({ extends: 'light', tokens: { color: { textMuted: '#777777' } } });
    expect(within(screen.getByRole('region', { name: 'Contrast (WCAG 2.2 AA)' })).getByRole('status').textContent).toBe(
      `4 of ${contrastPairs.length} pairs fail:`,
    );
    expect(screen.getByText('\u2068textMuted\u2069 on \u2068surface\u2069: 4.47:1, needs 4.5:1')).toBeTruthy();
  });

  it("shows a failing pair on the draft's screen and says how many places the frame marked", async () => {
    await startFromLight();
    const posted: unknown[] = [];
    const frameWindow = draftFrame().contentWindow!;
    vi.spyOn(frameWindow, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
    fireEvent.change(hexField('textMuted'), { target: { value: '#777777' } });
    const pair = screen.getByText('\u2068textMuted\u2069 on \u2068surface\u2069: 4.47:1, needs 4.5:1').closest('li')!;
    fireEvent.click(within(pair).getByRole('button', { name: 'Show on the screen' }));
    expect(within(pair).getByRole('button', { name: 'Show on the screen' }).getAttribute('aria-pressed')).toBe('true');
    expect(posted.filter((message) => (message as { type: string }).type === 'studio-pair').at(-1)).toEqual({
      type: 'studio-pair',
      foreground: '#777777',
      background: light.tokens.color.surface,
    });
    const answer = (count: number) =>
      act(() => void window.dispatchEvent(new MessageEvent('message', { data: { type: 'studio-pair-marked', count }, source: frameWindow })));
    await answer(3);
    expect(screen.getByText("Marked 3 places on the draft's screen.")).toBeTruthy();
    await answer(0);
    expect(screen.getByText('This screen does not draw that pair: choose another screen for the preview.')).toBeTruthy();
    // Fixed, the pair is gone and the frame is told to clear its marks.
    fireEvent.change(hexField('textMuted'), { target: { value: light.tokens.color.textMuted } });
    expect(posted.at(-1)).toEqual({ type: 'studio-pair' });
  });

  it('edits radii, refusing what is not a length', async () => {
    await startFromLight();
    const field = screen.getByRole('textbox', { name: 'md: corner radius' });
    const root = frameRoot(draftFrame());
    fireEvent.change(field, { target: { value: 'round' } });
    expect(screen.getByText('Enter a length such as 12px, 0.5rem or 0')).toBeTruthy();
    fireEvent.change(field, { target: { value: '4px' } });
    expect(screen.queryByText('Enter a length such as 12px, 0.5rem or 0')).toBeNull();
    expect(root.style.getPropertyValue(variable(vars.radius.md))).toBe('4px');
  });

  it('undoes and redoes with the buttons and with Ctrl+Z and Ctrl+Shift+Z', async () => {
    await startFromLight();
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    const redo = screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement;
    expect([undo.disabled, redo.disabled]).toEqual([true, true]);
    fireEvent.change(screen.getByLabelText('brand: colour picker'), { target: { value: '#00ff00' } });
    expect((hexField('brand') as HTMLInputElement).value).toBe('#00ff00');
    fireEvent.click(undo);
    expect((hexField('brand') as HTMLInputElement).value).toBe(light.tokens.color.brand);
    fireEvent.click(redo);
    expect((hexField('brand') as HTMLInputElement).value).toBe('#00ff00');
    fireEvent.keyDown(document, { key: 'z', ctrlKey: true });
    expect((hexField('brand') as HTMLInputElement).value).toBe(light.tokens.color.brand);
    fireEvent.keyDown(document, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect((hexField('brand') as HTMLInputElement).value).toBe('#00ff00');
  });

  it('keeps the draft over a reload, and ignores a corrupt stored one', async () => {
    const first = await startFromLight();
    fireEvent.change(hexField('accent'), { target: { value: '#123456' } });
    expect(JSON.parse(localStorage.getItem(draftStorageKey)!)).toMatchObject({ source: 'theme:light', theme: { tokens: { color: { accent: '#123456' } } } });
    first.unmount();
    const second = await renderStudio();
    expect((hexField('accent') as HTMLInputElement).value).toBe('#123456');
    expect((screen.getByRole('combobox', { name: 'Start from' }) as HTMLSelectElement).value).toBe(light.key);

    second.unmount();
    localStorage.setItem(draftStorageKey, '{"version":1,"source":');
    await renderStudio();
    expect((screen.getByRole('combobox', { name: 'Start from' }) as HTMLSelectElement).value).toBe(studioSources[0]!.key);
  });

  it('downloads the draft as theme.json', async () => {
    localStorage.setItem(draftStorageKey, serialiseDraft({ ...startDraft(light), tokens: { ...light.tokens, radius: { ...light.tokens.radius, sm: '2px' } } }));
    await renderStudio();
    const blobs: Blob[] = [];
    const names: string[] = [];
    // jsdom has no object URLs: stand-ins for this test only (the workers share their globals between files).
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:theme'), revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download theme.json' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(names).toEqual(['theme.json']);
    expect(JSON.parse(await blobs[0]!.text())).toEqual({ extends: 'light', tokens: { radius: { sm: '2px' } } });
  });

  it('edits the spacing, the shadows and the fonts; a font without the merchant’s scripts is named with them', async () => {
    await startFromLight();
    const root = frameRoot(draftFrame());
    fireEvent.change(screen.getByRole('textbox', { name: 'md: space' }), { target: { value: '10px' } });
    expect(root.style.getPropertyValue(variable(vars.space.md))).toBe('10px');
    const shadow = screen.getByRole('textbox', { name: 'raised: shadow' });
    fireEvent.change(shadow, { target: { value: '0 2px' } });
    expect(root.style.getPropertyValue(variable(vars.shadow.raised))).toBe('0 2px');
    fireEvent.change(shadow, { target: { value: '0 2px blur' } });
    expect(screen.getByText('Enter a shadow such as 0 2px 8px rgba(0, 0, 0, 0.2), or none')).toBeTruthy();
    const font = screen.getByRole('combobox', { name: 'Text font' });
    expect(
      within(font)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['System fonts (every script)', 'Humanist sans-serif (Latin, Cyrillic, Greek)', 'Serif (Latin, Cyrillic, Greek)', 'Rounded (Latin)']);
    fireEvent.change(font, { target: { value: fontStacks.find((choice) => choice.id === 'serif')!.stack } });
    expect(root.style.getPropertyValue(variable(vars.font.body))).toMatch(/^Georgia/);
    // The new merchant's languages are the first folder's; each one the serif cannot write is named.
    const warning = document.getElementById(font.getAttribute('aria-describedby')!)!.textContent!;
    expect(warning).toMatch(/^No font of this stack writes .+: those languages show in the phone's default font\.$/);
    expect(fileText()).toMatchObject({ tokens: { space: { md: '10px' }, shadow: { raised: '0 2px' } } });
  });

  it('previews every language, and every screen of the frames, from the selects', async () => {
    await renderStudio();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(within(language).getAllByRole('option')).toHaveLength(languages.length);
    expect(within(language).getByRole('option', { name: 'العربية' }).getAttribute('lang')).toBe('ar');
    fireEvent.change(language, { target: { value: 'AR' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Screen' }), { target: { value: 'register' } });
    const frame = screen.getByTitle('Register popup in your draft');
    expect(frame.getAttribute('src')).toMatch(/screen=register&lang=AR&dir=auto/);
    // A merchant's draft wears that merchant in the frame.
    expect(frame.getAttribute('src')).toContain(`&merchant=${studioSources[0]!.id}`);
  });

  it('speaks the page’s language', async () => {
    await act(() => renderStudio('AR'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('استوديو السمات');
  });
});

describe("the studio's merchant folder", () => {
  const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="160" height="40" fill="#0b5cad"/></svg>';
  const upload = async (label: string, file: File) => {
    await act(async () => {
      fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
      // The panel reads the file's text before it decides.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };

  it('names a new merchant from the base theme, and refuses a code another merchant has, keeping what was typed', async () => {
    await startFromLight();
    const code = screen.getByRole('textbox', { name: 'Merchant code' }) as HTMLInputElement;
    expect(code.value).toBe('light-merchant');
    const download = screen.getByRole('button', { name: 'Download the merchant folder (.zip)' }) as HTMLButtonElement;
    expect(download.disabled).toBe(false);
    fireEvent.change(code, { target: { value: studioSources[0]!.id } });
    expect(code.value).toBe(studioSources[0]!.id);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(new RegExp(`^${studioSources[0]!.id} is another merchant's code`))).toBeTruthy();
    expect(download.disabled).toBe(true);
    fireEvent.change(code, { target: { value: 'Sun Rise' } });
    expect(screen.getByText('Use lower-case letters, digits and dashes, starting with a letter or digit.')).toBeTruthy();
  });

  it('takes an SVG or PNG logo, shows it in the draft frame, and refuses a non-image or a wrong shape with the reason, keeping the logo it had', async () => {
    await startFromLight();
    const posted: unknown[] = [];
    const frameWindow = draftFrame().contentWindow!;
    vi.spyOn(frameWindow, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
    await upload('Upload Logo on light backgrounds', new File([logo], 'sunrise.svg', { type: 'image/svg+xml' }));
    expect(screen.getByText('Uploaded: sunrise.svg')).toBeTruthy();
    await act(async () => fireEvent.change(hexField('brand'), { target: { value: '#123456' } }));
    expect(posted.filter((message) => (message as { type: string }).type === 'studio-brand').at(-1)).toMatchObject({ type: 'studio-brand', logo });

    await upload('Upload Logo on light backgrounds', new File(['\x89PNG'], 'logo.png', { type: 'image/png' }));
    expect(screen.getByText(/^logo\.png is neither an SVG nor a PNG image\./)).toBeTruthy();
    await upload('Upload App icon', new File([logo], 'wide.svg', { type: 'image/svg+xml' }));
    expect(screen.getByText('wide.svg cannot be used: viewBox 160×40 is 4.00:1 (width:height); 1:1 (a square) is allowed')).toBeTruthy();
    // The refused files changed nothing: the logo stays, the icon is still the build's.
    expect(screen.getAllByText('Not drawn: the build draws one').length).toBe(5);
    // A PNG logo is taken, kept inside an SVG of its size.
    const png = readFileSync(resolve(process.cwd(), 'e2e', 'fixtures', 'logo.png'));
    await upload('Upload Logo on dark backgrounds', new File([png], 'dark-logo.png', { type: 'image/png' }));
    expect(screen.getByText('Uploaded: dark-logo.png')).toBeTruthy();
    expect(screen.getAllByText('Not drawn: the build draws one').length).toBe(4);
  });

  it('undoes a folder edit as a theme edit, with the buttons and with Ctrl+Z, and the whole typed name at once', async () => {
    await startFromLight();
    const name = screen.getByRole('textbox', { name: 'Display name' }) as HTMLInputElement;
    const before = name.value;
    for (const typed of ['S', 'Su', 'Sun']) fireEvent.change(name, { target: { value: typed } });
    const flag = screen.getByRole('checkbox', { name: 'Member centre: second layout (mem_cen)' }) as HTMLInputElement;
    const flagBefore = flag.checked;
    fireEvent.click(flag);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect([flag.checked, name.value]).toEqual([flagBefore, 'Sun']);
    fireEvent.keyDown(document, { key: 'z', ctrlKey: true });
    expect(name.value).toBe(before);
    fireEvent.keyDown(document, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(name.value).toBe('Sun');
  });

  it('sets the languages, the default language and the template flags, and says when the default is not offered', async () => {
    await startFromLight();
    const arabic = screen.getByRole('checkbox', { name: 'العربية' }) as HTMLInputElement;
    fireEvent.click(arabic);
    expect(arabic.checked).toBe(true);
    const fallback = screen.getByRole('combobox', { name: 'Default language' });
    fireEvent.change(fallback, { target: { value: 'AR' } });
    fireEvent.click(arabic);
    expect(screen.getByText('The default language must be one of the chosen languages.')).toBeTruthy();
    const posted: unknown[] = [];
    vi.spyOn(draftFrame().contentWindow!, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
    const memberCentre = screen.getByRole('checkbox', { name: 'Member centre: second layout (mem_cen)' }) as HTMLInputElement;
    const before = memberCentre.checked;
    fireEvent.click(memberCentre);
    expect(memberCentre.checked).toBe(!before);
    // The draft's deposit and member-centre screens follow the folder: its layouts, its deposit range and presets, its switches.
    const first = Object.values(merchantFolders)[0]!.merchant as { amounts: { deposit: unknown }; whitelabel: string[] };
    expect(posted.filter((message) => (message as { type: string }).type === 'studio-brand').at(-1)).toMatchObject({
      site: { deposit: first.amounts.deposit, whitelabel: first.whitelabel, mobileTemplate: { mem_cen: before ? 0 : 1 } },
    });
  });

  it('opens a zip it downloaded, and says so; a file that is not one changes nothing', async () => {
    await startFromLight();
    fireEvent.change(hexField('brand'), { target: { value: '#0b5cad' } });
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:zip'), revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Download the merchant folder (.zip)' }));
    const zip = new Uint8Array(await blobs[0]!.arrayBuffer());

    fireEvent.change(screen.getByRole('combobox', { name: 'Start from' }), { target: { value: 'theme:classic' } });
    await upload('Open a merchant folder (.zip)', new File(['not a zip'], 'notes.zip', { type: 'application/zip' }));
    expect(screen.getByText('That file is not a zip. Open a merchant folder downloaded from the studio.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Start from' }) as HTMLSelectElement).value).toBe('theme:classic');

    await upload('Open a merchant folder (.zip)', new File([zip], 'light-merchant.zip', { type: 'application/zip' }));
    expect(screen.getByText('Opened light-merchant from light-merchant.zip.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Start from' }) as HTMLSelectElement).value).toBe('theme:light');
    expect(fileText()).toEqual({ extends: 'light', tokens: { color: { brand: '#0b5cad' } } });
    expect((screen.getByRole('textbox', { name: 'Merchant code' }) as HTMLInputElement).value).toBe('light-merchant');
  });
});
