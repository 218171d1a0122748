import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementMarquee, marqueeMotion } from './AnnouncementMarquee.js';

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

  /** Element.animate recorded (jsdom has none), and the strip 300 px wide with 500 px of text. */
  function recordAnimations() {
    const calls: { keyframes: Keyframe[]; options: KeyframeAnimationOptions; animation: Record<string, unknown> }[] = [];
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(500);
    HTMLElement.prototype.animate = function animate(keyframes, options) {
      const animation = { currentTime: 0, play: vi.fn(), pause: vi.fn(), cancel: vi.fn() };
      calls.push({ keyframes: keyframes as Keyframe[], options: options as KeyframeAnimationOptions, animation });
      return animation as unknown as Animation;
    };
    return calls;
  }

  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    vi.restoreAllMocks();
  });

  it('moves the text by one animation the browser runs, 30 steps a second, starting readable at the inline start', () => {
    preferReducedMotion(false);
    const calls = recordAnimations();
    const frames = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frames);
    render(<AnnouncementMarquee label="Announcements" items={[{ id: 'a', text: 'Hello' }]} speed={40} />);
    expect(calls).toHaveLength(1);
    const [{ keyframes, options, animation }] = calls as [(typeof calls)[number]];
    expect(keyframes).toEqual([{ transform: 'translateX(300px)' }, { transform: 'translateX(-500px)' }]);
    expect(options).toMatchObject({ duration: 20_000, easing: 'steps(600, end)', iterations: Infinity });
    // 300 px of the 800 px pass already gone: the text's start at the strip's start.
    expect(animation.currentTime).toBe(7_500);
    expect(animation.play).toHaveBeenCalled();
    // Nothing moves the text from the page's script, frame by frame.
    expect(frames).not.toHaveBeenCalled();
  });

  it('pauses the animation while hovered or focused, and plays it again after', () => {
    preferReducedMotion(false);
    const calls = recordAnimations();
    render(<AnnouncementMarquee label="Announcements" items={[{ id: 'a', text: 'Hello' }]} onSelect={() => {}} />);
    const animation = calls[0]!.animation;
    const viewport = screen.getByRole('button', { name: 'Hello' }).parentElement!.parentElement!;
    act(() => viewport.dispatchEvent(new Event('pointerenter')));
    expect(animation.pause).toHaveBeenCalledTimes(1);
    expect(viewport.getAttribute('data-paused')).toBe('true');
    act(() => viewport.dispatchEvent(new Event('pointerleave')));
    expect(animation.play).toHaveBeenCalledTimes(2);
  });

  it('passes through the strip from the inline end to past the inline start, mirrored right to left', () => {
    expect(marqueeMotion(300, 500, 40, 'ltr')).toEqual({
      keyframes: [{ transform: 'translateX(300px)' }, { transform: 'translateX(-500px)' }],
      duration: 20_000,
      easing: 'steps(600, end)',
      startTime: 7_500,
    });
    expect(marqueeMotion(300, 500, 40, 'rtl').keyframes).toEqual([{ transform: 'translateX(-300px)' }, { transform: 'translateX(500px)' }]);
    expect(marqueeMotion(0, 0, 40, 'ltr').easing).toBe('steps(1, end)');
  });

  it('animates nothing when reduced motion is preferred', () => {
    preferReducedMotion(true);
    const calls = recordAnimations();
    render(<AnnouncementMarquee label="Announcements" items={[{ id: 'a', text: 'Hello' }]} />);
    expect(calls).toEqual([]);
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
