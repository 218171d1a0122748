/**
 * A page's first number formatter loads ICU's number data: 26–45 ms at 1x CPU here, four times that on a phone,
 * which would land in the first screen's render (the jackpot, the winners). ICU keeps that data for the whole
 * process, so a worker that builds the formatters first takes the load off the main thread: the app's own first
 * formatter then costs a fraction of a millisecond. Started in a task of its own after the next paint (the entry calls
 * it once the first screen's image is in). Where no worker can start, one formatter is built on the main thread in
 * that task instead, before the app's render.
 */
export function loadIntlDataAfterPaint(document: Document): void {
  const window = document.defaultView;
  if (!window) return;
  const language = document.documentElement.lang;
  window.requestAnimationFrame(() =>
    window.setTimeout(() => {
      if (startIntlDataWorker(language)) return;
      try {
        new Intl.NumberFormat(language || undefined, { numberingSystem: 'latn' }).format(0);
      } catch {
        // A language tag this runtime rejects: nothing to load ahead.
      }
    }, 0),
  );
}

/** The worker's name is the language whose data it loads (intl-data.worker.ts); it closes itself when done. */
function startIntlDataWorker(language: string): boolean {
  if (typeof Worker !== 'function') return false;
  try {
    // Written as `new Worker(new URL(…))` for the bundler, which builds the worker as a file of its own from it.
    new Worker(new URL('./intl-data.worker.ts', import.meta.url), { type: 'module', name: language });
    return true;
  } catch {
    // A policy that forbids workers: the main thread loads the data itself.
    return false;
  }
}
