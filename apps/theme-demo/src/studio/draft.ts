import { contrastPairs, contrastRatio, extendTokens, fontStacks, vars, type ThemeOverrides, type ThemeTokens } from '@whitelabel/ui/theme';

/** What a draft can start from: a merchant folder of the catalogue, or a base theme of @whitelabel/ui. */
export interface StudioSource {
  /** `merchant:<code>` or `theme:<id>`: how the stored draft names its source. */
  key: string;
  kind: 'merchant' | 'theme';
  /** The merchant's code or the base theme's id. */
  id: string;
  name: string;
  /** The base theme the exported theme.json extends. */
  extends: string;
  /** The base theme's tokens: the exported file lists only the tokens that differ from them. */
  baseTokens: ThemeTokens;
  /** The tokens the draft starts from: the merchant's (base theme with its theme.json laid over) or the base theme's. */
  tokens: ThemeTokens;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tokens a theme entry's module exports with its theme (`{ id, name, tokens }`), if it has them. */
function themeOf(module: Record<string, unknown>, id: string): { name: string; tokens: ThemeTokens } | undefined {
  const theme = Object.values(module).find((value) => isObject(value) && value.id === id && isObject(value.tokens) && typeof value.name === 'string');
  return theme as { name: string; tokens: ThemeTokens } | undefined;
}

/** Every merchant of the catalogue (in its order), then every base theme (by id): what the studio offers to start from. */
export function collectStudioSources(
  modules: readonly { id: string; module: Record<string, unknown> }[],
  merchants: readonly { code: string; name: string; themeId: string }[],
  merchantTokens: Readonly<Record<string, ThemeTokens>>,
): StudioSource[] {
  const themes = modules.map(({ id, module }) => {
    const theme = themeOf(module, id);
    if (!theme) throw new Error(`@whitelabel/ui/themes/${id} exports no theme with id "${id}" and its tokens`);
    return { id, ...theme };
  });
  const fromMerchants = merchants.map((merchant): StudioSource => {
    const base = themes.find((theme) => theme.id === merchant.themeId);
    const tokens = merchantTokens[merchant.code];
    if (!base || !tokens) throw new Error(`Merchant ${merchant.code}: no tokens for its theme ${merchant.themeId}`);
    return { key: `merchant:${merchant.code}`, kind: 'merchant', id: merchant.code, name: merchant.name, extends: base.id, baseTokens: base.tokens, tokens };
  });
  const fromThemes = [...themes]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((theme): StudioSource => ({
      key: `theme:${theme.id}`,
      kind: 'theme',
      id: theme.id,
      name: theme.name,
      extends: theme.id,
      baseTokens: theme.tokens,
      tokens: theme.tokens,
    }));
  return [...fromMerchants, ...fromThemes];
}

/** The token groups the studio edits, each token in the contract's order; of the type, the two families. */
export type EditableGroup = 'color' | 'radius' | 'space' | 'shadow' | 'font';
export const editableTokens = {
  color: Object.keys(vars.color) as (keyof ThemeTokens['color'])[],
  radius: Object.keys(vars.radius) as (keyof ThemeTokens['radius'])[],
  space: Object.keys(vars.space) as (keyof ThemeTokens['space'])[],
  shadow: Object.keys(vars.shadow) as (keyof ThemeTokens['shadow'])[],
  font: ['body', 'numeric'] as const,
} as const;
const editableGroups = Object.keys(editableTokens) as EditableGroup[];

const hexPattern = /^#[0-9a-f]{6}$/i;
const rgbPattern = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+)\s*)?\)$/i;
const radiusPattern = /^(?:0|\d+(?:\.\d+)?(?:px|rem|em|%))$/;

/** A typed hex colour as the draft stores it (`#rrggbb`, lower case), or undefined when it is not one. */
export function parseHex(text: string): string | undefined {
  const trimmed = text.trim();
  return hexPattern.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

/** A typed radius (`12px`, `0.5rem`, `50%`, `0`), trimmed, or undefined when it is not one. */
export function parseRadius(text: string): string | undefined {
  const trimmed = text.trim();
  return radiusPattern.test(trimmed) ? trimmed : undefined;
}

const spacePattern = /^(?:0|\d+(?:\.\d+)?(?:px|rem|em))$/;
/** A typed space (`8px`, `0.5rem`, `0`), trimmed, or undefined when it is not one. */
export function parseSpace(text: string): string | undefined {
  const trimmed = text.trim();
  return spacePattern.test(trimmed) ? trimmed : undefined;
}

const length = String.raw`-?(?:0|\d*\.?\d+(?:px|rem|em))`;
const shadowColour = String.raw`(?:#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\))`;
const shadowPattern = new RegExp(String.raw`^(?:inset\s+)?${length}\s+${length}(?:\s+${length}){0,2}(?:\s+${shadowColour})?$`, 'i');
/** A typed shadow: `none`, or shadows as CSS writes them (`0 2px 8px rgba(0, 0, 0, 0.2)`, comma-separated), or undefined. */
export function parseShadow(text: string): string | undefined {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === 'none') return trimmed;
  const parts = trimmed.split(/,(?![^(]*\))/).map((part) => part.trim());
  return parts.length > 0 && parts.every((part) => shadowPattern.test(part)) ? parts.join(', ') : undefined;
}

