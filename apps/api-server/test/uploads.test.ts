import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema.js';
import { call, login, multipart, pngBytes, startTestServer, type FilePart, type TestServer } from './helpers.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'player1');
});
afterAll(() => server.close());

const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const image = (field: string, bytes: Buffer, name = 'picture.png', type = 'image/png'): FilePart => ({ field, name, type, bytes });
const stored = async () => (await server.database.db.select({ n: count() }).from(uploads))[0]!.n;
const feedback = async (fields: Record<string, string>, files: FilePart[] = [], as = token) =>
  call(server.app, { method: 'PUT', url: '/wps/member/feedback', token: as, ...(await multipart(fields, files)) });

describe('picture uploads: multipart/form-data (submitFeedback, applyReward, submitManualTransfer)', () => {
  it('records feedback with up to 3 png/jpeg pictures, checked by content, and stores them', async () => {
    const before = await stored();
    const sent = await feedback({ category: 'GAME', content: 'The fish game froze.' }, [
      image('images', pngBytes),
      image('images', jpegBytes, 'photo.jpg', 'image/jpeg'),
    ]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.id).toMatch(/^\d+$/);
    // One picture alone is still the contract's array.
    expect((await feedback({ category: 'OTHER', content: 'One more picture' }, [image('images', pngBytes)])).statusCode).toBe(200);
    expect(await stored()).toBe(before + 3);
    const four = await feedback(
      { category: 'GAME', content: 'Four pictures' },
      [1, 2, 3, 4].map(() => image('images', pngBytes)),
    );
    expect([four.statusCode, four.json().code, four.json().details[0]]).toEqual([
      400,
      'VALIDATION_FAILED',
      { field: 'images', message: 'activity_apply_remark_limit4' },
    ]);
    // A jpeg declared as png is fine (content decides); a gif declared as png is not.
    expect((await feedback({ category: 'GAME', content: 'Mislabelled jpeg' }, [image('images', jpegBytes, 'x.png', 'image/png')])).statusCode).toBe(200);
    const gif = await feedback({ category: 'GAME', content: 'A gif' }, [image('images', Buffer.from('GIF89a\x01\x00\x01\x00'), 'x.png')]);
    expect(gif.json().details[0]).toEqual({ field: 'images', message: 'activity_image_type' });
  });

  it('validates the text parts against the contract and keeps the files out of a refused request', async () => {
    const before = await stored();
    const short = await feedback({ category: 'GAME', content: 'abc' }, [image('images', pngBytes)]);
    expect([short.statusCode, short.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(short.json().details.map((detail: { field: string }) => detail.field)).toContain('body.content');
    expect((await feedback({ category: 'PRAISE', content: 'Unknown category' })).statusCode).toBe(400);
    expect((await feedback({ content: 'No category at all' })).statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('refuses an anonymous upload before reading its body, and JSON bodies', async () => {
    // 6 MB that would break the size rule: the missing session is what is answered.
    const anonymous = await call(server.app, {
      method: 'PUT',
      url: '/wps/member/feedback',
      ...(await multipart({ category: 'GAME', content: 'Anonymous' }, [image('images', Buffer.alloc(6_000_000, 1))])),
    });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
    const expired = await call(server.app, {
      method: 'PUT',
      url: '/wps/member/feedback',
      token: 'not-a-session',
      ...(await multipart({ category: 'GAME', content: 'Expired' })),
    });
    expect(expired.statusCode).toBe(401);
    const json = await call(server.app, { method: 'PUT', url: '/wps/member/feedback', token, payload: { category: 'GAME', content: 'JSON body' } });
    expect([json.statusCode, json.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    // A multipart body whose Content-Type lost its boundary cannot be split: 400, not a server error.
    const form = await multipart({ category: 'GAME', content: 'No boundary' });
    const unbounded = await call(server.app, {
      method: 'PUT',
      url: '/wps/member/feedback',
      token,
      payload: form.payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect([unbounded.statusCode, unbounded.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const cut = await call(server.app, { method: 'PUT', url: '/wps/member/feedback', token, payload: form.payload.subarray(0, 40), headers: form.headers });
    expect(cut.statusCode).toBe(400);
  });

  it('takes a manual-transfer receipt as one file part and refuses a second', async () => {
    const banks = (await call(server.app, { method: 'GET', url: '/wps/deposit/banks', token })).json().value;
    const fields = { bankId: banks[0].bankId, amount: '300.00', depositorName: 'Player One', transferTime: new Date().toISOString() };
    const send = async (extra: Record<string, string>, files: FilePart[]) =>
      call(server.app, { method: 'POST', url: '/wps/deposit/manual', token, ...(await multipart({ ...fields, ...extra }, files)) });
    const two = await send({ referenceNo: 'UP-2' }, [image('receipt', pngBytes), image('receipt', pngBytes)]);
    expect(two.statusCode).toBe(400);
    const fake = await send({ referenceNo: 'UP-3' }, [image('receipt', Buffer.from('plain text'), 'slip.jpg', 'image/jpeg')]);
    expect(fake.json().details[0]).toEqual({ field: 'receipt', message: 'activity_image_type' });
    const before = await stored();
    const ok = await send({ referenceNo: 'UP-1' }, [image('receipt', jpegBytes, 'slip.jpg', 'image/jpeg')]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ method: 'MANUAL', status: 'PENDING', amount: '300.00' });
    expect(await stored()).toBe(before + 1);
  });
});

describe('the upload storage failing', () => {
  const folders: string[] = [];
  const dataFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'wl-upload-fault-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const upload = async (app: Parameters<typeof call>[0], content: string, files: FilePart[]) =>
    call(app, { method: 'PUT', url: '/wps/member/feedback', token, ...(await multipart({ category: 'GAME', content }, files)) });

  it('answers 503 SYSTEM_BUSY naming the storage when the folder is not writable, stores nothing, and everything else goes on', async () => {
    // A file where the uploads folder should be: refused even to root, unlike a chmod.
    const folder = dataFolder();
    writeFileSync(join(folder, 'uploads'), 'not a folder');
    const app = await server.withConfig({ DATA_DIR: folder });
    const before = await stored();
    const refused = await upload(app, 'A picture of the bug', [image('images', pngBytes)]);
    expect([refused.statusCode, refused.json()]).toEqual([
      503,
      { success: false, code: 'SYSTEM_BUSY', message: "Pictures cannot be stored right now: the server's upload storage is not writable" },
    ]);
    expect(await stored()).toBe(before);
    // Feedback without a picture and every other operation still answer.
    expect((await upload(app, 'No picture this time', [])).statusCode).toBe(200);
    expect((await call(app, { method: 'GET', url: '/wps/wallets/gcs', token })).statusCode).toBe(200);
    // The folder repaired, uploads work again without a restart.
    rmSync(join(folder, 'uploads'));
    expect((await upload(app, 'A picture, once more', [image('images', pngBytes)])).statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  // A full disk for real: a 64 KB tmpfs over the uploads folder (mounting needs root; elsewhere this case is skipped).
  const canMount = process.getuid?.() === 0 && process.platform === 'linux';
  it.runIf(canMount)('answers 503 SYSTEM_BUSY when the storage is full, leaves no partial file, and recovers once there is room', async () => {
    const folder = dataFolder();
    const uploadsFolder = join(folder, 'uploads');
    mkdirSync(uploadsFolder);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', uploadsFolder]);
    try {
      const app = await server.withConfig({ DATA_DIR: folder });
      const before = await stored();
      // A png by its content, 200 KB long: more than the storage holds.
      const large = Buffer.concat([pngBytes, Buffer.alloc(200_000, 7)]);
      const refused = await upload(app, 'A large picture', [image('images', large)]);
      expect([refused.statusCode, refused.json()]).toEqual([
        503,
        { success: false, code: 'SYSTEM_BUSY', message: "Pictures cannot be stored right now: the server's upload storage is full" },
      ]);
      expect(readdirSync(uploadsFolder)).toEqual([]);
      expect(await stored()).toBe(before);
      expect((await call(app, { method: 'GET', url: '/wps/wallets/gcs', token })).statusCode).toBe(200);
      expect((await upload(app, 'A small picture fits', [image('images', pngBytes)])).statusCode).toBe(200);
      expect(await stored()).toBe(before + 1);
    } finally {
      execFileSync('umount', [uploadsFolder]);
    }
  });
});
