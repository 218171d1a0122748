import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType, type EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from './painted.js';

/** How far off screen a carousel already starts, so that it runs by the time it scrolls in. */
const carouselStartMargin = '200px';

/**
 * Calls `callback` once `element` comes within `margin` of the screen (at once without IntersectionObserver);
 * returns the cancel.
 */
function whenNearView(element: Element, margin: string, callback: () => void): () => void {
  const Observer = element.ownerDocument.defaultView?.IntersectionObserver;
  if (!Observer) {
    callback();
    return () => undefined;
  }
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * An Embla carousel on the element given to the returned ref, started once it is near the screen and the page has
 * painted, in a task of its own. One further down the page (home's winners) starts only when scrolled to: starting
 * measures every slide and runs its autoplay's animations, work nobody sees until then. Started from an effect
 * (embla-carousel-react's way), it ran in whichever task flushed the effects, often the commit that mounts the whole
 * screen, and its slide measurements forced that screen's layout there. The ref is a stable callback that starts it
 * and returns the stop (React 19 ref cleanup): keeping the element in state instead set that state inside the commit,
 * an update React renders at once, which also ran every effect of the new screen in that same task. The options are
 * plain values; a change of them or of the plugins is applied with `reInit`, which keeps the slide shown.
 */
export function useCarousel(
  options: EmblaOptionsType,
  plugins: EmblaPluginType[],
): [(element: HTMLElement | null) => () => void, EmblaCarouselType | undefined] {
  const [carousel, setCarousel] = useState<EmblaCarouselType>();
  const settings = JSON.stringify(options);
  // What the carousel should run with (read when it starts) and what it runs with.
  const wanted = useRef({ settings, plugins });
  const applied = useRef(wanted.current);

  const viewportRef = useCallback((viewport: HTMLElement | null) => {
    let started: EmblaCarouselType | undefined;
    let cancelStart: (() => void) | undefined;
    const stopWatching = viewport
      ? whenNearView(viewport, carouselStartMargin, () => {
          cancelStart = afterNextPaint(() => {
            applied.current = wanted.current;
            started = EmblaCarousel(viewport, JSON.parse(applied.current.settings) as EmblaOptionsType, applied.current.plugins);
            setCarousel(started);
          });
        })
      : undefined;
    return () => {
      stopWatching?.();
      cancelStart?.();
      if (!started) return;
      started.destroy();
      setCarousel(undefined);
    };
  }, []);

  useEffect(() => {
    wanted.current = { settings, plugins };
    if (!carousel || (applied.current.settings === settings && applied.current.plugins === plugins)) return;
    applied.current = wanted.current;
    carousel.reInit(JSON.parse(settings) as EmblaOptionsType, plugins);
  }, [carousel, settings, plugins]);

  return [viewportRef, carousel];
}
