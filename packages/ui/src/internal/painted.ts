/**
 * Calls `callback` once the browser has painted the current changes: an animation frame, then a task. The layout
 * is clean then, so reading it costs nothing. In the animation frame itself the changes still await layout, and a
 * read there forces the whole page's layout inside the frame's script (on the first screen, tens of
 * milliseconds). Returns the cancel.
 */
export function afterNextPaint(callback: () => void, view: Window = window): () => void {
  let timer: number | undefined;
  const frame = view.requestAnimationFrame(() => {
    timer = view.setTimeout(callback, 0);
  });
  return () => {
    view.cancelAnimationFrame(frame);
    view.clearTimeout(timer);
  };
}
