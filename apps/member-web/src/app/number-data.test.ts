import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNumberDataAfterPaint } from './number-data.js';

describe('number data loaded after the first paint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.documentElement.lang = '';
  });

  it('builds a formatter of the document language in a task after the next frame, not at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.documentElement.lang = 'th';
    const built = vi.spyOn(Intl, 'NumberFormat');
    loadNumberDataAfterPaint(document);
    expect(built).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(built).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(built).toHaveBeenCalledWith('th', { numberingSystem: 'latn' });
  });

  it('lets a language tag the runtime rejects pass quietly', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.documentElement.lang = 'not a tag';
    loadNumberDataAfterPaint(document);
    vi.advanceTimersToNextFrame();
    expect(() => vi.runOnlyPendingTimers()).not.toThrow();
  });
});
