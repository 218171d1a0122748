import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { merchantTokens } from '@whitelabel/merchants';
import { contrastPairs, vars } from '@whitelabel/ui/theme';
import { merchantConfigs } from 'virtual:merchants';
import { afterAll, describe, expect, it } from 'vitest';
import { studioSources } from '../themes.js';
import {
  collectStudioSources,
  colourHex,
  contrastFailures,
  fontChoices,
  languagesWithoutFont,
  parseHex,
  parseRadius,
  parseShadow,
  parseSpace,
  restoreDraft,
  serialiseDraft,
  startDraft,
  studioReducer,
  themeFile,
  themeFileText,
  themeVariables,
  withColour,
  type StudioAction,
  type StudioSource,
  type StudioState,
} from './draft.js';

// The workspace's merchant folders (the catalogue's merchantsDir() needs a file: URL, which this jsdom test's modules lack).
const merchantsDir = () => join(import.meta.dirname, '..', '..', '..', '..', 'merchants');
const source = (key: string): StudioSource => studioSources.find((candidate) => candidate.key === key)!;
const light = source('theme:light');
const run = (state: StudioState, ...actions: StudioAction[]) => actions.reduce(studioReducer, state);
const edit = (token: string, value: string, merge = false): StudioAction => ({ type: 'edit', group: 'color', token, value, merge });

describe('sources: every merchant folder of the catalogue, then every base theme', () => {
  it('offers the merchants in catalogue order, each extending its base theme with its own tokens, then the themes by id', () => {
    expect(studioSources.map((candidate) => candidate.key)).toEqual([
      ...merchantConfigs.map((merchant) => `merchant:${merchant.code}`),
      'theme:classic',
      'theme:contrast',
      'theme:light',
    ]);
    for (const merchant of merchantConfigs) {
      const found = source(`merchant:${merchant.code}`);
      expect([found.name, found.extends]).toEqual([merchant.name, merchant.themeId]);
      expect(found.baseTokens).toBe(source(`theme:${merchant.themeId}`).tokens);
    }
  });

  it('rejects a theme entry without its tokens and a merchant whose tokens are missing', () => {
    const modules = [{ id: 'ocean', module: { oceanTheme: { id: 'ocean', name: 'Ocean', className: 'theme-ocean' } } }];
    expect(() => collectStudioSources(modules, [], {})).toThrow(/ocean/);
    const withTokens = [{ id: 'light', module: { lightTheme: { id: 'light', name: 'Light', tokens: light.tokens } } }];
    expect(() => collectStudioSources(withTokens, [{ code: 'shop', name: 'Shop', themeId: 'light' }], {})).toThrow(/shop/);
  });
});

