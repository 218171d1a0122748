import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingScreen } from './LoadingScreen.js';

/**
 * A lazily loaded screen (spec section 2): loaded on demand; a failed load is logged and the
 * loading screen is shown.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
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
