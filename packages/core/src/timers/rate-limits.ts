import { debounce, throttle, type DebouncedFunction, type ThrottledFunction } from 'es-toolkit';
import { debounceMs, infiniteScroll, unread } from '../constants/business.js';

// Throttles and debounces with the durations of spec sections 7 and 9. Throttles fire on the
// leading edge and once more on the trailing edge; debounces fire once the input is quiet.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors es-toolkit's own signature
type AnyFunction = (...args: any[]) => void;

/** Unread chat/inbox count requests: at most one per 250 ms. */
export function throttleUnreadCount<F extends AnyFunction>(load: F): ThrottledFunction<F> {
  return throttle(load, unread.countThrottleMs);
}

/** Infinite scroll checks: at most one per second. */
export function throttleInfiniteScroll<F extends AnyFunction>(check: F): ThrottledFunction<F> {
  return throttle(check, infiniteScroll.throttleMs);
}

/** Game search typing: searches 500 ms after the last keystroke (Enter submits at once: call flush). */
export function debounceSearch<F extends AnyFunction>(search: F): DebouncedFunction<F> {
  return debounce(search, debounceMs.search);
}

/** Language-dependent reloads (winner board): 250 ms after the last language change. */
export function debounceLanguageReload<F extends AnyFunction>(reload: F): DebouncedFunction<F> {
  return debounce(reload, debounceMs.languageReload);
}

/** Revalidation of filled fields after a language change: 200 ms (spec section 4). */
export function debounceRevalidation<F extends AnyFunction>(revalidate: F): DebouncedFunction<F> {
  return debounce(revalidate, debounceMs.revalidation);
}

/**
 * Mark-read calls: at most one per 150 ms for the same announcement. Each announcement has its own
 * throttle, so tapping two notices quickly marks both.
 */
export function throttleMarkRead(markRead: (announcementId: string) => void): (announcementId: string | number) => void {
  const perId = new Map<string, ThrottledFunction<() => void>>();
  return (announcementId) => {
    const id = String(announcementId);
    let throttled = perId.get(id);
    if (!throttled) {
      throttled = throttle(() => markRead(id), unread.markReadThrottleMs, { edges: ['leading'] });
      perId.set(id, throttled);
    }
    throttled();
  };
}

/** Unread badge text: nothing for zero, the count up to 99, `99+` above (spec section 9). */
export function unreadBadge(count: number | null | undefined): string {
  if (!count || count <= 0) return '';
  return count > unread.badgeMax ? `${unread.badgeMax}+` : String(Math.floor(count));
}
