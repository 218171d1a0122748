// Written by .storybook/merchant-themes.ts: every merchant folder's theme, its rule already in the page's styles.
declare module 'virtual:merchant-themes' {
  export const merchantThemes: readonly { id: string; name: string; className: string }[];
}
