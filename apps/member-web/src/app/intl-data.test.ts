import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIntlDataAfterPaint } from './intl-data.js';

/** Records the arguments of each formatter built, and builds it (a bare spy's instances have no `format`). */
function recordFormatters<Name extends 'NumberFormat' | 'DateTimeFormat'>(name: Name): unknown[][] {
  const calls: unknown[][] = [];
  const Formatter = Intl[name] as unknown as new (...args: unknown[]) => object;
  vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
    calls.push(args);
    return new Formatter(...args);
  } as never);
  return calls;
}

describe('number and date data loaded after the first paint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.documentElement.lang = '';
  });

  it('starts a worker named after the document language in a task after the next frame, and builds no formatter here', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.documentElement.lang = 'th';
    const started: { url: string; options: WorkerOptions | undefined }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: String(url), options });
        }
      },
    );
    const built = recordFormatters('NumberFormat');
    loadIntlDataAfterPaint(document);
    vi.advanceTimersToNextFrame();
    expect(started).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(started).toEqual([{ url: expect.stringContaining('intl-data.worker'), options: { type: 'module', name: 'th' } }]);
    expect(built).toEqual([]);
  });

  it('builds a formatter of the document language in that task where no worker can start', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.documentElement.lang = 'th';
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the content security policy', 'SecurityError');
        }
      },
    );
    const built = recordFormatters('NumberFormat');
    loadIntlDataAfterPaint(document);
    vi.advanceTimersToNextFrame();
    expect(built).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(built).toEqual([['th', { numberingSystem: 'latn' }]]);
  });

  it('lets a language tag the runtime rejects pass quietly', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('Worker', undefined);
    document.documentElement.lang = 'not a tag';
    loadIntlDataAfterPaint(document);
    vi.advanceTimersToNextFrame();
    expect(() => vi.runOnlyPendingTimers()).not.toThrow();
  });
});

describe('the worker that loads them', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('builds a number and a date formatter of the language it is named after, then closes', async () => {
    vi.stubGlobal('name', 'ar');
    const close = vi.fn();
    vi.stubGlobal('close', close);
    const numbers = recordFormatters('NumberFormat');
    const dates = recordFormatters('DateTimeFormat');
    await import('./intl-data.worker.js');
    expect(numbers).toEqual([['ar', { numberingSystem: 'latn' }]]);
    expect(dates).toEqual([['ar', expect.anything()]]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('closes without building anything for a tag the runtime rejects', async () => {
    vi.stubGlobal('name', 'not a tag');
    const close = vi.fn();
    vi.stubGlobal('close', close);
    await import('./intl-data.worker.js');
    expect(close).toHaveBeenCalledOnce();
  });
});
