import { sharedTokens } from '@whitelabel/ui/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeScaleHtml } from '../../first-screen-shell.js';
import { typeScaleTemplateId, warmTypeScale } from './type-scale.js';

const tokens = { font: sharedTokens.font };
const samples = { latin: 'Aa 0123456789', languages: { th: 'ไทย', ar: 'العربية' } };
const specimen = () => document.body.querySelector<HTMLElement>('div[aria-hidden="true"]');
const shell = '<div id="root"><div data-shell></div></div>';
/** A document in `lang` as the build and the site server write it: the specimen's template and the shell. */
const writeDocument = (lang: string) => {
  document.documentElement.lang = lang;
  document.head.innerHTML = typeScaleHtml(tokens, samples);
  document.body.innerHTML = shell;
};
const lines = () => [...(specimen()?.children ?? [])] as HTMLElement[];

describe('the type scale specimen', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('lays out each font of the list alone, then every size and weight of the theme, with the Latin sample and the page language’s', async () => {
    writeDocument('th');
    await warmTypeScale(document, Infinity);
    expect(document.getElementById(typeScaleTemplateId)).toBeNull();

    const { font } = tokens;
    const both = (line: string) => [`${line}/Aa 0123456789`, `${line}/ไทย`];
    const fonts = font.body.split(',').map((family) => `${family.trim()}/${font.sizeMd}/${font.weightRegular}`);
    const strikes = [font.sizeXs, font.sizeSm, font.sizeMd, font.sizeLg, font.sizeXl].flatMap((size) =>
      [font.weightRegular, font.weightBold].map((weight) => `/${size}/${weight}`),
    );
    expect(fonts).toContain(`"Noto Sans Thai"/${font.sizeMd}/${font.weightRegular}`);
    expect(lines().map((line) => `${line.style.fontFamily}/${line.style.fontSize}/${line.style.fontWeight}/${line.textContent}`)).toEqual(
      [...fonts, ...strikes].flatMap(both),
    );
    // Hidden from sight and from assistive technology, in the theme's font.
    expect(specimen()?.style.visibility).toBe('hidden');
    expect(specimen()?.style.fontFamily).toBe(font.body);
  });

  it('lays lines out for a few milliseconds per task, then waits for the next task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    writeDocument('th');
    // With no time per task, each line has a task of its own.
    const done = warmTypeScale(document, 0);
    expect(lines()).toHaveLength(1);
    await Promise.resolve();
    expect(lines()).toHaveLength(1);
    vi.runOnlyPendingTimers();
    await vi.waitFor(() => expect(lines()).toHaveLength(2));
    await vi.runAllTimersAsync();
    await done;
    expect(lines().length).toBeGreaterThan(20);
  });

  it('lays out only the Latin sample on a page in a language written in Latin letters', async () => {
    writeDocument('en');
    await warmTypeScale(document, Infinity);
    expect(lines()).toHaveLength(sharedTokens.font.body.split(',').length + 10);
    expect(new Set(lines().map((line) => line.textContent))).toEqual(new Set(['Aa 0123456789']));
  });

  it('stops once the app has replaced the shell (a line laid out then would lay the new screen out with it)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    writeDocument('th');
    const done = warmTypeScale(document, 0);
    expect(lines()).toHaveLength(1);
    document.getElementById('root')!.innerHTML = '<main>the app</main>';
    vi.runOnlyPendingTimers();
    await done;
    expect(lines()).toHaveLength(1);
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
