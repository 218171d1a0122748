let locks = 0;
let previousOverflow = '';

/**
 * Locks page scrolling while at least one overlay holds a lock (spec section 2: opening a popup
 * adds a page scroll lock, closing removes it). Returns the release function; calling it twice is harmless.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    root.dataset.scrollLocked = 'true';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      root.style.overflow = previousOverflow;
      delete root.dataset.scrollLocked;
    }
  };
}
