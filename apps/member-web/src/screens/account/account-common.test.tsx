import { ApiClientError } from '@whitelabel/api';
import { PhoneChannelUnavailable, PhoneCodeSendFailed } from '@whitelabel/core';
import { toastsAtom } from '@whitelabel/core/state';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSendCodeFailure } from './account-common.js';

function renderFailure() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useSendCodeFailure(), { wrapper });
  return { store, fail: (error: unknown) => act(() => result.current(error)) };
}

describe('a code request that fails (login, register and forgot forms)', () => {
  it('shows no toast when Firebase could not send the code: Firebase showed its own problem (spec 8.005)', () => {
    const { store, fail } = renderFailure();
    fail(new PhoneCodeSendFailed({ cause: new Error('auth/too-many-requests') }));
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it("shows the server's refusal as a translated error toast, as before", () => {
    const { store, fail } = renderFailure();
    fail(new ApiClientError({ status: 400, code: 'VERIFICATION_CODE_WRONG', message: 'wrong' }));
    expect(store.get(toastsAtom).map(({ kind, message }) => ({ kind, message }))).toEqual([{ kind: 'error', message: 'errors.VERIFICATION_CODE_WRONG' }]);
  });

  it('says on the form that codes cannot be sent when the site has no plug for the merchant’s channel', () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useSendCodeFailure(), { wrapper });
    const failForm = vi.fn();
    act(() => result.current(new PhoneChannelUnavailable('firebase'), failForm));
    expect(failForm).toHaveBeenCalledWith({ key: 'sms.unavailable' });
    expect(store.get(toastsAtom)).toEqual([]);
    // A form that has no place for it still shows it.
    act(() => result.current(new PhoneChannelUnavailable('firebase')));
    expect(store.get(toastsAtom).map(({ kind, message }) => ({ kind, message }))).toEqual([{ kind: 'error', message: 'sms.unavailable' }]);
  });
});
