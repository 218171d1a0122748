import { fireEvent, render, screen } from '@testing-library/react';
import { bannerImageSizes } from '@whitelabel/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const autoplay = vi.hoisted(() => vi.fn((options: unknown) => ({ name: 'autoplay', options })));
const embla = vi.hoisted(() => vi.fn((_options: unknown, _plugins: unknown) => [() => {}, undefined]));
vi.mock('embla-carousel-autoplay', () => ({ default: autoplay }));
vi.mock('../../internal/carousel.js', () => ({ useCarousel: embla }));

const { BannerCarousel } = await import('./BannerCarousel.js');

const slideLabel = (position: number, total: number) => `${position}/${total}`;
const banner = (id: string) => ({ id, src: `/${id}.png`, alt: id });

describe('banner carousel (spec sections 2 and 9: 5 s autoplay, loop when more than one, failed images hidden)', () => {
  beforeEach(() => {
    autoplay.mockClear();
    embla.mockClear();
  });

  it('autoplays every 5 s and loops with several banners', () => {
    render(<BannerCarousel banners={[banner('a'), banner('b')]} label="Promotions" slideLabel={slideLabel} />);
    expect(autoplay).toHaveBeenLastCalledWith(expect.objectContaining({ delay: 5000, stopOnMouseEnter: true, stopOnFocusIn: true }));
    expect(embla).toHaveBeenLastCalledWith(expect.objectContaining({ loop: true }), [expect.objectContaining({ name: 'autoplay' })]);
  });

  it('offers an image whose address states its width at each drawn width, sized as the page’s frame', () => {
    const { container } = render(
      <BannerCarousel banners={[{ id: 'w', src: '/b/1?w=750&lang=TH', alt: 'w' }, banner('plain')]} label="Promotions" slideLabel={slideLabel} />,
    );
    const [sized, plain] = [...container.querySelectorAll('img')];
    expect(sized!.getAttribute('srcset')).toBe('/b/1?w=375&lang=TH 375w, /b/1?w=750&lang=TH 750w, /b/1?w=1125&lang=TH 1125w, /b/1?w=1500&lang=TH 1500w');
    expect(sized!.getAttribute('sizes')).toBe(bannerImageSizes);
    expect(plain!.hasAttribute('srcset')).toBe(false);
  });

  it('neither loops nor autoplays a single banner', () => {
    render(<BannerCarousel banners={[banner('a')]} label="Promotions" slideLabel={slideLabel} />);
    expect(embla).toHaveBeenLastCalledWith(expect.objectContaining({ loop: false, active: false }), []);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hides a banner whose image fails and stops looping when one is left', () => {
    const onImageError = vi.fn();
    render(<BannerCarousel banners={[banner('a'), banner('b')]} label="Promotions" slideLabel={slideLabel} onImageError={onImageError} />);
    fireEvent.error(screen.getByRole('img', { name: 'a' }));
    expect(onImageError).toHaveBeenCalledWith('a');
    expect(screen.queryByRole('img', { name: 'a' })).toBeNull();
    expect(embla).toHaveBeenLastCalledWith(expect.objectContaining({ loop: false }), []);
  });

  it('reserves the art size on the box even with no banner left', () => {
    render(<BannerCarousel banners={[]} label="Promotions" slideLabel={slideLabel} aspectRatio="2 / 1" />);
    expect(screen.getByRole('region', { name: 'Promotions' }).getAttribute('style')).toContain('aspect-ratio: 2 / 1');
  });
});
