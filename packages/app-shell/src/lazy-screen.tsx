import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/** Each lazy screen element's load, so the first screen's chunk can be asked for before it renders. */
const screenLoads = new WeakMap<object, () => Promise<ComponentType>>();

/**
 * A site's lazily loaded screens (spec section 2): each loads on demand behind the site's loading screen, and a failed
 * load is logged and leaves the loading screen in its place.
 */
export function createLazyScreen(LoadingScreen: ComponentType): (load: () => Promise<{ default: ComponentType }>) => ReactElement {
  return (load) => {
    let loading: Promise<{ default: ComponentType }> | undefined;
    const start = () =>
      (loading ??= load().catch((error: unknown) => {
        console.error('Screen failed to load', error);
        return { default: LoadingScreen };
      }));
    const Screen = lazy(start);
    const element = (
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
      </Suspense>
    );
    screenLoads.set(element, () => start().then((module) => module.default));
    return element;
  };
}

/**
 * Starts loading a lazy screen ahead of its render, given the element `createLazyScreen` made (any other value is
 * ignored). Asked for in a task of its own, the chunk's module preloads (tens of milliseconds on a phone) are added
 * there rather than inside the render that needs the screen, and a start-up that awaits it renders the screen at
 * once instead of its loading screen first. Resolves with the screen's component (the loading screen after a failed
 * load, once logged), or undefined for anything else.
 */
export function preloadScreen(element: unknown): Promise<ComponentType | undefined> {
  const load = typeof element === 'object' && element !== null ? screenLoads.get(element) : undefined;
  return load ? load() : Promise.resolve(undefined);
}
