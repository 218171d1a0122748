import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/**
 * A site's lazily loaded screens (spec section 2): each loads on demand behind the site's loading screen, and a failed
 * load is logged and leaves the loading screen in its place.
 */
export function createLazyScreen(LoadingScreen: ComponentType): (load: () => Promise<{ default: ComponentType }>) => ReactElement {
  return (load) => {
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
  };
}
