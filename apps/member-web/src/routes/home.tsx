import { accountPopupAtom, isLoggedInAtom, type AccountPopup } from '@whitelabel/core/state';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { accountPopupRoutes } from '../app/shell-state.js';
import { lazyScreen } from '../app/lazy-screen.js';
import { homeAliases } from './home-paths.js';

const home = lazyScreen(() => import('../screens/HomeScreen.js'));

/**
 * Home with an account popup open, for the login, register, forgot and change-password routes
 * (spec section 2): the popup opens when the page loads there; closing it returns to /m/home.
 * Changing the password needs a session, so a guest gets the login popup instead.
 */
function HomeWithPopup({ popup, children }: { popup: AccountPopup; children: ReactNode }) {
  const open = useSetAtom(accountPopupAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  useEffect(() => {
    open(popup === 'changePsw' && !loggedIn ? 'login' : popup);
    // Only when the route is entered: a later login must not reopen anything.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [popup, open]);
  return children;
}

export const homeRoutes: RouteObject[] = [
  ...homeAliases.map((path) => ({ path, element: home })),
  ...Object.entries(accountPopupRoutes).map(([path, popup]) => ({ path, element: <HomeWithPopup popup={popup}>{home}</HomeWithPopup> })),
  { path: '/m/menu', element: lazyScreen(() => import('../screens/home/MenuScreen.js')) },
  { path: '/m/set', element: lazyScreen(() => import('../screens/settings/SettingsScreen.js')) },
  { path: '/m/download', element: lazyScreen(() => import('../screens/home/DownloadScreen.js')) },
  { path: '/m/findPwdBySms', element: lazyScreen(() => import('../screens/account/FindPwdBySmsScreen.js')) },
];
