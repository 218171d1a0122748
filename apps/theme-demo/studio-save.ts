import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { merchantArtwork, merchantSettings, merchantsDir, merchantTokens } from '@whitelabel/merchants';
import { MerchantZipError, merchantZipMaxBytes, readMerchantZip, writeMerchantFolder } from '@whitelabel/merchants/zip';
import type { Plugin } from 'vite';
import { studioSavePath, type StudioSaveAnswer } from './src/studio/save-path.js';

/**
 * Writes a studio zip as `merchants/<code>/` once the catalog takes it as a folder (every key of merchant.json, the
 * theme's tokens, the artwork), checked in a scratch folder first so a refused zip writes nothing. A folder already
 * there is replaced only when `replace` names it (the studio was editing that merchant); otherwise the code is taken.
 */
export async function saveStudioFolder(bytes: Uint8Array, replace: string | null, dir = merchantsDir()): Promise<{ status: number; answer: StudioSaveAnswer }> {
  let folder: ReturnType<typeof readMerchantZip>;
  try {
    folder = readMerchantZip(bytes);
  } catch (error) {
    if (error instanceof MerchantZipError) return { status: 400, answer: { error: 'invalid', message: error.message } };
    throw error;
  }
  const { code } = folder;
  if (existsSync(join(dir, code, 'merchant.json')) && replace !== code)
    return { status: 409, answer: { error: 'taken', code, message: `merchants/${code}/ exists: ${code} is another merchant's code` } };
  const scratch = mkdtempSync(join(tmpdir(), 'studio-save-'));
  try {
    writeMerchantFolder(scratch, folder);
    merchantSettings(code, scratch);
    await merchantTokens(code, scratch);
    merchantArtwork(code, scratch);
  } catch (error) {
    return {
      status: 400,
      answer: { error: 'invalid', code, message: (error instanceof Error ? error.message : String(error)).replaceAll(`${scratch}/`, 'merchants/') },
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  writeMerchantFolder(dir, folder);
  return { status: 200, answer: { saved: `merchants/${code}/`, code } };
}

/** The development server's end of "save to the workspace"; a production build has neither it nor the button. */
export function studioSaveModule(): Plugin {
  return {
    name: 'studio-save',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(studioSavePath, (request, response) => {
        const reply = (status: number, answer: StudioSaveAnswer | { error: string; message: string }) => {
          response.statusCode = status;
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(answer));
        };
        if (request.method !== 'POST') return reply(405, { error: 'method', message: 'POST a merchant zip' });
        const chunks: Buffer[] = [];
        let size = 0;
        request.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= merchantZipMaxBytes) chunks.push(chunk);
        });
        request.on('end', () => {
          if (size > merchantZipMaxBytes) return reply(413, { error: 'invalid', message: `a merchant zip is at most ${merchantZipMaxBytes} bytes` });
          const replace = new URL(request.url ?? '/', 'http://studio').searchParams.get('replace');
          saveStudioFolder(new Uint8Array(Buffer.concat(chunks)), replace).then(
            ({ status, answer }) => reply(status, answer),
            (error: unknown) => reply(500, { error: 'failed', message: error instanceof Error ? error.message : String(error) }),
          );
        });
      });
    },
  };
}