describe('values the fields accept', () => {
  it('takes a hex colour of six digits in any case, nothing else', () => {
    expect(parseHex(' #1A2b3C ')).toBe('#1a2b3c');
    expect(['#12345', '123456', '#12345g', 'red', '#1234567', ''].map(parseHex)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('takes lengths as radii', () => {
    expect(['12px', '0.5rem', '0', '50%', ' 8px '].map(parseRadius)).toEqual(['12px', '0.5rem', '0', '50%', '8px']);
    expect(['12', '-4px', 'px', 'big', '1e3px'].map(parseRadius)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('takes lengths as spaces, CSS shadows or none as shadows, and only the kit’s font stacks as fonts', () => {
    expect(['8px', ' 0.5rem ', '0', '1.25em'].map(parseSpace)).toEqual(['8px', '0.5rem', '0', '1.25em']);
    expect(['8', '-4px', '50%', 'big'].map(parseSpace)).toEqual([undefined, undefined, undefined, undefined]);
    expect(parseShadow('0 2px 8px rgba(0, 0, 0, 0.2)')).toBe('0 2px 8px rgba(0, 0, 0, 0.2)');
    expect(parseShadow(' inset 0  1px 2px #0003 ,0 4px 16px rgba(0,0,0,.3)')).toBe('inset 0 1px 2px #0003, 0 4px 16px rgba(0,0,0,.3)');
    expect(parseShadow('none')).toBe('none');
    for (const wrong of ['2px', 'red', '0 2px 8px blue; color: red', '0 2px url(x)', '']) expect(parseShadow(wrong), wrong).toBeUndefined();
    const draft = startDraft(light);
    const [system, serif] = [fontChoices[0]!, fontChoices.find((choice) => choice.id === 'serif')!];
    expect(run(draft, { type: 'edit', group: 'font', token: 'body', value: serif.stack }).tokens.font.body).toBe(serif.stack);
    expect(run(draft, { type: 'edit', group: 'font', token: 'body', value: 'Comic Sans MS' })).toBe(draft);
    // Only the families: the type scale is not the studio's to change.
    expect(run(draft, { type: 'edit', group: 'font', token: 'sizeMd', value: system.stack })).toBe(draft);
    expect(run(draft, { type: 'edit', group: 'space', token: 'md', value: '10px' }).tokens.space.md).toBe('10px');
    expect(run(draft, { type: 'edit', group: 'shadow', token: 'raised', value: 'none' }).tokens.shadow.raised).toBe('none');
  });

  it('names the languages whose script a font stack lacks: none for the system fonts, Thai and Arabic for a Latin serif', () => {
    const offered = [
      { code: 'EN', tag: 'en' },
      { code: 'RU', tag: 'ru' },
      { code: 'TH', tag: 'th' },
      { code: 'UR', tag: 'ur' },
      { code: 'UR-LA', tag: 'ur-Latn' },
    ];
    expect(languagesWithoutFont(fontChoices[0]!.stack, offered)).toEqual([]);
    expect(languagesWithoutFont(fontChoices.find((choice) => choice.id === 'serif')!.stack, offered)).toEqual(['TH', 'UR']);
    expect(languagesWithoutFont(fontChoices.find((choice) => choice.id === 'rounded')!.stack, offered)).toEqual(['RU', 'TH', 'UR']);
    // A theme's own stack: the studio cannot know its fonts, so it warns of nothing.
    expect(languagesWithoutFont('"My Font", serif', offered)).toEqual([]);
  });

  it('shows a translucent token as its colour and keeps its transparency when the colour changes', () => {
    expect(colourHex('rgba(22, 24, 29, 0.55)')).toBe('#16181d');
    expect(colourHex('#ABCDEF')).toBe('#abcdef');
    expect(withColour('rgba(22, 24, 29, 0.55)', '#ff8000')).toBe('rgba(255, 128, 0, 0.55)');
    expect(withColour('#000000', '#ff8000')).toBe('#ff8000');
  });
});

describe('the draft and its history', () => {
  it('applies a valid edit and ignores an invalid one, an unknown token or an unchanged value', () => {
    const start = startDraft(light);
    const edited = run(start, edit('brand', '#0b6e4f'));
    expect(edited.tokens.color.brand).toBe('#0b6e4f');
    expect(edited.tokens.color.accent).toBe(light.tokens.color.accent);
    for (const action of [edit('brand', 'green'), edit('brand', '#0B6E4F0'), edit('notAToken', '#000000'), edit('brand', '#0b6e4f')]) {
      expect(studioReducer(edited, action)).toBe(edited);
    }
    expect(studioReducer(start, { type: 'edit', group: 'radius', token: 'md', value: '12' })).toBe(start);
    expect(run(start, { type: 'edit', group: 'radius', token: 'md', value: '6px' }).tokens.radius.md).toBe('6px');
  });

  it('undoes and redoes step by step, and a new edit drops what was undone', () => {
    const twice = run(startDraft(light), edit('brand', '#111111'), edit('accent', '#222222'));
    const undone = run(twice, { type: 'undo' });
    expect([undone.tokens.color.brand, undone.tokens.color.accent]).toEqual(['#111111', light.tokens.color.accent]);
    const back = run(undone, { type: 'undo' });
    expect(back.tokens).toEqual(light.tokens);
    expect(run(back, { type: 'undo' })).toBe(back);
    const redone = run(back, { type: 'redo' }, { type: 'redo' });
    expect(redone.tokens).toEqual(twice.tokens);
    expect(run(redone, { type: 'redo' })).toBe(redone);
    const branched = run(back, { type: 'redo' }, edit('text', '#000000'));
    expect(branched.future).toEqual([]);
  });

  it('takes a dragged picker back in one step, but not two tokens or two typed values', () => {
    const dragged = run(startDraft(light), edit('brand', '#100000', true), edit('brand', '#200000', true), edit('brand', '#300000', true));
    expect(run(dragged, { type: 'undo' }).tokens.color.brand).toBe(light.tokens.color.brand);
    const typed = run(startDraft(light), edit('brand', '#100000'), edit('brand', '#200000'));
    expect(run(typed, { type: 'undo' }).tokens.color.brand).toBe('#100000');
    const two = run(startDraft(light), edit('brand', '#100000', true), edit('accent', '#200000', true));
    expect(run(two, { type: 'undo' }).tokens.color.brand).toBe('#100000');
  });

  it('starts afresh from another source', () => {
    const edited = run(startDraft(light), edit('brand', '#111111'));
    const classic = run(edited, { type: 'start', source: source('theme:classic') });
    expect([classic.tokens, classic.past, classic.source.key]).toEqual([source('theme:classic').tokens, [], 'theme:classic']);
  });
});

describe('theme.json: the shape of a merchant folder’s', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'studio-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is a merchant folder’s own theme.json while the draft is unchanged', () => {
    for (const merchant of merchantConfigs) {
      const stored: unknown = JSON.parse(readFileSync(join(merchantsDir(), merchant.code, 'theme.json'), 'utf8'));
      expect(themeFile(startDraft(source(`merchant:${merchant.code}`)))).toEqual(stored);
    }
  });

  it('lists only the tokens that differ from the base theme', () => {
    expect(themeFile(startDraft(light))).toEqual({ extends: 'light' });
    const edited = run(startDraft(light), edit('brand', '#0b6e4f'), { type: 'edit', group: 'radius', token: 'lg', value: '4px' });
    expect(themeFile(edited)).toEqual({ extends: 'light', tokens: { color: { brand: '#0b6e4f' }, radius: { lg: '4px' } } });
    expect(themeFile(run(edited, edit('brand', light.tokens.color.brand)))).toEqual({ extends: 'light', tokens: { radius: { lg: '4px' } } });
  });

  it('is accepted unchanged by the catalogue, which reads it back into the draft’s tokens', async () => {
    const merchant = merchantConfigs[0]!;
    const edited = run(
      startDraft(source(`merchant:${merchant.code}`)),
      edit('brand', '#0b6e4f'),
      edit('overlay', withColour(source(`merchant:${merchant.code}`).tokens.color.overlay, '#102030')),
      { type: 'edit', group: 'radius', token: 'sm', value: '2px' },
    );
    const folder = join(scratch, merchant.code);
    mkdirSync(folder);
    writeFileSync(join(folder, 'merchant.json'), readFileSync(join(merchantsDir(), merchant.code, 'merchant.json')));
    writeFileSync(join(folder, 'theme.json'), themeFileText(edited));
    expect(await merchantTokens(merchant.code, scratch)).toEqual(edited.tokens);
  });
});

describe('the stored draft', () => {
  it('comes back after a reload with its undo and redo steps, a broken history dropped and the draft kept', () => {
    const worked = run(startDraft(light), edit('brand', '#112233'), edit('brand', '#445566'), edit('text', '#000000'), { type: 'undo' });
    const restored = restoreDraft(serialiseDraft(worked), studioSources)!;
    expect([restored.tokens, restored.past, restored.future]).toEqual([worked.tokens, worked.past, worked.future]);
    expect(run(restored, { type: 'undo' }, { type: 'undo' }).tokens.color.brand).toBe(light.tokens.color.brand);
    expect(run(restored, { type: 'redo' }).tokens.color.text).toBe('#000000');
    const stored = JSON.parse(serialiseDraft(worked)) as Record<string, unknown>;
    const broken = restoreDraft(JSON.stringify({ ...stored, past: [{ extends: 'light', tokens: { color: { brand: 'red' } } }] }), studioSources)!;
    expect([broken.tokens, broken.past]).toEqual([worked.tokens, []]);
  });

  it('comes back after a reload', () => {
    const edited = run(startDraft(source('theme:classic')), edit('brand', '#123456'), { type: 'edit', group: 'radius', token: 'pill', value: '8px' });
    const restored = restoreDraft(serialiseDraft(edited), studioSources);
    expect([restored?.source.key, restored?.tokens]).toEqual(['theme:classic', edited.tokens]);
  });

  it('is ignored when it is missing, corrupt, or names what the studio does not offer or could not have written', () => {
    const valid = JSON.parse(serialiseDraft(startDraft(light))) as { version: number; source: string; theme: Record<string, unknown> };
    const variants = [
      null,
      '',
      '{not json',
      '[]',
      JSON.stringify({ ...valid, version: 2 }),
      JSON.stringify({ ...valid, source: 'merchant:nobody' }),
      JSON.stringify({ ...valid, theme: { extends: 'classic' } }),
      JSON.stringify({ ...valid, theme: { extends: 'light', tokens: { color: { notAToken: '#000000' } } } }),
      JSON.stringify({ ...valid, theme: { extends: 'light', tokens: { color: { brand: 'red' } } } }),
      JSON.stringify({ ...valid, theme: { extends: 'light', tokens: { color: { text: 'rgba(0, 0, 0, 0.5)' } } } }),
      JSON.stringify({ ...valid, theme: { extends: 'light', tokens: { radius: { md: 'round' } } } }),
      JSON.stringify({ ...valid, theme: { extends: 'light', tokens: 'all' } }),
    ];
    expect(variants.map((text) => restoreDraft(text, studioSources))).toEqual(variants.map(() => undefined));
    expect(restoreDraft(JSON.stringify(valid), studioSources)?.source.key).toBe('theme:light');
  });
});

describe('the preview’s variables', () => {
  it('sets every variable of the contract to its token', () => {
    const variables = themeVariables({ ...light.tokens, color: { ...light.tokens.color, brand: '#abcdef' } });
    const brandVariable = /^var\((--[\w-]+)\)$/.exec(vars.color.brand)![1]!;
    expect(variables[brandVariable]).toBe('#abcdef');
    expect(variables[/^var\((--[\w-]+)\)$/.exec(vars.radius.md)![1]!]).toBe(light.tokens.radius.md);
    const leaves = (tree: object): number =>
      Object.values(tree).reduce<number>((count, value) => count + (typeof value === 'string' ? 1 : leaves(value as object)), 0);
    expect(Object.keys(variables)).toHaveLength(leaves(vars));
  });
});

describe('contrast: ui’s pairs against WCAG 2.2 AA', () => {
  it('passes every base theme and names each failing pair with its ratio and minimum', () => {
    for (const key of ['theme:classic', 'theme:contrast', 'theme:light']) expect(contrastFailures(source(key).tokens)).toEqual([]);
    const failures = contrastFailures({ ...light.tokens, color: { ...light.tokens.color, textMuted: '#777777', focusRing: '#ffffff' } });
    // #777777 on white is 4.478:1: shown as 4.47, never rounded up to a pass.
    expect(failures).toContainEqual({ foreground: 'textMuted', background: 'surface', ratio: 4.47, minimum: 4.5 });
    expect(failures).toContainEqual({ foreground: 'focusRing', background: 'surface', ratio: 1, minimum: 3 });
    expect(failures.every((failure) => contrastPairs.some((pair) => pair.foreground === failure.foreground && pair.background === failure.background))).toBe(
      true,
    );
  });
});
