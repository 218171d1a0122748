import { useSetAtom } from 'jotai/react';
import { useCallback, useMemo } from 'react';
import type { TextKey } from '../i18n/namespaces.js';
import { dismissToastAtom, showToastAtom, type ToastKind, type ToastRequest } from '../state/toasts.js';

/** Shows and dismisses toasts from any screen: `toast.success('register.success')`. */
export function useToastQueue() {
  const show = useSetAtom(showToastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const kind = useCallback(
    (kind: ToastKind) =>
      (message: TextKey, options: Omit<ToastRequest, 'kind' | 'message'> = {}) =>
        show({ kind, message, ...options }),
    [show],
  );
  return useMemo(
    () => ({ show, dismiss, success: kind('success'), info: kind('info'), error: kind('error'), loading: kind('loading') }),
    [show, dismiss, kind],
  );
}
