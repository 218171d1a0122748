import { atom } from 'jotai/vanilla';
import type { TextKey } from '../i18n/namespaces.js';

// The toast queue every app shows (client state): messages are translation keys, translated when rendered.

export type ToastKind = 'success' | 'info' | 'error' | 'loading';

/** A toast to show: `message` is a translation key (with `values`). */
export interface ToastRequest {
  kind: ToastKind;
  message: TextKey;
  values?: Record<string, unknown>;
  /** Milliseconds; the renderer's default for the kind when absent (spec section 9). */
  duration?: number;
  /** Replaces a shown toast with the same id (e.g. a loading toast turned into its result). */
  id?: string;
}

export interface QueuedToast extends ToastRequest {
  id: string;
}

let sequence = 0;

export const toastsAtom = atom<QueuedToast[]>([]);

export const showToastAtom = atom(null, (_get, set, request: ToastRequest) => {
  const id = request.id ?? `toast-${++sequence}`;
  set(toastsAtom, (shown) => [...shown.filter((toast) => toast.id !== id), { ...request, id }]);
  return id;
});

export const dismissToastAtom = atom(null, (_get, set, id: string) => set(toastsAtom, (shown) => shown.filter((toast) => toast.id !== id)));
