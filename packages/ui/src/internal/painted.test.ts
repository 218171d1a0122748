import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './painted.js';
import { lastKnownScrollY } from './scroll-position.js';

/** A window whose animation frames and timers run only when the test says so. */
function fakeWindow() {
  const frames = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const view = {
    requestAnimationFrame: (run: () => void) => (frames.set(next, run), next++),
    cancelAnimationFrame: (id: number) => frames.delete(id),
    setTimeout: (run: () => void) => (timers.set(next, run), next++),
    clearTimeout: (id: number) => timers.delete(id),
  } as unknown as Window;
  const flush = (queue: Map<number, () => void>) => {
    const runs = [...queue.values()];
    queue.clear();
    for (const run of runs) run();
  };
  return { view, frame: () => flush(frames), task: () => flush(timers) };
}

describe('afterNextPaint', () => {
  it('calls back in the task after the next animation frame, not in the frame itself', () => {
    const { view, frame, task } = fakeWindow();
    const callback = vi.fn();
    afterNextPaint(callback, view);
    task();
    expect(callback).not.toHaveBeenCalled();
    frame();
    expect(callback).not.toHaveBeenCalled();
    task();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls nothing once cancelled, before or after the frame', () => {
    const first = fakeWindow();
    const beforeFrame = vi.fn();
    afterNextPaint(beforeFrame, first.view)();
    first.frame();
    first.task();
    expect(beforeFrame).not.toHaveBeenCalled();

    const second = fakeWindow();
    const afterFrame = vi.fn();
    const cancel = afterNextPaint(afterFrame, second.view);
    second.frame();
    cancel();
    second.task();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});

describe('lastKnownScrollY', () => {
  it('gives the position of the last scroll event without reading it again', () => {
    const target = new EventTarget();
    let position = 120;
    const read = vi.fn(() => position);
    const view = Object.defineProperty(target, 'scrollY', { get: read }) as unknown as Window;
    expect(lastKnownScrollY(view)).toBe(120);
    position = 480;
    expect(lastKnownScrollY(view)).toBe(120);
    expect(read).toHaveBeenCalledTimes(1);
    view.dispatchEvent(new Event('scroll'));
    expect(lastKnownScrollY(view)).toBe(480);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
