import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { uploads } from '../db/schema.js';
import { HttpError } from '../errors.js';

/** Spec sections 5 and 9: png or jpg/jpeg, at most 5,242,880 bytes each. */
export const maxImageBytes = 5_242_880;

const signatures: Record<string, { ext: string; magic: number[] }> = {
  'image/png': { ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  'image/jpeg': { ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
};

/**
 * Checks an image data URL server-side (declared type, real content signature, decoded size) and stores the
 * bytes under <dataDir>/uploads. Returns the upload id. 400 VALIDATION_FAILED names the rule that failed.
 */
export async function storeImage(ctx: { db: Database; uploadDir: string }, memberId: number, dataUrl: string, field = 'pictures'): Promise<string> {
  const match = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  const signature = match ? signatures[match[1]!] : undefined;
  if (!match || !signature) throw new HttpError(400, 'VALIDATION_FAILED', 'Images must be jpeg, jpg or png', undefined, [{ field, message: 'activity_image_type' }]);
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > maxImageBytes) throw new HttpError(400, 'VALIDATION_FAILED', 'Each image may be at most 5,242,880 bytes', undefined, [{ field, message: 'activity_apply_remark_limit3' }]);
  if (!signature.magic.every((byte, i) => bytes[i] === byte)) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'The image content is not the declared type', undefined, [{ field, message: 'activity_image_type' }]);
  }
  const id = randomUUID();
  const fileName = `${id}.${signature.ext}`;
  const folder = join(ctx.uploadDir, 'uploads');
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, fileName), bytes);
  await ctx.db.insert(uploads).values({ id, memberId, fileName, mimeType: match[1]!, size: bytes.length });
  return id;
}

/** The stored bytes of an upload, for its owner. */
export async function readUpload(ctx: { db: Database; uploadDir: string }, id: string) {
  const [row] = await ctx.db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) return undefined;
  return { row, bytes: await readFile(join(ctx.uploadDir, 'uploads', row.fileName)) };
}
