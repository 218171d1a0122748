import { atom } from 'jotai/vanilla';

/**
 * App-shell popups that core's atoms do not name: the support channels popup (footer bar Support),
 * the notices accordion popup (home marquee) and the logout confirmation. One module, so the footer
 * bar, the home screen and the shell share them without importing each other.
 */
export const supportPopupOpenAtom = atom(false);
export const noticesPopupOpenAtom = atom(false);
export const logoutConfirmOpenAtom = atom(false);

/** Bumped by the footer Home button and the logo: the home screen scrolls to the top on change. */
export const homeResetAtom = atom(0);

/**
 * Invite friends / share (footer centre button, menu shortcut): the system share sheet with the
 * registration page, else the link copied to the clipboard. Returns what happened so the caller can
 * say so ('shared' needs no toast; 'copied' shows "Link copied"; 'failed' an error).
 */
export async function shareInvite(title: string): Promise<'shared' | 'copied' | 'failed'> {
  const url = new URL('/m/register', window.location.origin).href;
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url });
      return 'shared';
    }
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch (error) {
    // The user closing the share sheet is not a failure.
    if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    return 'failed';
  }
}
