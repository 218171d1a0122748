import { smsCode } from '../constants/business.js';

/**
 * The server's expiry as epoch milliseconds. It is a timestamp (spec section 3): epoch
 * milliseconds, epoch seconds (values below 10^12) or an ISO 8601 string. Anything unusable gives
 * undefined, and the default 60 s applies.
 */
export function expiryMillis(expirationTime: number | string | null | undefined): number | undefined {
  if (expirationTime === null || expirationTime === undefined || expirationTime === '') return undefined;
  const numeric = typeof expirationTime === 'number' ? expirationTime : /^\d+$/.test(expirationTime) ? Number(expirationTime) : Number.NaN;
  if (Number.isFinite(numeric)) return numeric < 1e12 ? numeric * 1000 : numeric;
  const parsed = Date.parse(String(expirationTime));
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** When the countdown ends: the server's expiry, else 60 s from now (spec section 4). */
export function countdownEnd(expirationTime: number | string | null | undefined, now: number): number {
  const expiry = expiryMillis(expirationTime);
  return expiry !== undefined && expiry > now ? expiry : now + smsCode.countdownDefaultSeconds * 1000;
}

/** Whole seconds left, rounded up, never negative. */
export function secondsLeft(end: number, now: number): number {
  return Math.max(0, Math.ceil((end - now) / 1000));
}

export type SmsCodeState = { phase: 'idle' } | { phase: 'sending' } | { phase: 'countdown'; end: number; seconds: number };

/**
 * SMS code request states (spec section 4): idle, sending, countdown to the server's expiry, then
 * resend possible (idle). A failed send goes back to idle.
 */
export type SmsCodeEvent =
  { type: 'send' } | { type: 'sent'; expirationTime?: number | string | null; now: number } | { type: 'failed' } | { type: 'tick'; now: number };

export function smsCodeReducer(state: SmsCodeState, event: SmsCodeEvent): SmsCodeState {
  switch (event.type) {
    case 'send':
      return state.phase === 'idle' ? { phase: 'sending' } : state;
    case 'failed':
      return state.phase === 'sending' ? { phase: 'idle' } : state;
    case 'sent': {
      if (state.phase !== 'sending') return state;
      const end = countdownEnd(event.expirationTime, event.now);
      return { phase: 'countdown', end, seconds: secondsLeft(end, event.now) };
    }
    case 'tick': {
      if (state.phase !== 'countdown') return state;
      const seconds = secondsLeft(state.end, event.now);
      if (seconds === 0) return { phase: 'idle' };
      return seconds === state.seconds ? state : { ...state, seconds };
    }
  }
}

/** A new code may be requested only when idle with a valid number. */
export function canSendSmsCode(state: SmsCodeState, mobileValid: boolean): boolean {
  return state.phase === 'idle' && mobileValid;
}

/**
 * Drives the countdown: ticks every 500 ms, recomputing the seconds from the expiry each time (so
 * a throttled background tab still shows the right number), and stops itself at zero.
 */
export function startSmsCountdown(options: {
  expirationTime?: number | string | null;
  onTick: (seconds: number) => void;
  onDone?: () => void;
  now?: () => number;
}): () => void {
  const now = options.now ?? Date.now;
  const end = countdownEnd(options.expirationTime, now());
  options.onTick(secondsLeft(end, now()));
  const timer = setInterval(() => {
    const seconds = secondsLeft(end, now());
    options.onTick(seconds);
    if (seconds === 0) {
      clearInterval(timer);
      options.onDone?.();
    }
  }, smsCode.tickMs);
  return () => clearInterval(timer);
}

/** The get-code link's text for a state: get code, sending, or the seconds left. */
export function smsButtonText(state: SmsCodeState): { key: string; values?: Record<string, number> } {
  if (state.phase === 'sending') return { key: 'sms.sending' };
  if (state.phase === 'countdown') return { key: 'sms.resendIn', values: { seconds: state.seconds } };
  return { key: 'sms.getCode' };
}
