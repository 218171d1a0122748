import { accountPopupAtom, downloadPopupOpenAtom, infoPopupAtom, sideMenuOpenAtom } from '@whitelabel/core/state';
import { useAtomValue } from 'jotai/react';
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteStatusGate } from '../screens/SiteStatusGate.js';
import { AppToaster } from '@whitelabel/app-shell';
import { HomeAfterPasswordChange } from './HomeAfterPasswordChange.js';
import { logoutConfirmOpenAtom, noticesPopupOpenAtom, supportPopupOpenAtom } from './shell-state.js';

// Every app-wide popup is its own lazy chunk, loaded the first time it opens (or, for the popup
// notices and the responsible-gaming notice, once the first screen has rendered): the entry stays small.
const AccountPopups = lazy(() => import('../screens/account/AccountPopups.js'));
const SideMenuPanel = lazy(() => import('../screens/home/SideMenuPanel.js'));
const ShellPopups = lazy(() => import('../screens/home/ShellPopups.js'));
const loadStartupNotices = () => import('../screens/home/StartupNotices.js');
const StartupNotices = lazy(loadStartupNotices);

/** Renders a lazy popup once it has been wanted, and keeps it mounted so its closing animation plays. */
function WhenWanted({ wanted, component: Component }: { wanted: boolean; component: LazyExoticComponent<ComponentType> }) {
  const [loaded, setLoaded] = useState(wanted);
  if (wanted && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}

function AppPopups() {
  const account = useAtomValue(accountPopupAtom);
  const sideMenu = useAtomValue(sideMenuOpenAtom);
  const support = useAtomValue(supportPopupOpenAtom);
  const download = useAtomValue(downloadPopupOpenAtom);
  const info = useAtomValue(infoPopupAtom);
  const logout = useAtomValue(logoutConfirmOpenAtom);
  const notices = useAtomValue(noticesPopupOpenAtom);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    // The notices' chunk is asked for in a task of its own (adding its module preloads takes tens of
    // milliseconds on a phone), then rendered in a transition: neither lengthens the first screen's tasks.
    // A failed load is left to the lazy component, as before.
    let cancelled = false;
    const timer = setTimeout(() => {
      void loadStartupNotices()
        .catch(() => undefined)
        .then(() => {
          if (!cancelled) startTransition(() => setStarted(true));
        });
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);
  return (
    <>
      <WhenWanted wanted={account !== null} component={AccountPopups} />
      <WhenWanted wanted={sideMenu} component={SideMenuPanel} />
      <WhenWanted wanted={support || download || info !== null || logout || notices !== false} component={ShellPopups} />
      <WhenWanted wanted={started} component={StartupNotices} />
    </>
  );
}

/**
 * What every screen shares: the site-status gate, the toasts, the account popups (login, register,
 * forgot and change password), the side menu and the other app-wide popups (support channels, app
 * download, licence, responsible gaming, popup notices, logout confirmation, notices).
 */
export function AppShell() {
  return (
    <SiteStatusGate>
      <Outlet />
      <AppPopups />
      <AppToaster />
      <HomeAfterPasswordChange />
    </SiteStatusGate>
  );
}
