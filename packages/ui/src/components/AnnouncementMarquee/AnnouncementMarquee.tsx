import { marqueeFps } from '@whitelabel/core';
import { useEffect, useRef, useState } from 'react';
import { useDirection } from '../../internal/direction.js';
import { Icon } from '../../internal/icons.js';
import { usePrefersReducedMotion } from '../../internal/motion.js';
import { observeSize } from '../../internal/observe-size.js';
import * as styles from './AnnouncementMarquee.css.js';

/** The marquee moves 30 times a second (spec section 9). */
export const MARQUEE_FPS = marqueeFps;
const FRAME_MS = 1000 / MARQUEE_FPS;

/**
 * Distance scrolled after the next frame: `offset` grows at `speed` px/s and wraps to 0 once the
 * text has fully left (`loopLength` = viewport width + text width).
 */
export function nextMarqueeOffset(offset: number, elapsedMs: number, speed: number, loopLength: number): number {
  const next = offset + (speed * elapsedMs) / 1000;
  return loopLength > 0 && next >= loopLength ? next % loopLength : next;
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
  // Null until the strip is measured; then the text starts at the inline start, fully readable.
  const offsetRef = useRef<number | null>(null);
  // The strip's width, known once the browser has laid it out: reading it in the effect below would force the
  // layout of the whole page inside the render that shows the strip.
  const [viewportWidth, setViewportWidth] = useState<number | null>(null);
  // The strip's and the text's widths as last laid out, kept by the resize observer: the animation frames read
  // these, never the layout, so a frame never forces the layout of a page that is still changing.
  const widthsRef = useRef({ viewport: 0, track: 0 });
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
      widthsRef.current = { viewport: viewport.clientWidth, track: track?.scrollWidth ?? 0 };
      setViewportWidth(widthsRef.current.viewport);
    });
  }, [items.length]);

  useEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (!viewport || !track) return;
    const sign = direction === 'rtl' ? 1 : -1;
    // Offset 0 puts the text just past the inline end of the strip; it travels towards the start.
    const place = (offset: number, width: number) => {
      track.style.transform = `translateX(${sign * (offset - width)}px)`;
    };
    if (reducedMotion) {
      track.style.transform = '';
      return;
    }
    // Until measured the text stands at the inline start, where an offset of the strip's width puts it.
    if (viewportWidth === null) return;
    offsetRef.current ??= viewportWidth;
    place(offsetRef.current, viewportWidth);
    if (!moving) return;
    let frame = 0;
    let last: number | undefined;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (last === undefined) {
        last = now;
        return;
      }
      const elapsed = now - last;
      if (elapsed < FRAME_MS - 1) return;
      last = now;
      const { viewport: width, track: textWidth } = widthsRef.current;
      const offset = nextMarqueeOffset(offsetRef.current ?? 0, Math.min(elapsed, 100), speed, width + textWidth);
      offsetRef.current = offset;
      place(offset, width);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [moving, reducedMotion, direction, speed, items, viewportWidth]);

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
