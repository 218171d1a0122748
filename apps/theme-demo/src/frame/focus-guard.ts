/**
 * A frame of the demo page opens its popup at once (login, register, a promotion's sheet), and the
 * popup's focus trap moves focus into it, which would pull the keyboard from the page into the last
 * frame that loaded. Inside an embedded frame, programmatic focus therefore waits until the user has
 * entered that frame (tabbed or clicked into it); from then on the frame behaves like the site.
 * Returns a function that removes the guard.
 */
export function guardFocusUntilEntered(win: Window & typeof globalThis = window): () => void {
  const prototype = win.HTMLElement.prototype;
  const focus = prototype.focus;
  let entered = false;
  const enter = () => {
    entered = true;
  };
  prototype.focus = function guardedFocus(this: HTMLElement, options?: FocusOptions) {
    if (entered || win.document.hasFocus()) focus.call(this, options);
  };
  win.addEventListener('focus', enter);
  win.addEventListener('pointerdown', enter, true);
  win.addEventListener('keydown', enter, true);
  return () => {
    prototype.focus = focus;
    win.removeEventListener('focus', enter);
    win.removeEventListener('pointerdown', enter, true);
    win.removeEventListener('keydown', enter, true);
  };
}
