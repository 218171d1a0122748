/** How long the app's scripts wait at most for the first screen's image (a slow or broken image must not hold the site). */
export const firstScreenImageWaitMs = 1500;

/** One painted frame after now: an animation frame, then a task (a hidden tab gets no frames: the timer ends the wait). */
function afterPaint(window: Window): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, 100);
    window.requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

const loadedOrFailed = (image: HTMLImageElement) =>
  image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });

/**
 * Resolves once the shell's images (the banner and, on promotions, the first card's, written into the
 * document by the site server) have loaded and painted, or failed, or after `waitMs`; at once when the
 * document has none. The entry downloads the app after them, so on a slow network the largest paint does
 * not share the line with the scripts.
 */
export function firstScreenImageShown(document: Document, waitMs = firstScreenImageWaitMs): Promise<void> {
  const window = document.defaultView;
  const images = [...document.querySelectorAll<HTMLImageElement>('[data-shell] img')];
  if (images.length === 0 || !window) return Promise.resolve();
  const timeout = new Promise<void>((resolve) => window.setTimeout(resolve, waitMs));
  return Promise.race([Promise.all(images.map(loadedOrFailed)).then(() => afterPaint(window)), timeout]);
}
