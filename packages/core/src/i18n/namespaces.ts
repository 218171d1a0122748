import type { ParseKeys } from 'i18next';

/**
 * The texts are split per app (see docs/architecture.md, "Texts"): `common` for what every app shows (generic words,
 * site status, error codes, form rules, session dialogs), `member` for the member site's screens, `agent` for the
 * agent site, `demo` for the theme demo's own chrome. An app loads only its namespaces, and only for the chosen
 * language (plus English as the fallback).
 */
export const namespaces = ['common', 'member', 'agent', 'demo'] as const;
export type Namespace = (typeof namespaces)[number];

/** What each app loads, its own namespace first (the default one), then the ones it falls back to (the loaders: `texts.ts`). */
export const appNamespaces = {
  member: ['member', 'common'],
  agent: ['agent', 'common'],
  // The theme demo shows the member site's screens in miniature, so it reads their texts too.
  demo: ['demo', 'member', 'common'],
} as const satisfies Record<string, readonly [Namespace, ...Namespace[]]>;
export type AppNamespaces = (typeof appNamespaces)[keyof typeof appNamespaces];

/**
 * A text key of the app being compiled: i18next types keys from the resources an app registers (its
 * `src/i18next.d.ts`), so in an app this is exactly its namespaces' keys, and in this package, which registers
 * none, any string. Core's own keys are checked against English by `keys.test.ts`.
 */
export type TextKey = ParseKeys;
