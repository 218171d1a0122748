// Generated artwork: every image the sites show comes from here, so nothing is fetched from outside.

export const artSizes = {
  game: { width: 300, height: 300 },
  vendorIcon: { width: 96, height: 96 },
  banner: { width: 750, height: 300 },
  promotion: { width: 690, height: 300 },
  avatar: { width: 120, height: 120 },
} as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

function gradient(id: string, [from, to]: readonly [string, string]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

const font = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"`;

/** Square game art: the game's name on its vendor's gradient, with the vendor code and game type. */
export function gameArt(game: { displayName: string; vassalage: string; gameType: string }, colors: readonly [string, string]): string {
  const { width, height } = artSizes.game;
  const lines = wrap(game.displayName, 12, 3);
  const lineHeight = 40;
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2 + 8;
  const text = lines
    .map((line, i) => `<text x="150" y="${top + i * lineHeight}" text-anchor="middle" font-size="34" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${font}><defs>${gradient('g', colors)}</defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="250" cy="50" r="90" fill="#fff" fill-opacity="0.08"/><circle cx="40" cy="270" r="70" fill="#000" fill-opacity="0.12"/>${text}<rect x="16" y="250" width="${game.vassalage.length * 12 + 24}" height="32" rx="16" fill="#000" fill-opacity="0.35"/><text x="28" y="272" font-size="18" font-weight="700" fill="#fff">${escapeXml(game.vassalage)}</text><text x="284" y="272" text-anchor="end" font-size="16" fill="#fff" fill-opacity="0.8">${escapeXml(game.gameType)}</text></svg>`;
}

/** Vendor icon (rasterised to {vendor}-COLOR.png): the vendor code on its gradient, in a rounded square. */
export function vendorIconSvg(code: string, colors: readonly [string, string]): string {
  const { width, height } = artSizes.vendorIcon;
  const label = code.length > 5 ? code.slice(0, 5) : code;
  const size = label.length <= 2 ? 38 : label.length <= 3 ? 30 : label.length <= 4 ? 24 : 19;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${gradient('g', colors)}</defs><rect width="${width}" height="${height}" rx="20" fill="url(#g)"/><text x="48" y="${48 + size * 0.36}" text-anchor="middle" font-size="${size}" font-weight="700" fill="#fff" font-family="sans-serif">${escapeXml(label)}</text></svg>`;
}

/** Arabic-Indic and Persian digits (and the Arabic percent sign): the interface writes numbers in Latin digits in every language (docs/conventions.md). */
const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;
const latinDigits = (text: string) => text.replace(easternDigits, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90)).replaceAll('\u066A', '%');
/** A left-to-right run inside right-to-left text: Latin words and numbers, with the spaces and signs between and after them. */
const leftToRightRun = /[\p{Script=Latin}\p{Nd}](?:[\p{Script=Latin}\p{Nd}\s.,:/+×%-]*[\p{Script=Latin}\p{Nd}%+])?/gu;

/**
 * A right-to-left line as resvg must get it: its bidi handling reverses a line's runs and splits "%" from its number
 * when left to itself, so the line is an explicit right-to-left embedding (RLE … PDF) and each Latin or numeric run a
 * left-to-right one (LRE … PDF), which it and browsers (the vector art) order alike.
 */
export function rightToLeftLine(line: string): string {
  return `\u202B${latinDigits(line).replace(leftToRightRun, (run) => `\u202A${run}\u202C`)}\u202C`;
}

/** Wide art for banners and promotions: a title and subtitle on a gradient with soft shapes. */
export function wideArt(kind: 'banner' | 'promotion', title: string, subtitle: string, colors: readonly [string, string], rightToLeft = false): string {
  const { width, height } = artSizes[kind];
  const draw = (line: string) => escapeXml(rightToLeft ? rightToLeftLine(line) : line);
  const lines = wrap(title, 24, 2);
  // Right-to-left text starts at the right edge.
  const anchor = rightToLeft ? `x="${width - 48}" text-anchor="end" direction="rtl"` : 'x="48"';
  const text = lines.map((line, i) => `<text ${anchor} y="${120 + i * 56}" font-size="48" font-weight="800" fill="#fff">${draw(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${font}><defs>${gradient('g', colors)}</defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width - 110}" cy="90" r="150" fill="#fff" fill-opacity="0.1"/><circle cx="${width - 40}" cy="${height}" r="110" fill="#fff" fill-opacity="0.08"/>${text}<text ${anchor} y="${130 + lines.length * 56}" font-size="26" fill="#fff" fill-opacity="0.85">${draw(subtitle)}</text></svg>`;
}

/** Preset head icon (avatar) number n: initials-free, a coloured disc with a simple face. */
export function avatarSvg(n: number): string {
  const { width, height } = artSizes.avatar;
  const hue = (n * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 120 120"><circle cx="60" cy="60" r="60" fill="hsl(${hue} 60% 45%)"/><circle cx="60" cy="48" r="22" fill="#fff" fill-opacity="0.9"/><path d="M20 108c8-22 24-32 40-32s32 10 40 32" fill="#fff" fill-opacity="0.9"/></svg>`;
}

/** A small flag-like tile for a country: its ISO code on a colour derived from the code. */
export function flagSvg(code: string): string {
  const hue = ((code.charCodeAt(0) * 31 + code.charCodeAt(1) * 17) % 360) | 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32" viewBox="0 0 48 32"><rect width="48" height="32" rx="4" fill="hsl(${hue} 55% 45%)"/><rect y="11" width="48" height="10" fill="#fff" fill-opacity="0.3"/><text x="24" y="22" text-anchor="middle" font-size="14" font-weight="700" fill="#fff" font-family="sans-serif">${escapeXml(code)}</text></svg>`;
}
