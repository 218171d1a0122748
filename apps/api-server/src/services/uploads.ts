import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { uploads } from '../db/schema.js';
import { HttpError } from '../errors.js';

/** Spec sections 5 and 9: png or jpg/jpeg, at most 5,242,880 bytes each, at most 3 a request. */
export const maxImageBytes = 5_242_880;
export const maxImagesPerRequest = 3;

const signatures = [
  { mimeType: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
] as const;

export type ImageType = (typeof signatures)[number];

/** The image type by content (magic bytes), whatever the part's declared type or file name says. */
export function imageTypeOf(bytes: Buffer): ImageType | undefined {
  return signatures.find((signature) => bytes.length >= signature.magic.length && signature.magic.every((byte, i) => bytes[i] === byte));
}

/** The 400 of a picture that breaks a rule, naming the field and the spec's message id. */
export function imageRuleError(field: string, rule: 'type' | 'size' | 'count' | 'file'): HttpError {
  const texts = {
    type: ['Images must be jpeg, jpg or png', 'activity_image_type'],
    size: ['Each image may be at most 5,242,880 bytes', 'activity_apply_remark_limit3'],
    count: ['At most 3 images may be sent', 'activity_apply_remark_limit4'],
    file: ['Images must be sent as file parts', 'activity_image_type'],
  } as const;
  const [message, id] = texts[rule];
  return new HttpError(400, 'VALIDATION_FAILED', message, undefined, [{ field, message: id }]);
}

/** A picture received in a multipart request, checked by content and size. */
export interface ReceivedImage {
  field: string;
  type: ImageType;
  bytes: Buffer;
}

/** Why the upload folder refused a file: full (no space, quota) or not writable (permissions, read-only, a file in its place). */
const storageFaults: Record<string, 'full' | 'not writable'> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EACCES: 'not writable',
  EPERM: 'not writable',
  EROFS: 'not writable',
  ENOTDIR: 'not writable',
  EEXIST: 'not writable',
  EISDIR: 'not writable',
};

/**
 * The server's own storage failing is no fault of the member: 503 SYSTEM_BUSY (the contract's answer for a busy
 * service; the upload operations declare it), saying uploads are what is unavailable. Other errors pass unchanged.
 */
function storageFault(error: unknown): unknown {
  const fault = storageFaults[(error as { code?: string }).code ?? ''];
  if (!fault) return error;
  const refusal = new HttpError(503, 'SYSTEM_BUSY', `Pictures cannot be stored right now: the server's upload storage is ${fault}`);
  refusal.cause = error;
  return refusal;
}

/** Stores a checked picture under <dataDir>/uploads and records it for the member. Returns the upload id. */
export async function storeImage(ctx: { db: Database; uploadDir: string }, memberId: number, image: ReceivedImage): Promise<string> {
  const id = randomUUID();
  const fileName = `${id}.${image.type.ext}`;
  const folder = join(ctx.uploadDir, 'uploads');
  const path = join(folder, fileName);
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(path, image.bytes);
  } catch (error) {
    // A disk that filled up mid-write leaves part of the file behind.
    await rm(path, { force: true }).catch(() => undefined);
    throw storageFault(error);
  }
  await ctx.db.insert(uploads).values({ id, memberId, fileName, mimeType: image.type.mimeType, size: image.bytes.length });
  return id;
}

/** The stored bytes of an upload, for its owner. */
export async function readUpload(ctx: { db: Database; uploadDir: string }, id: string) {
  const [row] = await ctx.db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) return undefined;
  return { row, bytes: await readFile(join(ctx.uploadDir, 'uploads', row.fileName)) };
}
