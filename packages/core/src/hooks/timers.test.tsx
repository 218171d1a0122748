import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue, useJackpotCounter } from './timers.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('timer hooks (spec sections 2, 4 and 9: jackpot ticks, debounced language reload)', () => {
  it('keeps the jackpot counter within its layout range and moves it on ticks', () => {
    const { result, unmount } = renderHook(() => useJackpotCounter('jackpotGame'));
    const start = result.current!;
    expect(start).toBeGreaterThanOrEqual(200_000_000);
    expect(start).toBeLessThanOrEqual(300_000_000);
    act(() => void vi.advanceTimersByTime(6_000));
    expect(result.current).not.toBe(start);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows a value only after 250 ms without change', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: 'TH' } });
    rerender({ value: 'EN' });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ value: 'AR' });
    act(() => void vi.advanceTimersByTime(249));
    expect(result.current).toBe('TH');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('AR');
  });
});
