import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementMarquee, nextMarqueeOffset } from './AnnouncementMarquee.js';

function preferReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('announcement marquee (spec section 9: 30 fps)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('moves the text 30 times a second: a display frame sooner than 1/30 s after the last move changes nothing', () => {
    preferReducedMotion(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    render(<AnnouncementMarquee label="Announcements" items={[{ id: 'a', text: 'Hello' }]} speed={60} />);
    const track = screen.getByText('Hello').parentElement!;
    const run = (time: number) => frames.shift()!(time);
    const moves: string[] = [];
    run(0);
    // A 120 Hz screen: a frame every 8.3 ms for half a second.
    for (let time = 1000 / 120; time <= 500; time += 1000 / 120) {
      const before = track.style.transform;
      run(time);
      if (track.style.transform !== before) moves.push(track.style.transform);
    }
    expect(moves.length).toBeGreaterThanOrEqual(14);
    expect(moves.length).toBeLessThanOrEqual(16);
  });

  it('never reads the layout in its animation frames (a read there would force the layout of a changing page)', () => {
    preferReducedMotion(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    render(<AnnouncementMarquee label="Announcements" items={[{ id: 'a', text: 'Hello' }]} speed={60} />);
    const reads: string[] = [];
    const spies = (['clientWidth', 'scrollWidth', 'offsetWidth'] as const).map((property) =>
      vi.spyOn(HTMLElement.prototype, property, 'get').mockImplementation(() => {
        reads.push(property);
        return 0;
      }),
    );
    for (let time = 0; time <= 300; time += 1000 / 60) frames.shift()?.(time);
    spies.forEach((spy) => spy.mockRestore());
    expect(frames.length).toBeGreaterThan(0);
    expect(reads).toEqual([]);
  });

  it('advances by speed × time and wraps once the text has left', () => {
    expect(nextMarqueeOffset(0, 1000 / 30, 60, 500)).toBeCloseTo(2, 5);
    expect(nextMarqueeOffset(499, 100, 60, 500)).toBeCloseTo(5, 5);
    expect(nextMarqueeOffset(10, 0, 60, 500)).toBe(10);
  });

  it('stands still and wraps the text when reduced motion is preferred', () => {
    preferReducedMotion(true);
    render(<AnnouncementMarquee label="Announcements" items={[{ id: 'a', text: 'Hello' }]} />);
    const viewport = screen.getByText('Hello').parentElement!.parentElement!;
    expect(viewport.getAttribute('data-static')).toBe('true');
    expect(viewport.getAttribute('data-paused')).toBe('true');
  });

  it('renders nothing without announcements', () => {
    preferReducedMotion(false);
    const { container } = render(<AnnouncementMarquee label="Announcements" items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
