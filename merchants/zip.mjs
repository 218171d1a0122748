// A merchant folder as a zip (the theme studio's download): read and checked for its shape, then written out. The
// command line (`pnpm merchant check <zip>`) and the studio's "save to the workspace" share it (README.md, "Commands").
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { isMerchantCode } from './catalog.mjs';

/** A zip that is not one merchant folder: the message says what was expected. */
export class MerchantZipError extends Error {}

/** What a merchant zip may hold below its folder: the files of a merchant folder (README.md), nothing else. */
const zipFiles = /^(?:merchant\.json|theme\.json|artwork\/[a-z-]+\.svg|content\/[a-z]+\.json)$/;
/** The largest zip and the most a zip may unpack to: a folder of JSON and hand-drawn SVG is far smaller. */
export const merchantZipMaxBytes = 4 * 1024 * 1024;

/**
 * A merchant folder's files from a zip's bytes: one folder `<code>/` at the top holding only a merchant folder's
 * files. Throws a MerchantZipError naming what is wrong (a zip of another tool, two folders, a stray file, too big).
 * @param {Uint8Array} bytes
 * @returns {{ code: string, files: Record<string, Uint8Array> }} the code and each file by its path inside the folder
 */
export function readMerchantZip(bytes) {
  if (bytes.length > merchantZipMaxBytes) throw new MerchantZipError(`${bytes.length} bytes; a merchant zip is at most ${merchantZipMaxBytes}`);
  let entries;
  try {
    let unpacked = 0;
    entries = unzipSync(bytes, {
      filter: ({ originalSize }) => {
        unpacked += originalSize;
        if (unpacked > merchantZipMaxBytes) throw new Error(`it unpacks to more than ${merchantZipMaxBytes} bytes`);
        return true;
      },
    });
  } catch (error) {
    throw new MerchantZipError(`not a zip that can be read (${error instanceof Error ? error.message : String(error)})`);
  }
  const names = Object.keys(entries).filter((name) => !name.endsWith('/'));
  const tops = [...new Set(names.map((name) => name.split('/')[0]))];
  const [code] = tops;
  if (tops.length !== 1 || names.some((name) => !name.includes('/')))
    throw new MerchantZipError(
      `must hold one folder, <code>/, with the merchant's files in it (the theme studio's download); it holds ${tops.join(', ') || 'nothing'}`,
    );
  if (!isMerchantCode(code)) throw new MerchantZipError(`its folder "${code}" is not a merchant code (lower-case letters, digits and dashes)`);
  const stray = names.filter((name) => !zipFiles.test(name.slice(code.length + 1)));
  if (stray.length > 0)
    throw new MerchantZipError(
      `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} not part of a merchant folder (merchant.json, theme.json, artwork/*.svg, content/*.json)`,
    );
  return { code, files: Object.fromEntries(names.map((name) => [name.slice(code.length + 1), entries[name]])) };
}

/**
 * Writes a zip's folder as `dir/<code>/`. A folder there already is replaced whole: what the zip leaves out (a piece
 * of artwork, content/) is gone, as when the folder was downloaded, edited and unpacked over it.
 * @param {string} dir the merchants folder
 * @param {{ code: string, files: Record<string, Uint8Array> }} folder
 */
export function writeMerchantFolder(dir, { code, files }) {
  const folder = join(dir, code);
  rmSync(folder, { recursive: true, force: true });
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), data);
  }
  return folder;
}
