import { bannerImageSizes, banner as bannerRules, imageSrcSet } from '@whitelabel/core';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useCarousel } from '../../internal/carousel.js';
import { useDirection } from '../../internal/direction.js';
import { usePrefersReducedMotion } from '../../internal/motion.js';
import * as styles from './BannerCarousel.css.js';

/** Banners advance every 5 s (spec section 9). */
export const BANNER_AUTOPLAY_MS = bannerRules.autoplayMs;

export interface Banner {
  id: string;
  /** Image URL (served by the platform; width and height known, so space is reserved). */
  src: string;
  /** Text alternative, translated. */
  alt: string;
  /** A caption over the slide (the login popup's slide titles, spec 2.048); the dots follow the slide shown. */
  title?: string;
  /** What a tap does (open the promotion, follow the linkage); without it the banner is a picture only. */
  onSelect?: () => void;
}

export interface BannerCarouselProps {
  banners: readonly Banner[];
  /** Accessible name of the carousel, translated (e.g. "Promotions"). */
  label: string;
  /** Name of each slide and its dot, e.g. (2, 5) => "Banner 2 of 5". */
  slideLabel: (position: number, total: number) => string;
  /** Width / height of the art, e.g. "750 / 300"; the box keeps this size before, while and after loading. */
  aspectRatio?: string;
  /** Autoplay delay; by default 5 s. */
  autoplayMs?: number;
  /** Reported when a banner image fails to load (it is then hidden). */
  onImageError?: (id: string) => void;
}

/**
 * Home banners (spec section 2): 5 s autoplay, loops when there is more than one, a failed image is
 * hidden, and the box keeps its size so nothing below it shifts. Autoplay pauses on hover and focus
 * and is off when the user prefers reduced motion.
 */
export function BannerCarousel({ banners, label, slideLabel, aspectRatio = '750 / 300', autoplayMs = BANNER_AUTOPLAY_MS, onImageError }: BannerCarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const direction = useDirection(rootRef);
  const reducedMotion = usePrefersReducedMotion();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const visible = useMemo(() => banners.filter((banner) => !failed.has(banner.id)), [banners, failed]);
  const several = visible.length > bannerRules.loopAbove;

  const plugins = useMemo(
    () => (several && !reducedMotion ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })] : []),
    [several, reducedMotion, autoplayMs],
  );
  // The carousel measures its slides when it starts: it starts once the first slide has painted (shown as is until
  // then), in a task of its own.
  const [viewportRef, embla] = useCarousel({ loop: several, direction, active: several }, plugins);
  const hasViewport = visible.length > 0;
  const [selected, setSelected] = useState(0);
  // A dot chosen in the frame before the carousel started: the carousel opens there.
  const chosenBeforeStart = useRef(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    if (chosenBeforeStart.current > 0) embla.scrollTo(chosenBeforeStart.current, true);
    // A dot chosen between the carousel's start and this effect moved it without being heard.
    else onSelect();
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const markFailed = (id: string) => {
    setFailed((current) => new Set(current).add(id));
    onImageError?.(id);
  };

  const boxStyle: CSSProperties = { aspectRatio };

  return (
    <section ref={rootRef} className={styles.root} style={boxStyle} aria-roledescription="carousel" aria-label={label}>
      {hasViewport && (
        <div ref={viewportRef} className={styles.viewport}>
          <div className={styles.container}>
            {visible.map((banner, index) => {
              const image = (
                <img
                  className={styles.image}
                  src={banner.src}
                  srcSet={imageSrcSet(banner.src)}
                  sizes={bannerImageSizes}
                  alt={banner.alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                  draggable={false}
                  onError={() => markFailed(banner.id)}
                />
              );
              return (
                <div key={banner.id} className={styles.slide} role="group" aria-roledescription="slide" aria-label={slideLabel(index + 1, visible.length)}>
                  {banner.onSelect ? (
                    <button type="button" className={styles.slideButton} onClick={banner.onSelect}>
                      {image}
                    </button>
                  ) : (
                    image
                  )}
                  {banner.title ? (
                    <p className={styles.caption} dir="auto">
                      {banner.title}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </div>
      )}
      {several && (
        <ul className={styles.dots}>
          {visible.map((banner, index) => (
            <li key={banner.id}>
              <button
                type="button"
                className={styles.dot}
                aria-label={slideLabel(index + 1, visible.length)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => {
                  if (embla) embla.scrollTo(index);
                  else chosenBeforeStart.current = index;
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
