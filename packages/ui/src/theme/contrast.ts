import type { ThemeTokens } from './contract.css.js';

type ColorName = keyof ThemeTokens['color'];

/** Relative luminance of a `#rrggbb` colour (WCAG 2.2). */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Expected a #rrggbb colour, got ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const surfaces = ['surface', 'surfaceRaised', 'surfaceSunken'] as const satisfies readonly ColorName[];
const textOnSurfaces = ['text', 'textMuted', 'brand', 'accent', 'success', 'warning', 'danger', 'info'] as const;

/**
 * Every foreground/background pair the components draw, with the WCAG AA minimum it must meet:
 * 4.5 for text, 3 for focus rings and other non-text indicators. A merchant theme must pass all of them.
 */
export const contrastPairs: ReadonlyArray<{ foreground: ColorName; background: ColorName; minimum: number }> = [
  ...textOnSurfaces.flatMap((foreground) => surfaces.map((background) => ({ foreground, background, minimum: 4.5 }))),
  { foreground: 'text', background: 'brandSoft', minimum: 4.5 },
  { foreground: 'textMuted', background: 'brandSoft', minimum: 4.5 },
  { foreground: 'brandContrast', background: 'brand', minimum: 4.5 },
  { foreground: 'textInverse', background: 'text', minimum: 4.5 },
  { foreground: 'surface', background: 'danger', minimum: 4.5 },
  { foreground: 'onMedal', background: 'gold', minimum: 4.5 },
  { foreground: 'onMedal', background: 'silver', minimum: 4.5 },
  { foreground: 'onMedal', background: 'bronze', minimum: 4.5 },
  ...surfaces.map((background) => ({ foreground: 'focusRing' as const, background, minimum: 3 })),
];
