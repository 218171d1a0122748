import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const instance = vi.hoisted(() => ({ destroy: vi.fn(), reInit: vi.fn() }));
const create = vi.hoisted(() => vi.fn((_viewport: HTMLElement, _options: unknown, _plugins: unknown) => instance));
vi.mock('embla-carousel', () => ({ default: create }));

const { useCarousel } = await import('./carousel.js');

const noPlugins: never[] = [];

function Carousel({ loop, shown = true }: { loop: boolean; shown?: boolean }) {
  const [viewportRef] = useCarousel({ loop }, noPlugins);
  return shown ? <div ref={viewportRef} data-testid="viewport" /> : null;
}

/** Past the next animation frame and the task after it (afterNextPaint). */
const paint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0))));

describe('useCarousel', () => {
  beforeEach(() => {
    create.mockClear();
    instance.destroy.mockClear();
    instance.reInit.mockClear();
  });

  it('starts the carousel once painted, not in the render or the commit that mounts it', async () => {
    const view = render(<Carousel loop />);
    expect(create).not.toHaveBeenCalled();
    await paint();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(view.getByTestId('viewport'), { loop: true }, []);
  });

  it('schedules no update when the viewport is attached: the mount commits once until the carousel starts', async () => {
    // An update set in the commit (the element kept in state by its ref) is rendered at once, in the commit's
    // task, and takes every effect of the new screen into that task with it.
    const commits = vi.fn();
    render(
      <Profiler id="carousel" onRender={commits}>
        <Carousel loop />
      </Profiler>,
    );
    expect(commits).toHaveBeenCalledTimes(1);
    await paint();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('applies new options with reInit (keeping the slide shown) instead of starting again', async () => {
    const view = render(<Carousel loop />);
    await paint();
    view.rerender(<Carousel loop={false} />);
    await paint();
    expect(create).toHaveBeenCalledTimes(1);
    expect(instance.reInit).toHaveBeenCalledWith({ loop: false }, []);
    view.rerender(<Carousel loop={false} />);
    expect(instance.reInit).toHaveBeenCalledTimes(1);
  });

  it('stops the carousel when its viewport goes, and never starts one unmounted before painting', async () => {
    const view = render(<Carousel loop />);
    await paint();
    view.rerender(<Carousel loop shown={false} />);
    expect(instance.destroy).toHaveBeenCalledTimes(1);

    create.mockClear();
    render(<Carousel loop />).unmount();
    await paint();
    expect(create).not.toHaveBeenCalled();
  });

  it('starts a carousel off screen only once it comes within 200px of the screen', async () => {
    const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnect: () => void }[] = [];
    class FakeObserver {
      disconnected = false;
      constructor(
        readonly callback: IntersectionObserverCallback,
        readonly options?: IntersectionObserverInit,
      ) {
        observed.push(this);
      }
      observe() {}
      disconnect() {
        this.disconnected = true;
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const view = render(<Carousel loop />);
      await paint();
      expect(create).not.toHaveBeenCalled();
      expect(observed).toHaveLength(1);
      expect(observed[0]!.options).toEqual({ rootMargin: '200px' });
      const report = (isIntersecting: boolean) =>
        act(() => observed[0]!.callback([{ isIntersecting } as IntersectionObserverEntry], observed[0] as unknown as IntersectionObserver));
      report(false);
      await paint();
      expect(create).not.toHaveBeenCalled();
      report(true);
      await paint();
      expect(create).toHaveBeenCalledWith(view.getByTestId('viewport'), { loop: true }, []);
      expect((observed[0] as unknown as FakeObserver).disconnected).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
