import { serviceWorkerScope, serviceWorkerUrl } from '../../sw/rules.js';

/** What registration needs of the page (the real window, or a test's stand-in). */
export interface ServiceWorkerHost {
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
  document: Pick<Document, 'readyState'>;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout(callback: () => void, delay: number): unknown;
}

/** The longest an idle moment is waited for after load before registering anyway. */
export const registerIdleTimeoutMs = 5_000;

/**
 * Registers the member site's service worker once the page has loaded and the main thread is
 * idle, so installing it (and its precache downloads) never competes with the first screen. A browser
 * without service workers, or a failed registration, leaves the site as it is: the worker only speeds
 * up later visits and keeps the shell offline.
 */
export function registerServiceWorker(host: ServiceWorkerHost, onError: (error: unknown) => void = () => undefined): void {
  const container = host.navigator.serviceWorker;
  if (!container) return;
  const register = () => {
    container.register(serviceWorkerUrl, { scope: serviceWorkerScope }).catch(onError);
  };
  const whenIdle = () => {
    if (host.requestIdleCallback) host.requestIdleCallback(register, { timeout: registerIdleTimeoutMs });
    else host.setTimeout(register, 0);
  };
  if (host.document.readyState === 'complete') whenIdle();
  else host.addEventListener('load', whenIdle, { once: true });
}
