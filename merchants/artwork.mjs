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
  const external = /(?:href|src)\s*=\s*"(?!#)([^"]*)"/i.exec(svg) ?? /url\(\s*['"]?(?!#)([^)'"]+)/i.exec(svg);
  if (external) fail(`refers to ${external[1]}; artwork must be self-contained (only #fragment references)`);
  return { width, height };
}
