import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import encodeWebp, { init as initWebp } from '@jsquash/webp/encode.js';

const require = createRequire(import.meta.url);

/**
 * The fonts art text is drawn with (no system fonts: the same pixels on every machine). DejaVu Sans draws Latin
 * (Vietnamese, Turkish, Uzbek included), Greek and Cyrillic; Noto Naskh Arabic draws Arabic, Persian and Urdu;
 * Noto Sans Thai draws Thai. Each in its regular and bold weights.
 */
const fontFiles = [
  'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf',
  '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf',
  '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
  '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
];
const defaultFamily = 'DejaVu Sans';

/** Text those fonts draw: letters of their scripts, and digits, punctuation and marks (scripts Common and Inherited). */
const drawableText = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Thai}\p{Script=Common}\p{Script=Inherited}]*$/u;

/** Whether art with this text can be rasterised; other text (Chinese, Korean, Khmer…) stays vector, drawn by the browser's fonts. */
export const rasterisable = (text: string) => drawableText.test(text);

let ready: Promise<void> | undefined;
let fontBuffers: Uint8Array[] = [];

/** Loads the resvg and WebP encoder WebAssembly modules and the fonts once per process. */
function init(): Promise<void> {
  ready ??= (async () => {
    await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    // The codec's bytes from the package's file: its own loader fetches them by URL, which Node cannot for a file.
    await initWebp({ wasmBinary: readFileSync(require.resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm')) });
    fontBuffers = fontFiles.map((file) => new Uint8Array(readFileSync(require.resolve(file))));
  })();
  return ready;
}

/** Draws an SVG document (at `width` pixels wide, else its own size) and hands the pixels to `encode`. */
async function render<T>(
  svg: string,
  width: number | undefined,
  encode: (image: { pixels: Uint8Array; width: number; height: number; png: () => Uint8Array }) => T,
) {
  await init();
  const resvg = new Resvg(svg, {
    font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: defaultFamily, sansSerifFamily: defaultFamily },
    ...(width === undefined ? {} : { fitTo: { mode: 'width' as const, value: width } }),
  });
  try {
    const image = resvg.render();
    try {
      return encode({ pixels: image.pixels, width: image.width, height: image.height, png: () => image.asPng() });
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** Rasterises an SVG document to PNG without native code. */
export async function svgToPng(svg: string): Promise<Buffer> {
  return render(svg, undefined, (image) => Buffer.from(image.png()));
}

/** RGBA pixels with their colours divided by their alpha: resvg's are premultiplied, WebP keeps colours as they are. */
export function straightAlpha(premultiplied: Uint8Array): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(premultiplied);
  for (let alpha = 3; alpha < pixels.length; alpha += 4) {
    const a = pixels[alpha]!;
    if (a === 0 || a === 255) continue;
    for (let channel = alpha - 3; channel < alpha; channel++) pixels[channel] = Math.round((pixels[channel]! * 255) / a);
  }
  return pixels;
}

/** Rasterises an SVG document to a lossy WebP `width` pixels wide (its height in proportion), without native code. */
export async function svgToWebp(svg: string, width: number): Promise<Buffer> {
  const pixels = await render(svg, width, (image) => ({
    data: straightAlpha(image.pixels),
    width: image.width,
    height: image.height,
    colorSpace: 'srgb' as const,
  }));
  return Buffer.from(await encodeWebp(pixels, { quality: 80 }));
}
