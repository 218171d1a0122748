import { accountPopupAtom, isLoggedInAtom } from '@whitelabel/core/state';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useCallback } from 'react';

/**
 * Runs a member-only action, or opens the login popup for a guest (spec sections 2 and 4:
 * favourites, recent, game launch...). Returns whether the action ran.
 */
export function useRequireLogin() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openPopup = useSetAtom(accountPopupAtom);
  return useCallback(
    (action: () => void) => {
      if (loggedIn) {
        action();
        return true;
      }
      openPopup('login');
      return false;
    },
    [loggedIn, openPopup],
  );
}
