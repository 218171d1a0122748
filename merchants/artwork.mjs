// The rules of a merchant's artwork/ folder, with no Node API: the catalog checks the folders with them, and the theme
// studio checks an upload in the browser with the same words (README.md "artwork/").

/**
 * The pieces of a merchant's artwork/ folder: each an SVG file, checked by the shape of its viewBox (width / height),
 * and what a missing piece becomes. Logos sit in the header, a mark and a wordmark: wider than high, at most 8:1 (the
 * header gives them 112 px, which is 14 px high at 8:1). Icons are squares; the maskable one fills its square and
 * keeps its mark inside the central 80 % a launcher may cut to. The splash is a portrait screen.
 */
export const artworkPieces = {
  'logo-light.svg': { use: 'logo on light backgrounds', ratio: [2, 8] },
  'logo-dark.svg': { use: 'logo on dark backgrounds', ratio: [2, 8] },
  'favicon.svg': { use: 'favicon', ratio: [1, 1] },
  'icon.svg': { use: 'app icon', ratio: [1, 1] },
  'icon-maskable.svg': { use: 'maskable app icon', ratio: [1, 1] },
  'splash.svg': { use: 'splash screen', ratio: [0.4, 0.75] },
};

/** The largest artwork file: an SVG drawn by hand is a few KB; anything larger is a traced bitmap or carries one. */
export const artworkMaxBytes = 32 * 1024;

/**
 * The largest PNG a piece may carry: a PNG is kept as an SVG holding it as a base64 data URL (a third larger), and
 * that SVG must stay within artworkMaxBytes. 23 KB is a sharp header logo at twice its size, or an app icon.
 */
export const artworkPngMaxBytes = 23 * 1024;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's width and height from its header (the IHDR chunk right after the signature), or null when the bytes are not a PNG. */
export function pngSize(bytes) {
  if (bytes.length < 24 || pngSignature.some((byte, index) => bytes[index] !== byte)) return null;
  const chunk = String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]);
  if (chunk !== 'IHDR') return null;
  const read = (at) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
  const [width, height] = [read(16), read(20)];
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * A PNG as a piece of artwork: an SVG whose viewBox is the PNG's pixel size, holding the PNG as a data URL, so the
 * folder's every rule (its shape, its size, self-contained) and the build's rasteriser treat it as any other piece.
 * Throws when the bytes are not a PNG.
 */
export function svgOfPng(bytes) {
  const size = pngSize(bytes);
  if (!size) throw new Error('is not a PNG image');
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  const { width, height } = size;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" href="data:image/png;base64,${btoa(binary)}"/></svg>\n`
  );
}

const numberPattern = /^-?(?:\d+\.?\d*|\.\d+)$/;

/** Checks one SVG of the artwork folder; throws naming the file and what is wrong. Returns its viewBox's width and height. */
export function checkArtworkSvg(file, svg, ratio) {
  const fail = (what) => {
    throw new Error(`${file}: ${what}`);
  };
  const bytes = new TextEncoder().encode(svg).length;
  if (bytes > artworkMaxBytes) fail(`is ${bytes} bytes; at most ${artworkMaxBytes} are allowed`);
  const root = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg\b([^>]*)>/.exec(svg);
  if (!root) fail('is not an SVG document (it must start with an <svg> element)');
  if (!/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(root[1]))
    fail('the <svg> element needs xmlns="http://www.w3.org/2000/svg" (browsers show an image without it as broken)');
  if (!/<\/svg>\s*$/.test(svg)) fail('does not end with </svg>');
  const viewBox = /\sviewBox="([^"]*)"/.exec(root[1]);
  if (!viewBox) fail('the <svg> element needs a viewBox="0 0 width height" (without one the image cannot scale)');
  const parts = viewBox[1].trim().split(/[\s,]+/);
  if (parts.length !== 4 || !parts.every((part) => numberPattern.test(part))) fail(`viewBox "${viewBox[1]}" must be four numbers`);
  const [width, height] = parts.slice(2).map(Number);
  if (!(width > 0 && height > 0)) fail(`viewBox "${viewBox[1]}" must have a positive width and height`);
  const shape = width / height;
  if (shape < ratio[0] - 1e-9 || shape > ratio[1] + 1e-9) {
    const allowed = ratio[0] === ratio[1] ? `${ratio[0]}:1 (a square)` : `between ${ratio[0]}:1 and ${ratio[1]}:1`;
    fail(`viewBox ${width}×${height} is ${shape.toFixed(2)}:1 (width:height); ${allowed} is allowed`);
  }
  // An image is a picture, never a program or a fetch: the browser would not run or load them in <img>, so they only hide mistakes.
  if (/<script\b|<foreignObject\b/i.test(svg)) fail('must not hold <script> or <foreignObject>');
  if (/\son[a-z]+\s*=/i.test(svg)) fail('must not hold event attributes (on…=)');
  // A PNG held as a data URL is self-contained (svgOfPng writes one); anything else must be a #fragment of the file itself.
  const external = /(?:href|src)\s*=\s*"(?!#|data:image\/png;base64,[A-Za-z0-9+/]+=*")([^"]*)"/i.exec(svg) ?? /url\(\s*['"]?(?!#)([^)'"]+)/i.exec(svg);
  if (external)
    fail(`refers to ${external[1].slice(0, 80)}; artwork must be self-contained (only #fragment references, or a PNG as a data:image/png;base64 URL)`);
  return { width, height };
}
