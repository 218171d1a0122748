import type { ButtonHTMLAttributes } from 'react';
import { vars } from '../theme/contract.css.js';

/** A plain themed button for stories that need a trigger; not part of the kit. */
export function DemoButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...props}
      style={{
        minBlockSize: 44,
        minInlineSize: 44,
        paddingInline: vars.space.lg,
        border: 'none',
        borderRadius: vars.radius.pill,
        background: vars.color.brand,
        color: vars.color.brandContrast,
        fontWeight: vars.font.weightBold,
        cursor: 'pointer',
        margin: vars.space.sm,
        ...props.style,
      }}
    />
  );
}

/** Waits for the given milliseconds (for play functions that test timing). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A stand-in merchant logo drawn with the theme's brand colours. */
export function StoryLogo({ name = 'LUCKY STAR' }: { name?: string }) {
  return (
    <svg width="112" height="32" viewBox="0 0 112 32" aria-hidden="true">
      <rect width="112" height="32" rx="8" fill={vars.color.brand} />
      <text x="56" y="21" textAnchor="middle" fontSize="13" fontWeight="700" fill={vars.color.brandContrast} fontFamily="system-ui, sans-serif">
        {name}
      </text>
    </svg>
  );
}

/**
 * Offline stand-in artwork: an SVG data URL with a gradient and a caption, like the art the
 * reference server generates. Colours here are picture content, not theme styling.
 */
export function storyArt(caption: string, from: string, to: string, width = 750, height = 300): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${Math.round(height / 6)}" fill="#ffffff">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An image URL that fails to load without touching the network. */
export const brokenImage = 'data:image/png;base64,broken';
