import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback, useThrottledCallback } from './timing.js';

describe('debounce and throttle helpers (spec section 9: search debounce, infinite-scroll throttle)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('debounces to the last call and lets flush run at once', () => {
    const spy = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(spy, 500));
    act(() => {
      result.current.debounced('a');
      vi.advanceTimersByTime(499);
      result.current.debounced('ab');
      vi.advanceTimersByTime(499);
    });
    expect(spy).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(spy).toHaveBeenCalledExactlyOnceWith('ab');

    act(() => {
      result.current.debounced('abc');
      result.current.flush('abcd');
      vi.advanceTimersByTime(1000);
    });
    expect(spy).toHaveBeenLastCalledWith('abcd');
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('drops a pending debounced call on unmount', () => {
    const spy = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(spy, 500));
    act(() => result.current.debounced());
    unmount();
    vi.advanceTimersByTime(1000);
    expect(spy).not.toHaveBeenCalled();
  });

  it('throttles to one call per interval, leading edge', () => {
    const spy = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(spy, 1000));
    act(() => {
      result.current(1);
      result.current(2);
      vi.advanceTimersByTime(999);
      result.current(3);
    });
    expect(spy).toHaveBeenCalledExactlyOnceWith(1);
    act(() => {
      vi.advanceTimersByTime(1);
      result.current(4);
    });
    expect(spy).toHaveBeenLastCalledWith(4);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
