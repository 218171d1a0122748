import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { LoadingScreen } from '../screens/LoadingScreen.js';
import { SiteStatusGate } from '../screens/SiteStatusGate.js';

/** A lazily loaded screen; a failed load is logged and the loading screen stays (spec section 2). */
function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(() =>
    load().catch((error: unknown) => {
      console.error('Screen failed to load', error);
      return { default: LoadingScreen };
    }),
  );
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  );
}

const home = lazyScreen(() => import('../screens/HomeScreen.js'));

/** Paths that show home (spec section 2, route table). */
export const homeAliases = ['/', '/m', '/m/index', '/m/index.html', '/m/home'];

export function createRouter() {
  return createBrowserRouter([
    {
      element: (
        <SiteStatusGate>
          <Outlet />
        </SiteStatusGate>
      ),
      children: [
        ...homeAliases.map((path) => ({ path, element: home })),
        { path: '*', element: <Navigate to="/m/home" replace /> },
      ],
    },
  ]);
}
