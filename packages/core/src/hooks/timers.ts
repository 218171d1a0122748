import { debounce } from 'es-toolkit';
import { useEffect, useReducer, useRef, useState } from 'react';
import { debounceMs, smsCode } from '../constants/business.js';
import { startJackpotCounter, type JackpotLayout } from '../timers/jackpot.js';
import { debounceRevalidation } from '../timers/rate-limits.js';
import { canSendSmsCode, smsButtonText, smsCodeReducer } from '../timers/sms-countdown.js';
import { useSendSmsCode } from './account.js';

/**
 * SMS code flow (spec section 4): idle, sending, countdown to the server's expiry (60 s by
 * default, ticking every 500 ms), then resend. `send` needs a valid mobile number.
 */
export function useSmsCode(purpose: 'noLogin' | 'register') {
  const [state, dispatch] = useReducer(smsCodeReducer, { phase: 'idle' });
  const request = useSendSmsCode(purpose);
  const counting = state.phase === 'countdown';

  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), smsCode.tickMs);
    return () => clearInterval(timer);
  }, [counting]);

  const send = async (body: Parameters<typeof request.mutateAsync>[0], mobileValid: boolean): Promise<boolean> => {
    if (!canSendSmsCode(state, mobileValid)) return false;
    dispatch({ type: 'send' });
    try {
      const sent = await request.mutateAsync(body);
      dispatch({ type: 'sent', expirationTime: sent.expirationTime, now: Date.now() });
      return true;
    } catch (error) {
      dispatch({ type: 'failed' });
      throw error;
    }
  };

  return { state, send, error: request.error, label: smsButtonText(state), canSend: (mobileValid: boolean) => canSendSmsCode(state, mobileValid) };
}

/** The jackpot counter's current value (spec section 2), ticking while mounted. */
export function useJackpotCounter(layout: JackpotLayout = 'default'): number | undefined {
  const [value, setValue] = useState<number>();
  useEffect(() => startJackpotCounter({ layout, onValue: setValue }), [layout]);
  return value;
}

/**
 * A value that follows `value` only after `delayMs` without change: language reloads (250 ms, the
 * default), revalidation (200 ms), search typing (500 ms) — see `debounceMs`.
 */
export function useDebouncedValue<T>(value: T, delayMs: number = debounceMs.languageReload): T {
  const [settled, setSettled] = useState(value);
  const [update] = useState(() => debounce((next: T) => setSettled(next), delayMs));
  useEffect(() => {
    update(value);
  }, [update, value]);
  useEffect(() => () => update.cancel(), [update]);
  return settled;
}

/**
 * Calls `revalidate` 200 ms after the interface language changes (spec section 4: a language change
 * revalidates filled fields after a 200 ms debounce); several quick changes give one call, the first
 * render and an unmounted form give none. The latest `revalidate` is the one called.
 */
export function useRevalidateOnLanguageChange(language: string, revalidate: () => void): void {
  const latest = useRef(revalidate);
  useEffect(() => {
    latest.current = revalidate;
  });
  const [run] = useState(() => debounceRevalidation(() => latest.current()));
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    run();
  }, [language, run]);
  useEffect(() => () => run.cancel(), [run]);
}
