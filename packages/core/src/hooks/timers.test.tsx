import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue, useJackpotCounter, useRevalidateOnLanguageChange } from './timers.js';

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

  it('revalidates once, 200 ms after the last language change, never on the first render (spec 4.057)', () => {
    const revalidate = vi.fn();
    const { rerender, unmount } = renderHook(({ language }) => useRevalidateOnLanguageChange(language, revalidate), { initialProps: { language: 'th' } });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(revalidate).not.toHaveBeenCalled();
    rerender({ language: 'en' });
    act(() => void vi.advanceTimersByTime(150));
    rerender({ language: 'ar' });
    act(() => void vi.advanceTimersByTime(199));
    expect(revalidate).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(revalidate).toHaveBeenCalledTimes(1);
    rerender({ language: 'ar' });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(revalidate).toHaveBeenCalledTimes(1);
    rerender({ language: 'fa' });
    unmount();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});
