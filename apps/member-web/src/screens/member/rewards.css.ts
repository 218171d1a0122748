import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

/** Turnover and rebate per game type: three columns, numbers aligned to the end (logical). */
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm });
globalStyle(`${table} th, ${table} td`, { paddingBlock: vars.space.xs, paddingInline: 0, textAlign: 'end', borderBlockEnd: `1px solid ${vars.color.border}` });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'start' });
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.font.weightBold });
globalStyle(`${table} tfoot th, ${table} tfoot td`, { fontWeight: vars.font.weightBold, borderBlockEnd: 'none' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm, textAlign: 'center' });

export const rewardHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const rewardTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