/** The kit's font stacks (`fontStacks` of @whitelabel/ui): a font token is one of them. */
export const fontChoices = fontStacks;
export const fontChoiceOf = (stack: string) => fontStacks.find((choice) => choice.stack === stack);

/**
 * The languages (spec codes) whose script a font stack lacks: their text shows in the phone's default font. A
 * language's script is its tag's likely one (Intl.Locale: th is Thai, ur is Arabic, ur-Latn Latin).
 */
export function languagesWithoutFont(stack: string, languages: readonly { code: string; tag: string }[]): string[] {
  const choice = fontChoiceOf(stack);
  if (!choice || choice.scripts === 'all') return [];
  const scripts: readonly string[] = choice.scripts;
  return languages.filter((language) => !scripts.includes(new Intl.Locale(language.tag).maximize().script ?? 'Latn')).map((language) => language.code);
}

/** The `#rrggbb` a colour token shows in the picker and the hex field: itself, or an `rgb()`/`rgba()` token's colour. */
export function colourHex(value: string): string {
  if (hexPattern.test(value)) return value.toLowerCase();
  const match = rgbPattern.exec(value);
  if (!match) return '#000000';
  return `#${match
    .slice(1, 4)
    .map((channel) => Math.min(255, Number(channel)).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** `hex` as the token's new value; a translucent token (the overlay) keeps its transparency, which a hex field cannot show. */
export function withColour(previous: string, hex: string): string {
  const alpha = rgbPattern.exec(previous)?.[4];
  if (alpha === undefined) return hex;
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** One state of the draft the undo history returns to: its theme tokens and the rest of its merchant folder. */
export interface StudioStep<F = undefined> {
  tokens: ThemeTokens;
  folder: F;
}

/**
 * The studio's draft: the theme it edits and its merchant folder's other settings (`F`, the studio's FolderDraft),
 * with one undo history over both, so an undo takes back the last edit whichever panel it was made in.
 */
export interface StudioState<F = undefined> extends StudioStep<F> {
  source: StudioSource;
  /** Earlier drafts, the latest last, and drafts undone, the next redo last. */
  past: readonly StudioStep<F>[];
  future: readonly StudioStep<F>[];
  /** What the last edit changed (a token, a folder field), when that edit may absorb the next (a colour picker being dragged, a name typed). */
  mergeable?: string;
}

export type StudioAction<F = undefined> =
  | { type: 'start'; source: StudioSource; tokens?: ThemeTokens; folder?: F }
  | { type: 'edit'; group: EditableGroup; token: string; value: string; merge?: boolean }
  /** The folder's settings changed; `merge` names the text field typed in, whose next keystroke joins this step. */
  | { type: 'folder'; folder: F; merge?: string }
  /** A fact about the folder that is no edit (it was saved into the workspace): true of every step, undone by none. */
  | { type: 'patch'; patch: (folder: F) => F }
  | { type: 'undo' }
  | { type: 'redo' };

export const startDraft = <F = undefined>(source: StudioSource, tokens: ThemeTokens = source.tokens, folder?: F): StudioState<F> => ({
  source,
  tokens,
  folder: folder as F,
  past: [],
  future: [],
});

/**
 * Whether `value` may be the token's value: a hex colour (an `rgb()` colour only where the token already is one), a
 * radius, a space, a shadow, or one of the kit's font stacks.
 */
function acceptable(tokens: ThemeTokens, group: EditableGroup, token: string, value: string): boolean {
  if (!(editableTokens[group] as readonly string[]).includes(token)) return false;
  if (group === 'radius') return parseRadius(value) === value;
  if (group === 'space') return parseSpace(value) === value;
  if (group === 'shadow') return parseShadow(value) === value;
  if (group === 'font') return fontChoiceOf(value) !== undefined;
  return parseHex(value) === value || (rgbPattern.test(value) && rgbPattern.test(tokens.color[token as keyof ThemeTokens['color']]));
}

/** The step a state is at, for its history. */
const stepOf = <F>(state: StudioState<F>): StudioStep<F> => ({ tokens: state.tokens, folder: state.folder });

/** `next` as the draft's new step: the current one joins the history, unless `merge` continues the last edit's. */
function advance<F>(state: StudioState<F>, next: StudioStep<F>, merge: string | undefined): StudioState<F> {
  const merging = merge !== undefined && state.mergeable === merge;
  return { ...state, ...next, past: merging ? state.past : [...state.past, stepOf(state)], future: [], mergeable: merge };
}

/** The studio's draft with its undo history. An edit the draft cannot take (an invalid value) changes nothing. */
export function studioReducer<F>(state: StudioState<F>, action: StudioAction<F>): StudioState<F> {
  switch (action.type) {
    case 'start':
      return startDraft(action.source, action.tokens, action.folder);
    case 'edit': {
      const { group, token, value } = action;
      if (!acceptable(state.tokens, group, token, value)) return state;
      const current = (state.tokens[group] as Record<string, string>)[token];
      if (current === value) return state;
      const tokens = { ...state.tokens, [group]: { ...state.tokens[group], [token]: value } } as ThemeTokens;
      // A dragged colour picker sends a value per pixel: one undo step takes it back to where the drag began.
      return advance(state, { tokens, folder: state.folder }, action.merge ? `${group}.${token}` : undefined);
    }
    case 'folder':
      if (action.folder === state.folder) return state;
      // A field typed in letter by letter is one step: an undo takes back the word, not its last letter.
      return advance(state, { tokens: state.tokens, folder: action.folder }, action.merge ? `folder.${action.merge}` : undefined);
    case 'patch': {
      const patched = (step: StudioStep<F>) => ({ ...step, folder: action.patch(step.folder) });
      return { ...state, folder: action.patch(state.folder), past: state.past.map(patched), future: state.future.map(patched) };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, ...previous, past: state.past.slice(0, -1), future: [...state.future, stepOf(state)], mergeable: undefined };
    }
    case 'redo': {
      const next = state.future.at(-1);
      if (!next) return state;
      return { ...state, ...next, past: [...state.past, stepOf(state)], future: state.future.slice(0, -1), mergeable: undefined };
    }
  }
}

/** A merchant folder's theme.json: the base theme it extends and the tokens it changes (merchants/README.md). */
export interface ThemeFile {
  extends: string;
  tokens?: ThemeOverrides;
}

/** The draft as theme.json: the tokens that differ from the base theme, by group in the contract's order; none, no `tokens`. */
export function themeFile(state: Pick<StudioState, 'source' | 'tokens'>): ThemeFile {
  const { baseTokens } = state.source;
  const changed: Record<string, Record<string, string>> = {};
  for (const group of Object.keys(vars) as (keyof ThemeTokens)[]) {
    const draft = state.tokens[group] as Record<string, string>;
    const base = baseTokens[group] as Record<string, string>;
    for (const token of Object.keys(base)) {
      if (draft[token] !== base[token]) (changed[group] ??= {})[token] = draft[token]!;
    }
  }
  return Object.keys(changed).length > 0 ? { extends: state.source.extends, tokens: changed as ThemeOverrides } : { extends: state.source.extends };
}

/** theme.json's text as the download gives it. */
export const themeFileText = (state: Pick<StudioState, 'source' | 'tokens'>) => `${JSON.stringify(themeFile(state), null, 2)}\n`;

/** The most undo (and redo) steps a reload keeps: enough for a session's work, small for localStorage. */
export const keptHistory = 50;

/**
 * How a draft's folder steps are kept in localStorage (folder.ts, folderHistory): packed together, so the artwork
 * many steps share is stored once; unpacked, or undefined when the stored text is not what `pack` wrote.
 */
export interface FolderHistoryCodec<F> {
  pack: (folders: readonly F[]) => unknown;
  unpack: (packed: unknown, count: number) => F[] | undefined;
}

/**
 * What localStorage keeps: the source's key, the draft as theme.json, and its undo and redo steps as theme files, with
 * their folders packed by `folders`.
 */
export function serialiseDraft<F>(
  state: Pick<StudioState<F>, 'source' | 'tokens'> & Partial<Pick<StudioState<F>, 'past' | 'future'>>,
  folders?: FolderHistoryCodec<F>,
) {
  const asFile = (step: StudioStep<F>) => themeFile({ source: state.source, tokens: step.tokens });
  const past = (state.past ?? []).slice(-keptHistory);
  const future = (state.future ?? []).slice(-keptHistory);
  return JSON.stringify({
    version: 1,
    source: state.source.key,
    theme: themeFile(state),
    past: past.map(asFile),
    future: future.map(asFile),
    ...(folders ? { folders: folders.pack([...past, ...future].map((step) => step.folder)) } : {}),
  });
}

/**
 * The draft a stored text describes, or undefined when it is missing, not ours, names a source no longer offered, or
 * holds a value the studio could not have written: a stored draft that cannot be trusted is dropped, not shown. Its
 * folder is `folder` (kept apart); its history's folders come back through `folders`.
 */
export function restoreDraft<F = undefined>(
  text: string | null,
  sources: readonly StudioSource[],
  folders?: FolderHistoryCodec<F> & { current: F },
): StudioState<F> | undefined {
  if (!text) return undefined;
  try {
    const stored: unknown = JSON.parse(text);
    if (!isObject(stored) || stored.version !== 1 || !isObject(stored.theme)) return undefined;
    const source = sources.find((candidate) => candidate.key === stored.source);
    if (!source || stored.theme.extends !== source.extends) return undefined;
    /** A stored theme file's tokens, or undefined when it holds a value the studio could not have written. */
    const tokensOf = (file: unknown): ThemeTokens | undefined => {
      if (!isObject(file) || file.extends !== source.extends) return undefined;
      const tokens = extendTokens(source.baseTokens, (file.tokens ?? {}) as ThemeOverrides);
      const written = (group: EditableGroup) =>
        Object.entries(tokens[group]).every(
          ([token, value]) => value === (source.tokens[group] as Record<string, string>)[token] || acceptable(source.tokens, group, token, value),
        );
      return editableGroups.every(written) ? tokens : undefined;
    };
    const tokens = tokensOf(stored.theme);
    if (!tokens) return undefined;
    const start = startDraft(source, tokens, folders?.current as F);
    // The undo history comes back too; a stored history that is not one is dropped, the draft kept.
    const history = (list: unknown) => {
      const steps = Array.isArray(list) ? list.map(tokensOf) : [];
      return steps.every((step) => step !== undefined) ? (steps as ThemeTokens[]) : undefined;
    };
    const [past, future] = [history(stored.past), history(stored.future)];
    if (!past || !future) return start;
    const stepFolders = folders ? folders.unpack(stored.folders, past.length + future.length) : [];
    if (!stepFolders) return start;
    const steps = (list: ThemeTokens[], offset: number) => list.map((step, index) => ({ tokens: step, folder: stepFolders[offset + index] as F }));
    return { ...start, past: steps(past, 0), future: steps(future, past.length) };
  } catch {
    return undefined;
  }
}

/** The CSS variables of ui's theme contract set to the tokens: what a theme class sets, as inline style on the preview's root. */
export function themeVariables(tokens: ThemeTokens): Record<string, string> {
  const variables: Record<string, string> = {};
  const walk = (contract: Record<string, unknown>, values: Record<string, unknown>) => {
    for (const [key, variable] of Object.entries(contract)) {
      const value = values[key];
      if (typeof variable === 'string') {
        const name = /^var\((--[\w-]+)\)$/.exec(variable)?.[1];
        if (name && typeof value === 'string') variables[name] = value;
      } else if (isObject(variable) && isObject(value)) {
        walk(variable, value);
      }
    }
  };
  walk(vars, tokens as unknown as Record<string, unknown>);
  return variables;
}

export interface ContrastFailure {
  foreground: keyof ThemeTokens['color'];
  background: keyof ThemeTokens['color'];
  /** The pair's ratio, rounded down to hundredths so a failing pair never reads as reaching its minimum. */
  ratio: number;
  minimum: number;
}

/** Every text/background pair of the kit (ui's `contrastPairs`) below its WCAG 2.2 AA minimum in these tokens. */
export function contrastFailures(tokens: ThemeTokens): ContrastFailure[] {
  return contrastPairs.flatMap(({ foreground, background, minimum }) => {
    const ratio = contrastRatio(tokens.color[foreground], tokens.color[background]);
    return ratio >= minimum ? [] : [{ foreground, background, ratio: Math.floor(ratio * 100) / 100, minimum }];
  });
}

export const contrastPairCount = contrastPairs.length;
