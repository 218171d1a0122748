import { describe, expect, it, vi } from 'vitest';
import { registerIdleTimeoutMs, registerServiceWorker, type ServiceWorkerHost } from './service-worker.js';

/** A page stand-in: records the load listener and idle callbacks instead of running them. */
function page(options: { readyState: DocumentReadyState; serviceWorker?: boolean; idle?: boolean }) {
  const register = vi.fn((_url: string | URL, _options?: RegistrationOptions) => Promise.resolve({} as ServiceWorkerRegistration));
  const loadListeners: (() => void)[] = [];
  const idleCallbacks: { callback: () => void; timeout: number }[] = [];
  const timeouts: (() => void)[] = [];
  const host: ServiceWorkerHost = {
    navigator: options.serviceWorker === false ? {} : { serviceWorker: { register } },
    document: { readyState: options.readyState },
    addEventListener: (_type, listener) => loadListeners.push(listener),
    setTimeout: (callback) => timeouts.push(callback),
    ...(options.idle === false
      ? {}
      : { requestIdleCallback: (callback: () => void, idle: { timeout: number }) => idleCallbacks.push({ callback, timeout: idle.timeout }) }),
  };
  return { host, register, loadListeners, idleCallbacks, timeouts };
}

describe('service worker registration: after load, when idle', () => {
  it('waits for the load event, then for an idle moment, before registering /sw.js for /m/', () => {
    const { host, register, loadListeners, idleCallbacks } = page({ readyState: 'loading' });
    registerServiceWorker(host);
    expect(register).not.toHaveBeenCalled();
    expect(loadListeners).toHaveLength(1);
    loadListeners[0]!();
    expect(register).not.toHaveBeenCalled();
    expect(idleCallbacks).toEqual([{ callback: expect.any(Function), timeout: registerIdleTimeoutMs }]);
    idleCallbacks[0]!.callback();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/m/' });
  });

  it('registers at the next idle moment when the page has already loaded, and after a timer without requestIdleCallback', () => {
    const loaded = page({ readyState: 'complete' });
    registerServiceWorker(loaded.host);
    expect(loaded.loadListeners).toEqual([]);
    loaded.idleCallbacks[0]!.callback();
    expect(loaded.register).toHaveBeenCalledTimes(1);

    const noIdle = page({ readyState: 'complete', idle: false });
    registerServiceWorker(noIdle.host);
    expect(noIdle.register).not.toHaveBeenCalled();
    noIdle.timeouts[0]!();
    expect(noIdle.register).toHaveBeenCalledTimes(1);
  });

  it('does nothing without service workers, and reports a failed registration instead of throwing', async () => {
    const without = page({ readyState: 'complete', serviceWorker: false });
    registerServiceWorker(without.host);
    expect(without.idleCallbacks).toEqual([]);

    const failing = page({ readyState: 'complete' });
    const error = new Error('SecurityError');
    failing.register.mockImplementationOnce(() => Promise.reject(error));
    const onError = vi.fn();
    registerServiceWorker(failing.host, onError);
    failing.idleCallbacks[0]!.callback();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(error));
  });
});
