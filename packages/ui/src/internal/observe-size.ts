/**
 * Calls `measure` whenever one of `elements` changes size, the first time after the browser's own layout (a
 * resize observer's first call): measuring while a render's changes await layout would force that layout inside
 * the render's task. Without ResizeObserver (jsdom) it measures at once. Returns the cleanup.
 */
export function observeSize(elements: Iterable<Element>, measure: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    measure();
    return () => {};
  }
  const observer = new ResizeObserver(() => measure());
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}
