/** Where the studio's "save to the workspace" posts its zip: the development server's (studio-save.ts), absent from a build. */
export const studioSavePath = '/__studio/merchant-folder';

/** The answer to a save: the folder written, or why not (`taken`: another merchant's code; `invalid`: the catalog's reason). */
export type StudioSaveAnswer = { saved: string; code: string } | { error: 'taken' | 'invalid'; code?: string; message: string };
