declare module 'virtual:ui-themes' {
  /** Every theme entry of @whitelabel/ui (`@whitelabel/ui/themes/<id>`), by id, sorted. */
  export const themeModules: readonly { id: string; module: Record<string, unknown> }[];
}
