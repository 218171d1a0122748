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

export interface StudioState {
  source: StudioSource;
  tokens: ThemeTokens;
  /** Earlier drafts, the latest last, and drafts undone, the next redo last. */
  past: readonly ThemeTokens[];
  future: readonly ThemeTokens[];
  /** The token the last edit changed, when that edit may absorb the next (a colour picker being dragged). */
  mergeable?: string;
}

export type StudioAction =
  | { type: 'start'; source: StudioSource; tokens?: ThemeTokens }
  | { type: 'edit'; group: EditableGroup; token: string; value: string; merge?: boolean }
  | { type: 'undo' }
  | { type: 'redo' };

export const startDraft = (source: StudioSource, tokens: ThemeTokens = source.tokens): StudioState => ({ source, tokens, past: [], future: [] });

/**
 * Whether `value` may be the token's value: a hex colour (an `rgb()` colour only where the token already is one), a
 * radius, a space, a shadow, or one of the kit's font stacks.
 */
function acceptable(state: StudioState, group: EditableGroup, token: string, value: string): boolean {
  if (!(editableTokens[group] as readonly string[]).includes(token)) return false;
  if (group === 'radius') return parseRadius(value) === value;
  if (group === 'space') return parseSpace(value) === value;
  if (group === 'shadow') return parseShadow(value) === value;
  if (group === 'font') return fontChoiceOf(value) !== undefined;
  return parseHex(value) === value || (rgbPattern.test(value) && rgbPattern.test(state.tokens.color[token as keyof ThemeTokens['color']]));
}

/** The studio's draft with its undo history. An edit the draft cannot take (an invalid value) changes nothing. */
export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'start':
      return startDraft(action.source, action.tokens);
    case 'edit': {
      const { group, token, value } = action;
      if (!acceptable(state, group, token, value)) return state;
      const current = (state.tokens[group] as Record<string, string>)[token];
      if (current === value) return state;
      const tokens = { ...state.tokens, [group]: { ...state.tokens[group], [token]: value } } as ThemeTokens;
      const key = `${group}.${token}`;
      // A dragged colour picker sends a value per pixel: one undo step takes it back to where the drag began.
      const merging = action.merge === true && state.mergeable === key;
      return {
        ...state,
        tokens,
        past: merging ? state.past : [...state.past, state.tokens],
        future: [],
        mergeable: action.merge ? key : undefined,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, tokens: previous, past: state.past.slice(0, -1), future: [...state.future, state.tokens], mergeable: undefined };
    }
    case 'redo': {
      const next = state.future.at(-1);
      if (!next) return state;
      return { ...state, tokens: next, past: [...state.past, state.tokens], future: state.future.slice(0, -1), mergeable: undefined };
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

/** What localStorage keeps: the source's key, the draft as theme.json, and its undo and redo steps as theme files. */
export const serialiseDraft = (state: Pick<StudioState, 'source' | 'tokens'> & Partial<Pick<StudioState, 'past' | 'future'>>) => {
  const asFile = (tokens: ThemeTokens) => themeFile({ source: state.source, tokens });
  return JSON.stringify({
    version: 1,
    source: state.source.key,
    theme: themeFile(state),
    past: (state.past ?? []).slice(-keptHistory).map(asFile),
    future: (state.future ?? []).slice(-keptHistory).map(asFile),
  });
};

/**
 * The draft a stored text describes, or undefined when it is missing, not ours, names a source no longer offered, or
 * holds a value the studio could not have written: a stored draft that cannot be trusted is dropped, not shown.
 */
export function restoreDraft(text: string | null, sources: readonly StudioSource[]): StudioState | undefined {
  if (!text) return undefined;
  try {
    const stored: unknown = JSON.parse(text);
    if (!isObject(stored) || stored.version !== 1 || !isObject(stored.theme)) return undefined;
    const source = sources.find((candidate) => candidate.key === stored.source);
    if (!source || stored.theme.extends !== source.extends) return undefined;
    const start = startDraft(source);
    /** A stored theme file's tokens, or undefined when it holds a value the studio could not have written. */
    const tokensOf = (file: unknown): ThemeTokens | undefined => {
      if (!isObject(file) || file.extends !== source.extends) return undefined;
      const tokens = extendTokens(source.baseTokens, (file.tokens ?? {}) as ThemeOverrides);
      const written = (group: EditableGroup) =>
        Object.entries(tokens[group]).every(
          ([token, value]) => value === (source.tokens[group] as Record<string, string>)[token] || acceptable(start, group, token, value),
        );
      return editableGroups.every(written) ? tokens : undefined;
    };
    const tokens = tokensOf(stored.theme);
    if (!tokens) return undefined;
    // The undo history comes back too; a stored history that is not one is dropped, the draft kept.
    const history = (list: unknown) => {
      const steps = Array.isArray(list) ? list.map(tokensOf) : [];
      return steps.every((step) => step !== undefined) ? (steps as ThemeTokens[]) : [];
    };
    return { ...startDraft(source, tokens), past: history(stored.past), future: history(stored.future) };
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
