import { resetLobbyAtom } from '@whitelabel/core/state';
import { useSetAtom } from 'jotai/react';
import { useCallback } from 'react';
import { homeResetAtom } from './shell-state.js';

/**
 * Puts the page at its top at once. Not a smooth scroll: the lobby re-renders under it (its
 * virtualised grids write the scroll position when they mount and when their rows are measured),
 * which cancels a smooth scroll and left the page ~900 px down (spec 2.038, 2.050).
 */
export function scrollToPageTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/**
 * The logo's and the footer Home button's action (spec section 2): the lobby back to HOT with no
 * vendor and data type ALL, and the page at the top. The home screen scrolls to the top again once it
 * has rendered the reset (homeResetAtom), for callers that navigate to home first.
 */
export function useBackToHot(): () => void {
  const resetLobby = useSetAtom(resetLobbyAtom);
  const bumpHomeReset = useSetAtom(homeResetAtom);
  return useCallback(() => {
    resetLobby();
    bumpHomeReset((count) => count + 1);
    scrollToPageTop();
  }, [resetLobby, bumpHomeReset]);
}
