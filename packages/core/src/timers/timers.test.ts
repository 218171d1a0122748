import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialJackpotValue, jackpotRange, nextTickDelay, startJackpotCounter, tickIncrement, tickSteps } from './jackpot.js';
import {
  debounceLanguageReload,
  debounceRevalidation,
  debounceSearch,
  throttleInfiniteScroll,
  throttleMarkRead,
  throttleUnreadCount,
  unreadBadge,
} from './rate-limits.js';
import {
  canSendSmsCode,
  countdownEnd,
  expiryMillis,
  secondsLeft,
  smsButtonText,
  smsCodeReducer,
  startSmsCountdown,
  type SmsCodeState,
} from './sms-countdown.js';

const now = Date.UTC(2026, 0, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('SMS countdown (spec section 4: from the server expiry, default 60 s, ticking every 500 ms)', () => {
  it('reads the expiry as epoch milliseconds, epoch seconds or ISO text', () => {
    expect(expiryMillis(now + 30_000)).toBe(now + 30_000);
    expect(expiryMillis((now + 30_000) / 1000)).toBe(now + 30_000);
    expect(expiryMillis(String(now + 30_000))).toBe(now + 30_000);
    expect(expiryMillis(new Date(now + 30_000).toISOString())).toBe(now + 30_000);
    expect(expiryMillis('soon')).toBeUndefined();
    expect(expiryMillis(undefined)).toBeUndefined();
  });

  it('counts to the server expiry, or 60 s when it is missing or already past', () => {
    expect(countdownEnd(now + 90_000, now)).toBe(now + 90_000);
    expect(countdownEnd(undefined, now)).toBe(now + 60_000);
    expect(countdownEnd(now - 1, now)).toBe(now + 60_000);
    expect(secondsLeft(now + 59_001, now)).toBe(60);
    expect(secondsLeft(now - 5, now)).toBe(0);
  });

  it('goes idle, sending, countdown, then idle again so a resend is possible', () => {
    let state: SmsCodeState = { phase: 'idle' };
    expect(canSendSmsCode(state, false)).toBe(false);
    expect(canSendSmsCode(state, true)).toBe(true);
    state = smsCodeReducer(state, { type: 'send' });
    expect(state).toEqual({ phase: 'sending' });
    expect(smsCodeReducer(state, { type: 'send' })).toBe(state);
    expect(smsCodeReducer(state, { type: 'failed' })).toEqual({ phase: 'idle' });
    state = smsCodeReducer(state, { type: 'sent', expirationTime: now + 3_000, now });
    expect(state).toEqual({ phase: 'countdown', end: now + 3_000, seconds: 3 });
    expect(canSendSmsCode(state, true)).toBe(false);
    state = smsCodeReducer(state, { type: 'tick', now: now + 1_500 });
    expect(state).toMatchObject({ seconds: 2 });
    expect(smsCodeReducer(state, { type: 'tick', now: now + 1_600 })).toBe(state);
    expect(smsCodeReducer(state, { type: 'tick', now: now + 3_000 })).toEqual({ phase: 'idle' });
  });

  it('labels the get-code link by state', () => {
    expect(smsButtonText({ phase: 'idle' })).toEqual({ key: 'sms.getCode' });
    expect(smsButtonText({ phase: 'sending' })).toEqual({ key: 'sms.sending' });
    expect(smsButtonText({ phase: 'countdown', end: now + 9_000, seconds: 9 })).toEqual({ key: 'sms.resendIn', values: { seconds: 9 } });
  });

  it('ticks every 500 ms, recomputing from the expiry, and stops at zero', () => {
    const ticks: number[] = [];
    const done = vi.fn();
    startSmsCountdown({ expirationTime: now + 2_000, onTick: (s) => ticks.push(s), onDone: done });
    expect(ticks).toEqual([2]);
    vi.advanceTimersByTime(500);
    expect(ticks).toEqual([2, 2]);
    vi.advanceTimersByTime(1_500);
    expect(ticks).toEqual([2, 2, 1, 1, 0]);
    expect(done).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5_000);
    expect(ticks).toHaveLength(5);
  });

  it('starts at 60 without a server expiry and can be stopped', () => {
    const ticks: number[] = [];
    const stop = startSmsCountdown({ onTick: (s) => ticks.push(s) });
    expect(ticks).toEqual([60]);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(ticks).toEqual([60]);
  });
});

