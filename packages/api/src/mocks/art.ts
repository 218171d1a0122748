// Offline artwork for fixtures: small SVG data URLs, so stories and tests never fetch an image.

function svg(width: number, height: number, hue: number, label: string): string {
  const safe = label.replace(/[<>&"']/g, '');
  const markup =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 30%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 8)}" fill="url(#g)"/>` +
    `<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-weight="700" ` +
    `font-size="${Math.round(Math.min(width, height) / 5)}" fill="#fff">${safe}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

/** A hue derived from a text, so one vendor or game always gets the same colour. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export const gameArt = (name: string) => svg(240, 240, hueOf(name), name.split(' ').slice(0, 2).join(' '));
export const vendorIcon = (vassalage: string) => svg(96, 48, hueOf(vassalage), vassalage);
export const bannerArt = (label: string) => svg(750, 300, hueOf(label), label);
export const avatarArt = (name: string) => svg(96, 96, hueOf(name), name.slice(0, 2).toUpperCase());
export const flagArt = (code: string) => svg(48, 32, hueOf(code), code);
