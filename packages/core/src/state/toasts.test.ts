import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { dismissToastAtom, showToastAtom, toastsAtom } from './toasts.js';

describe('toast queue (spec section 9: toasts)', () => {
  it('queues toasts, replaces one with the same id and dismisses by id', () => {
    const store = createStore();
    const first = store.set(showToastAtom, { kind: 'loading', message: 'common.loading', id: 'launch' });
    store.set(showToastAtom, { kind: 'info', message: 'x' });
    store.set(showToastAtom, { kind: 'error', message: 'errors.UNKNOWN_ERROR', id: 'launch' });
    expect(store.get(toastsAtom).map((toast) => `${toast.id}:${toast.kind}`)).toEqual([expect.stringMatching(/^toast-\d+:info$/), 'launch:error']);
    store.set(dismissToastAtom, first);
    expect(store.get(toastsAtom).map((toast) => toast.kind)).toEqual(['info']);
  });
});
