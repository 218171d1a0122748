import type { ParseKeys } from 'i18next';

// Compile-time proof that `i18next.d.ts` types the keys (an `any` there would let every line below through).
export const ownKey: ParseKeys = 'demo.kit.title';
export const memberKey: ParseKeys = 'home.menu';
export const sharedKey: ParseKeys = 'common.login';
// @ts-expect-error a key no text has
export const unknownKey: ParseKeys = 'demo.noSuchText';
// @ts-expect-error the agent site's texts are not loaded here
export const agentKey: ParseKeys = 'agent.tabs.team';
