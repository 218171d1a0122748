import type { ParseKeys } from 'i18next';

// Compile-time proof that `i18next.d.ts` types the keys (an `any` there would let every line below through).
export const ownKey: ParseKeys = 'agent.tabs.team';
export const sharedKey: ParseKeys = 'common.login';
// @ts-expect-error a key no text has
export const unknownKey: ParseKeys = 'agent.noSuchText';
// @ts-expect-error the member site's texts are not loaded here
export const memberKey: ParseKeys = 'home.menu';
