import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType, type EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from './painted.js';

/**
 * An Embla carousel on the element given to the returned ref, started once the page has painted, in a task of
 * its own. Started from an effect (embla-carousel-react's way), it ran in whichever task flushed the effects, often
 * the commit that mounts the whole screen, and its slide measurements forced that screen's layout there. The ref
 * is a stable callback that starts it and returns the stop (React 19 ref cleanup): keeping the element in state
 * instead set that state inside the commit, an update React renders at once, which also ran every effect of the
 * new screen in that same task. The options are plain values; a change of them or of the plugins is applied with
 * `reInit`, which keeps the slide shown.
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
    const cancel = viewport
      ? afterNextPaint(() => {
          applied.current = wanted.current;
          started = EmblaCarousel(viewport, JSON.parse(applied.current.settings) as EmblaOptionsType, applied.current.plugins);
          setCarousel(started);
        })
      : undefined;
    return () => {
      cancel?.();
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
