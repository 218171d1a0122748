import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenImageShown } from './first-screen-image.js';

function shellBanner(complete: boolean) {
  document.body.innerHTML = '<div data-shell><div data-shell-banner><img src="/b/1.svg" alt=""></div></div>';
  const image = document.querySelector('img')!;
  Object.defineProperty(image, 'complete', { value: complete });
  return image;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('firstScreenImageShown', () => {
  it('resolves at once when the document has no shell banner', async () => {
    await expect(firstScreenImageShown(document)).resolves.toBeUndefined();
  });

  it('waits for the banner to load, then for a painted frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const image = shellBanner(false);
    let done = false;
    void firstScreenImageShown(document, 1500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });

  it('waits for every image of the shell (the promotions page has two)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    document.body.innerHTML =
      '<div data-shell><div data-shell-banner><img src="/b/1.svg" alt=""></div><div data-shell-promotion><img src="/p/1.svg" alt=""></div></div>';
    const [banner, promotion] = [...document.querySelectorAll('img')];
    let done = false;
    void firstScreenImageShown(document, 1500).then(() => (done = true));
    banner?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    promotion?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });

  it('goes on when the banner fails, or after the wait at most', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const failing = shellBanner(false);
    let failed = false;
    void firstScreenImageShown(document, 1500).then(() => (failed = true));
    failing.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(20);
    expect(failed).toBe(true);

    shellBanner(false);
    let waited = false;
    void firstScreenImageShown(document, 1500).then(() => (waited = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toBe(true);
  });
});
