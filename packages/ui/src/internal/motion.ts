import { transitionMs } from '@whitelabel/core';
import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot() {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
}

/** True when the user asked the system for reduced motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** Popups 225 ms, pages 300 ms, slides 400 ms, mask clicks ignored for 300 ms after opening (spec section 9). */
export const motionMs = {
  popup: transitionMs.popup,
  page: transitionMs.page,
  slide: transitionMs.slide,
  maskGuard: transitionMs.maskClickGuard,
} as const;
