/**
 * Builds one number formatter in a task of its own once the shell has painted. A page's first formatter
 * loads the number data (tens of milliseconds on a phone); without this it lands in the render of the first
 * screen (the jackpot, the winners), lengthening that task. Later formatters of any language are cheap.
 */
export function loadNumberDataAfterPaint(document: Document): void {
  const window = document.defaultView;
  if (!window) return;
  window.requestAnimationFrame(() =>
    window.setTimeout(() => {
      try {
        new Intl.NumberFormat(document.documentElement.lang || undefined, { numberingSystem: 'latn' }).format(0);
      } catch {
        // A language tag this runtime rejects: nothing to load ahead.
      }
    }, 0),
  );
}
