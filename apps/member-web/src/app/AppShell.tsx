import { Outlet } from 'react-router-dom';
import { SiteStatusGate } from '../screens/SiteStatusGate.js';
import { AppToaster } from './AppToaster.js';

/**
 * What every screen shares: the site-status gate, the toasts and (added by the shell's owners)
 * the account popups, side menu and other app-wide popups.
 */
export function AppShell() {
  return (
    <SiteStatusGate>
      <Outlet />
      <AppToaster />
    </SiteStatusGate>
  );
}
