import { useCallback, useEffect, useRef } from 'react';

/**
 * Returns a stable function that calls `callback` once `delayMs` have passed without another call,
 * plus `flush` (call now with the given arguments, dropping the pending call), `cancel` and `isPending`.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number) {
  const callbackRef = useRef(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
  }, []);

  const debounced = useCallback(
    (...args: A) => {
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => {
        timerRef.current = undefined;
        callbackRef.current(...args);
      }, delayMs);
    },
    [delayMs],
  );

  const flush = useCallback(
    (...args: A) => {
      cancel();
      callbackRef.current(...args);
    },
    [cancel],
  );

  const isPending = useCallback(() => timerRef.current !== undefined, []);

  useEffect(() => cancel, [cancel]);

  return { debounced, flush, cancel, isPending };
}

/**
 * Returns a stable function that calls `callback` at most once every `intervalMs` (leading edge:
 * the first call runs at once, calls inside the window are dropped).
 */
export function useThrottledCallback<A extends unknown[]>(callback: (...args: A) => void, intervalMs: number) {
  const callbackRef = useRef(callback);
  const lastRef = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  return useCallback(
    (...args: A) => {
      const now = performance.now();
      if (now - lastRef.current < intervalMs) return;
      lastRef.current = now;
      callbackRef.current(...args);
    },
    [intervalMs],
  );
}
