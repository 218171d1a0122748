import { describe, expect, it } from 'vitest';
import { drawnImageWidth, imageSrcSet, imageWidths } from './images.js';

describe('image widths', () => {
  it('draws half, once, one and a half and twice an image’s own width', () => {
    expect(imageWidths(300)).toEqual([150, 300, 450, 600]);
    expect(imageWidths(345)).toEqual([173, 345, 518, 690]);
  });

  it('lists an address that states its width at each drawn width, keeping the rest of the address', () => {
    expect(imageSrcSet('https://api.example/wps/assets/banners/105?w=750&lang=TH')).toBe(
      'https://api.example/wps/assets/banners/105?w=375&lang=TH 375w, https://api.example/wps/assets/banners/105?w=750&lang=TH 750w, ' +
        'https://api.example/wps/assets/banners/105?w=1125&lang=TH 1125w, https://api.example/wps/assets/banners/105?w=1500&lang=TH 1500w',
    );
    expect(imageSrcSet('/games/1?lang=AR&w=300')).toBe(
      '/games/1?lang=AR&w=150 150w, /games/1?lang=AR&w=300 300w, /games/1?lang=AR&w=450 450w, /games/1?lang=AR&w=600 600w',
    );
  });

  it('gives no srcset to an address without a stated width', () => {
    for (const address of ['/games/1.png', '/games/1?width=300', '/games/1?sw=300', '/games/1?w=0', '/games/1?w=wide', '/games/1?w=300 2x', '/games/1#w=300']) {
      expect(imageSrcSet(address)).toBeUndefined();
    }
  });

  it('draws the smallest drawn width not below the asked one, the own width when none is asked', () => {
    expect(drawnImageWidth('100', 300)).toBe(150);
    expect(drawnImageWidth('300', 300)).toBe(300);
    expect(drawnImageWidth('301', 300)).toBe(450);
    expect(drawnImageWidth('99999', 300)).toBe(600);
    expect(drawnImageWidth(undefined, 300)).toBe(300);
    expect(drawnImageWidth('-5', 300)).toBe(300);
    expect(drawnImageWidth('1e3', 300)).toBe(300);
  });
});
