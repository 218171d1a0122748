import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const require = createRequire(import.meta.url);

let ready: Promise<void> | undefined;
let fontBuffers: Uint8Array[] = [];

/** Loads the resvg WebAssembly module and the bundled font once per process. */
function init(): Promise<void> {
  ready ??= (async () => {
    await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    // svg-captcha ships a font under a free licence; it is the only font art text needs (no system fonts).
    fontBuffers = [new Uint8Array(readFileSync(require.resolve('svg-captcha/fonts/Comismsh.ttf')))];
  })();
  return ready;
}

/** Rasterises an SVG document to PNG without native code. */
export async function svgToPng(svg: string): Promise<Buffer> {
  await init();
  const resvg = new Resvg(svg, { font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: 'Comic Sans MS' } });
  try {
    const image = resvg.render();
    try {
      return Buffer.from(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
