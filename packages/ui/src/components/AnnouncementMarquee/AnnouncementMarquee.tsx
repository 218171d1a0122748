import { marqueeFps } from '@whitelabel/core';
import { useEffect, useRef, useState } from 'react';
import { useDirection } from '../../internal/direction.js';
import { Icon } from '../../internal/icons.js';
import { usePrefersReducedMotion } from '../../internal/motion.js';
import { observeSize } from '../../internal/observe-size.js';
import * as styles from './AnnouncementMarquee.css.js';

/** The marquee moves 30 times a second (spec section 9). */
export const MARQUEE_FPS = marqueeFps;

/** One pass of the marquee: its keyframes and timing for the Web Animations API. */
export interface MarqueeMotion {
  keyframes: Keyframe[];
  /** One pass, in milliseconds: the text enters at the inline end and leaves at the inline start. */
  duration: number;
  /** `steps(n)`: the text moves MARQUEE_FPS times a second, not at every display frame. */
  easing: string;
  /** Where a pass starts the first time: the text standing at the inline start, readable at once. */
  startTime: number;
}

/**
 * The pass of a text `textWidth` wide through a strip `width` wide at `speed` px/s: from just past the inline
 * end (translateX of the strip's width, mirrored right to left) to just past the inline start (minus the
 * text's width), `(width + textWidth) / speed` seconds.
 */
export function marqueeMotion(width: number, textWidth: number, speed: number, direction: 'ltr' | 'rtl'): MarqueeMotion {
  const sign = direction === 'rtl' ? -1 : 1;
  const loop = Math.max(1, width + textWidth);
  const duration = (loop / speed) * 1000;
  return {
    keyframes: [{ transform: `translateX(${sign * width}px)` }, { transform: `translateX(${-sign * textWidth}px)` }],
    duration,
    easing: `steps(${Math.max(1, Math.round((duration / 1000) * MARQUEE_FPS))}, end)`,
    startTime: (width / loop) * duration,
  };
}

export interface MarqueeItem {
  id: string;
  /** Announcement title or text, plain. */
  text: string;
}

export interface AnnouncementMarqueeProps {
  /** Accessible name of the strip, translated (e.g. "Announcements"). */
  label: string;
  items: readonly MarqueeItem[];
  /** Opens the announcement (spec: a popup accordion from the marquee). */
  onSelect?: (id: string) => void;
  /** Pixels per second (default 40). */
  speed?: number;
}

/**
 * Announcement strip that scrolls at 30 fps, from the inline end to the inline start; it pauses on
 * hover and keyboard focus, and stands still (scrollable by hand) when the user prefers reduced motion.
 */
export function AnnouncementMarquee({ label, items, onSelect, speed = 40 }: AnnouncementMarqueeProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const direction = useDirection(viewportRef);
  // The strip's and the text's widths, known once the browser has laid them out (a resize observer): reading
  // them in an effect would force the layout of the whole page inside the render that shows the strip.
  const [widths, setWidths] = useState<{ viewport: number; track: number } | null>(null);
  const animationRef = useRef<Animation | null>(null);
  const moving = !reducedMotion && !hovered && !focused && items.length > 0;

  // Hover and keyboard focus pause the strip (WCAG 2.2.2), so a moving announcement can be read and chosen.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!viewport.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    viewport.addEventListener('pointerenter', enter);
    viewport.addEventListener('pointerleave', leave);
    viewport.addEventListener('focusin', focusIn);
    viewport.addEventListener('focusout', focusOut);
    return () => {
      viewport.removeEventListener('pointerenter', enter);
      viewport.removeEventListener('pointerleave', leave);
      viewport.removeEventListener('focusin', focusIn);
      viewport.removeEventListener('focusout', focusOut);
    };
  }, [items.length]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const track = trackRef.current;
    return observeSize(track ? [viewport, track] : [viewport], () => {
      const next = { viewport: viewport.clientWidth, track: track?.scrollWidth ?? 0 };
      setWidths((current) => (current?.viewport === next.viewport && current.track === next.track ? current : next));
    });
  }, [items.length]);

  // The text moves by an animation the browser runs off the main thread (a composited transform): a script
  // moving it frame by frame gave the main thread a frame to style, layerize and commit 30 to 60 times a second
  // (a quarter to a third of its time on the settled member home page). Until measured, and when motion is reduced,
  // the text stands at the inline start.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || reducedMotion || !widths || typeof track.animate !== 'function') return;
    const motion = marqueeMotion(widths.viewport, widths.track, speed, direction);
    const animation = track.animate(motion.keyframes, { duration: motion.duration, easing: motion.easing, iterations: Infinity });
    animation.currentTime = motion.startTime;
    animationRef.current = animation;
    return () => {
      animation.cancel();
      animationRef.current = null;
    };
  }, [reducedMotion, widths, speed, direction, items]);

  useEffect(() => {
    const animation = animationRef.current;
    if (!animation) return;
    if (moving) animation.play();
    else animation.pause();
  }, [moving, widths, speed, direction, items]);

  if (items.length === 0) return null;

  return (
    <section className={styles.root} aria-label={label}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="megaphone" size={20} />
      </span>
      <div ref={viewportRef} className={styles.viewport} data-static={reducedMotion} data-paused={!moving}>
        <div ref={trackRef} className={styles.track}>
          {items.map((item) =>
            onSelect ? (
              <button key={item.id} type="button" className={styles.item} onClick={() => onSelect(item.id)}>
                {item.text}
              </button>
            ) : (
              <span key={item.id} className={styles.item}>
                {item.text}
              </span>
            ),
          )}
        </div>
      </div>
    </section>
  );
}
