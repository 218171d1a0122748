import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementMarquee, MARQUEE_FPS, nextMarqueeOffset } from './AnnouncementMarquee.js';

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

  it('runs at 30 frames a second', () => {
    expect(MARQUEE_FPS).toBe(30);
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
