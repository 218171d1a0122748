import { atom } from 'jotai/vanilla';

/**
 * App-shell popups that core's atoms do not name: the support channels popup (footer bar Support),
 * the notices accordion popup (home marquee) and the logout confirmation. One module, so the footer
 * bar, the home screen and the shell share them without importing each other.
 */
export const supportPopupOpenAtom = atom(false);
/** The notices accordion popup: closed, or open with the tapped announcement expanded. */
export const noticesPopupOpenAtom = atom<false | { expandedId?: string }>(false);
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

/** Routes that show home with an account popup open (spec section 2, route table). */
export const accountPopupRoutes: Record<string, 'login' | 'register' | 'forget' | 'changePsw'> = {
  '/m/login': 'login',
  '/m/register': 'register',
  '/m/register.html': 'register',
  '/m/forget': 'forget',
  '/m/changePsw': 'changePsw',
};

export function isAccountPopupRoute(pathname: string): boolean {
  return pathname in accountPopupRoutes;
}

/**
 * Popup notices (spec section 2) stay hidden until this time (epoch ms, local storage): set by the
 * notice's "Don't show again today" box.
 */
export const popupNoticesHiddenUntilKey = 'popupNoticesHiddenUntil';
/** Popup notices already closed in this browser session (session storage), so they show once per visit. */
export const popupNoticesSeenKey = 'popupNoticesSeen';
/** The responsible-gaming notice was accepted in this browser (local storage). */
export const responsibleGamingAcceptedKey = 'responsibleGamingAccepted';

/**
 * The help topic the help popup opens at (its tag, e.g. `terms`), set together with core's
 * `infoPopupAtom` = 'help'; null opens the first topic.
 */
export const helpPopupTagAtom = atom<string | null>(null);

/** A plain primary click (no new-tab or new-window modifier): links that open a popup instead follow their address otherwise. */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
