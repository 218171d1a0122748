import { useSiteStatus } from '@whitelabel/core/hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingScreen } from './LoadingScreen.js';

/**
 * The maintenance and region-block screens (the spec's ErrorService and ErrorIP) load lazily like
 * every screen (spec section 2): a failed load is logged and the loading screen is shown.
 */
const SiteStatusScreen = lazy(() =>
  import('./SiteStatusScreen.js').catch((error: unknown) => {
    console.error('Screen failed to load', error);
    return { default: () => <LoadingScreen /> };
  }),
);

/**
 * Shows the maintenance or region-block screen instead of the site when the status says so
 * (spec section 4: 1 maintenance, also when both apply; 2 region restricted). The status is cached
 * in local storage, so a reload shows the screen at once; "Try again" asks the server again.
 */
export function SiteStatusGate({ children }: { children: ReactNode }) {
  const status = useSiteStatus();
  if (status.code !== 1 && status.code !== 2) return children;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SiteStatusScreen code={status.code} ip={status.data?.location.ip ?? ''} busy={status.isFetching} onRetry={() => void status.refetch()} />
    </Suspense>
  );
}
