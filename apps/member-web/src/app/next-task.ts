/**
 * Resolves in a task of its own: work split this way runs as several short tasks rather than one long one. For the
 * loader's modules (src/entry.ts); main.tsx keeps its own line, since a module both import would be built as a file
 * of its own, one more request before the loader runs.
 */
export const nextTask = (window: Pick<Window, 'setTimeout'> = globalThis): Promise<void> => new Promise<void>((resolve) => window.setTimeout(resolve, 0));
