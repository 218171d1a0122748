import { useToastQueue } from '@whitelabel/core/hooks';
import { toastDurations } from '@whitelabel/ui';
import { useMemo } from 'react';

// The queue lives in core (client state); the durations of spec section 9 come with the kit's Toaster.
export { dismissToastAtom, showToastAtom, toastsAtom } from '@whitelabel/core/state';

/** Shows and dismisses toasts from any screen: `toast.success('register.success')`, `toast.durations.copied`. */
export function useToast() {
  const queue = useToastQueue();
  return useMemo(() => ({ ...queue, durations: toastDurations }), [queue]);
}
