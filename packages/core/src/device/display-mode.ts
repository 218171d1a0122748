import type { Device } from '@whitelabel/api';

/** What display-mode detection needs of `window` (a test passes its own). */
export interface DisplayModeSource {
  matchMedia?: (query: string) => { matches: boolean };
  /** Carries `standalone: true` in iOS Safari's home-screen web clip, from before it supported display modes. */
  navigator?: object;
}

/** Whether the installed web app (PWA or home-screen web clip) is running: `(display-mode: standalone)`. */
export function isStandaloneDisplay(source: DisplayModeSource = globalThis): boolean {
  return (
    (typeof source.matchMedia === 'function' && source.matchMedia('(display-mode: standalone)').matches) ||
    (source.navigator !== undefined && 'standalone' in source.navigator && source.navigator.standalone === true)
  );
}

/** The optional `Device` header of a web build (spec 7.004): OTHERS from the installed web app, none in a browser tab. */
export function webDeviceHeader(source: DisplayModeSource = globalThis): Device | undefined {
  return isStandaloneDisplay(source) ? 'OTHERS' : undefined;
}
