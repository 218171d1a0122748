/**
 * The window's vertical scroll position as of its last scroll event, read without forcing a layout: reading
 * `scrollY` while a new screen awaits layout (in a commit) forces that layout inside the commit's task. Each
 * window is followed from the first ask; a scroll always dispatches a scroll event, so the value is at most a
 * frame old.
 */
const followed = new WeakMap<Window, { y: number }>();

export function lastKnownScrollY(view: Window): number {
  let position = followed.get(view);
  if (!position) {
    const created = { y: view.scrollY };
    view.addEventListener('scroll', () => (created.y = view.scrollY), { passive: true });
    followed.set(view, created);
    position = created;
  }
  return position.y;
}
