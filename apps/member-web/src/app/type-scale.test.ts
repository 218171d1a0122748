import { sharedTokens } from '@whitelabel/ui/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeScaleHtml } from '../../first-screen-shell.js';
import { typeScaleTemplateId, warmTypeScale } from './type-scale.js';

const tokens = { font: sharedTokens.font };
const samples = { latin: 'Aa 0123456789', languages: { th: 'ไทย', ar: 'العربية' } };
const specimen = () => document.body.querySelector<HTMLElement>('div[aria-hidden="true"]');
const lines = () => [...(specimen()?.children ?? [])] as HTMLElement[];

describe('the type scale specimen', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('lays out every size and weight of the theme with the Latin sample and the page language’s, a line per task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    document.documentElement.lang = 'th';
    document.head.innerHTML = typeScaleHtml(tokens, samples);
    const done = warmTypeScale(document);
    expect(document.getElementById(typeScaleTemplateId)).toBeNull();
    expect(lines()).toHaveLength(1);
    // The next line waits for a task of its own.
    await Promise.resolve();
    expect(lines()).toHaveLength(1);
    vi.runOnlyPendingTimers();
    await vi.waitFor(() => expect(lines()).toHaveLength(2));
    while (lines().length < 20) {
      vi.runOnlyPendingTimers();
      await Promise.resolve();
    }
    vi.runOnlyPendingTimers();
    await done;

    const { font } = tokens;
    const strikes = [font.sizeXs, font.sizeSm, font.sizeMd, font.sizeLg, font.sizeXl].flatMap((size) =>
      [font.weightRegular, font.weightBold].flatMap((weight) => [`${size}/${weight}/Aa 0123456789`, `${size}/${weight}/ไทย`]),
    );
    expect(lines().map((line) => `${line.style.fontSize}/${line.style.fontWeight}/${line.textContent}`)).toEqual(strikes);
    // Hidden from sight and from assistive technology, in the theme's font.
    expect(specimen()?.style.visibility).toBe('hidden');
    expect(specimen()?.style.fontFamily).toBe(font.body);
  });

  it('lays out only the Latin sample on a page in a language written in Latin letters', async () => {
    document.documentElement.lang = 'en';
    document.head.innerHTML = typeScaleHtml(tokens, samples);
    await warmTypeScale(document);
    expect(lines()).toHaveLength(10);
    expect(new Set(lines().map((line) => line.textContent))).toEqual(new Set(['Aa 0123456789']));
  });

  it('escapes the samples it writes into the document', () => {
    const html = typeScaleHtml(tokens, { latin: '<b>&', languages: { 'x"y': '<i>' } });
    expect(html).toContain('<p>&lt;b&gt;&amp;</p><p lang="x&quot;y">&lt;i&gt;</p>');
  });

  it('does nothing without the template (a document the build did not write)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await warmTypeScale(document);
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });
});
