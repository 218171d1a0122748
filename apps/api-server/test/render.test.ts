import { describe, expect, it } from 'vitest';
import { straightAlpha, svgToWebp } from '../src/services/render.js';
import { webpSize } from './helpers.js';

describe('art rendering', () => {
  it('hands WebP colours divided by their alpha (resvg premultiplies them), so soft edges keep their colour', () => {
    expect([...straightAlpha(new Uint8Array([128, 0, 64, 128, 10, 20, 30, 255, 0, 0, 0, 0]))]).toEqual([255, 0, 128, 128, 10, 20, 30, 255, 0, 0, 0, 0]);
  });

  it('draws an SVG document as WebP at the asked width, its height in proportion', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" rx="20" fill="#c9a227"/></svg>';
    expect(webpSize(await svgToWebp(svg, 50))).toEqual({ width: 50, height: 25 });
  });
});