describe('jackpot counter (spec section 2: ranges, 3-5 s ticks adding 100-200 in 20 steps of 50 ms)', () => {
  it('uses 1.2-1.3 billion by default and 200-300 million on the jackpot layout', () => {
    expect(jackpotRange('default')).toEqual({ min: 1_200_000_000, max: 1_300_000_000 });
    expect(jackpotRange('jackpotGame')).toEqual({ min: 200_000_000, max: 300_000_000 });
  });

  it('draws start values, delays and increments within their bounds', () => {
    const range = jackpotRange('default');
    expect(initialJackpotValue(range, () => 0)).toBe(range.min);
    expect(initialJackpotValue(range, () => 0.999_999_999_9)).toBe(range.max);
    expect([nextTickDelay(() => 0), nextTickDelay(() => 0.999_999)]).toEqual([3_000, 5_000]);
    expect([tickIncrement(() => 0), tickIncrement(() => 0.999_999)]).toEqual([100, 200]);
  });

  it('animates one tick through 20 rising values ending at the new total', () => {
    const steps = tickSteps(1_000, 200, { min: 0, max: 10_000 });
    expect(steps).toHaveLength(20);
    expect(steps[0]).toBe(1_010);
    expect(steps.at(-1)).toBe(1_200);
    expect(steps.every((value, index) => index === 0 || value >= steps[index - 1]!)).toBe(true);
  });

  it('starts over at the minimum instead of leaving the range', () => {
    const steps = tickSteps(299_999_950, 100, jackpotRange('jackpotGame'));
    expect(steps.every((value) => value === 200_000_000)).toBe(true);
  });

  it('runs on timers: a tick after 3-5 s, then 20 values 50 ms apart, then the next tick', () => {
    const values: number[] = [];
    const stop = startJackpotCounter({ layout: 'jackpotGame', onValue: (v) => values.push(v), random: () => 0, initial: 250_000_000 });
    expect(values).toEqual([250_000_000]);
    vi.advanceTimersByTime(2_999);
    expect(values).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(values.at(-1)).toBe(250_000_005);
    vi.advanceTimersByTime(19 * 50);
    expect(values).toHaveLength(21);
    expect(values.at(-1)).toBe(250_000_100);
    vi.advanceTimersByTime(3_000);
    expect(values.at(-1)).toBe(250_000_105);
    stop();
    const count = values.length;
    vi.advanceTimersByTime(20_000);
    expect(values).toHaveLength(count);
  });
});

describe('unread badge and rate limits (spec sections 7 and 9)', () => {
  it('shows nothing for zero, the count up to 99 and 99+ above', () => {
    expect([0, -1, undefined, 1, 99, 100, 5_000].map(unreadBadge)).toEqual(['', '', '', '1', '99', '99+', '99+']);
  });

  it('throttles unread counts to one per 250 ms', () => {
    const load = vi.fn();
    const throttled = throttleUnreadCount(load);
    throttled();
    throttled();
    throttled();
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(250);
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throttles mark-read to one per 150 ms for the same notice, not across notices', () => {
    const mark = vi.fn();
    const throttled = throttleMarkRead(mark);
    throttled(1);
    throttled('1');
    throttled(2);
    expect(mark.mock.calls).toEqual([['1'], ['2']]);
    vi.advanceTimersByTime(149);
    throttled(1);
    expect(mark).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    throttled(1);
    expect(mark).toHaveBeenCalledTimes(3);
  });

  it('throttles infinite-scroll checks to at most one per second, keeping the last one', () => {
    const check = vi.fn();
    const throttled = throttleInfiniteScroll(check);
    throttled();
    vi.advanceTimersByTime(500);
    throttled();
    vi.advanceTimersByTime(499);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['search', debounceSearch, 500],
    ['language reload', debounceLanguageReload, 250],
    ['revalidation', debounceRevalidation, 200],
  ] as const)('debounces %s by %i ms after the last call', (_name, make, ms) => {
    const fn = vi.fn();
    const debounced = make(fn);
    debounced('a');
    vi.advanceTimersByTime(ms - 1);
    debounced('ab');
    vi.advanceTimersByTime(ms - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('lets Enter submit a search at once', () => {
    const fn = vi.fn();
    const debounced = debounceSearch(fn);
    debounced('tiger');
    debounced.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('tiger');
  });
});
