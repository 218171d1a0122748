import { toastDurations, type ToastItem, type ToastKind } from '@whitelabel/ui';
import { atom } from 'jotai/vanilla';
import { useSetAtom } from 'jotai/react';
import { useCallback, useMemo } from 'react';

/** A toast to show: `message` is a translation key (with `values`), translated when rendered. */
export interface ToastRequest {
  kind: ToastKind;
  message: string;
  values?: Record<string, unknown>;
  /** Milliseconds; defaults by kind (spec section 9, `toastDurations` of @whitelabel/ui). */
  duration?: number;
  /** Replaces a shown toast with the same id (e.g. a loading toast turned into its result). */
  id?: string;
}

export interface QueuedToast extends Omit<ToastItem, 'message'> {
  message: string;
  values?: Record<string, unknown>;
}

let sequence = 0;

export const toastsAtom = atom<QueuedToast[]>([]);

export const showToastAtom = atom(null, (_get, set, request: ToastRequest) => {
  const id = request.id ?? `toast-${++sequence}`;
  set(toastsAtom, (shown) => [...shown.filter((toast) => toast.id !== id), { ...request, id }]);
  return id;
});

export const dismissToastAtom = atom(null, (_get, set, id: string) => set(toastsAtom, (shown) => shown.filter((toast) => toast.id !== id)));

/** Shows and dismisses toasts from any screen: `toast.success('register.success')`. */
export function useToast() {
  const show = useSetAtom(showToastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const kind = useCallback(
    (kind: ToastKind) => (message: string, options: Omit<ToastRequest, 'kind' | 'message'> = {}) => show({ kind, message, ...options }),
    [show],
  );
  return useMemo(
    () => ({ show, dismiss, success: kind('success'), info: kind('info'), error: kind('error'), loading: kind('loading'), durations: toastDurations }),
    [show, dismiss, kind],
  );
}
