import { useMemo } from 'react';
import { floatingMenuItems, loginMethods, showsForgotPasswordLink, sideMenuItems, socialLogins, type GatingContext } from '../session/gating.js';
import { useSession } from './session.js';
import { useSiteSettings, useWhiteLabel } from './system.js';

/**
 * Menu and feature gating for the current visitor (spec sections 2 and 6), from the white-label
 * flags, feature switches and resources. `isApp` / `isInstalledWebApp` come from the app shell.
 */
export function useGating(environment: Pick<GatingContext, 'isApp' | 'isInstalledWebApp'> = {}) {
  const { loggedIn } = useSession();
  const whiteLabel = useWhiteLabel();
  const settings = useSiteSettings();
  const { isApp, isInstalledWebApp } = environment;
  return useMemo(() => {
    const flags = whiteLabel.data?.flags ?? settings.data?.whitelabel ?? [];
    const features = whiteLabel.data?.features ?? settings.data?.features;
    const context: GatingContext = { loggedIn, flags, isApp, isInstalledWebApp };
    return {
      ready: whiteLabel.isSuccess || settings.isSuccess,
      flags,
      modules: whiteLabel.data?.modules ?? settings.data?.modules ?? [],
      sideMenu: sideMenuItems(context),
      floatingMenu: floatingMenuItems(context, settings.data?.resources ?? []),
      loginMethods: features ? loginMethods(features) : (['username'] as const),
      socialLogins: features ? socialLogins(features) : [],
      forgotPasswordLink: features ? showsForgotPasswordLink(features) : false,
    };
  }, [loggedIn, whiteLabel.data, whiteLabel.isSuccess, settings.data, settings.isSuccess, isApp, isInstalledWebApp]);
}
