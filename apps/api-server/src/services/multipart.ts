import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import { HttpError } from '../errors.js';
import { authenticate, type HandlerContext } from '../handlers/context.js';
import { imageRuleError, imageTypeOf, maxImageBytes, maxImagesPerRequest, type ReceivedImage } from './uploads.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Pictures of a multipart request by the token that stands for each in the body (see `receivedImages`). */
    receivedImages?: Map<string, ReceivedImage>;
  }
}

/** Size bounds of the text parts: the longest text field of the three forms is 500 characters. */
// One file more than allowed reaches onFile, which answers the count rule (400) instead of the plugin's 413.
const limits = { files: maxImagesPerRequest + 1, fileSize: maxImageBytes, fields: 12, fieldSize: 8 * 1024, parts: 16, headerPairs: 50 };

const asArray = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...(value as readonly T[])] : [value as T];

/**
 * Picture uploads (`multipart/form-data` operations of the contract) through @fastify/multipart, bounded to
 * 3 files of 5 MB: every file part is read into memory, checked by content (png/jpeg magic bytes) and kept
 * on the request; the body the contract validates has a token string in its place, which the handler turns
 * back into the picture (`receivedImages`). A request without a valid session is refused in onRequest,
 * before any of its body is read.
 */
export async function registerMultipart(app: FastifyInstance, ctx: HandlerContext): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits,
    async onFile(this: FastifyRequest, part: MultipartFile & { value?: unknown }) {
      const received = (this.receivedImages ??= new Map());
      if (received.size >= maxImagesPerRequest) throw imageRuleError(part.fieldname, 'count');
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageRuleError(part.fieldname, 'size');
        throw error;
      }
      const type = imageTypeOf(bytes);
      if (!type) throw imageRuleError(part.fieldname, 'type');
      const token = `upload:${received.size}`;
      received.set(token, { field: part.fieldname, type, bytes });
      part.value = token;
    },
  });

  const requireSession: onRequestHookHandler = async (request) => {
    await authenticate(ctx, request);
  };
  // Fastify would parse and pass a JSON body unvalidated (the schema names only the multipart form).
  const requireForm: onRequestHookHandler = async (request) => {
    const type = request.headers['content-type']?.toLowerCase() ?? '';
    if (!type.startsWith('multipart/form-data')) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data');
    // Without its boundary the body cannot be split into parts (the parser would throw a server error).
    if (!/;\s*boundary=("[^"]+"|[^;\s]+)/.test(type)) throw new HttpError(400, 'VALIDATION_FAILED', 'A multipart/form-data body needs its boundary parameter');
  };

  app.addHook('onRoute', (route) => {
    const content = (route.schema?.body as { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> } | undefined)?.content;
    const form = content?.['multipart/form-data']?.schema;
    if (!form) return;
    // A field sent once arrives as one value; the contract's array fields are always arrays.
    const arrayFields = Object.entries(form.properties ?? {})
      .filter(([, property]) => property.type === 'array')
      .map(([name]) => name);
    const normalise: preValidationHookHandler = async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object') return;
      for (const field of arrayFields) if (body[field] !== undefined) body[field] = asArray(body[field]);
    };
    route.onRequest = [...asArray(route.onRequest), requireSession, requireForm];
    route.preValidation = [...asArray(route.preValidation), normalise];
  });
}

/**
 * The pictures a handler was sent in `field`, in order. A value that is not a received file part (a text
 * part of the same name) is refused.
 */
export function receivedImages(request: FastifyRequest, field: string, tokens: readonly string[] | string | undefined): ReceivedImage[] {
  return asArray(tokens).map((token) => {
    const image = request.receivedImages?.get(token);
    if (!image || image.field !== field) throw imageRuleError(field, 'file');
    return image;
  });
}
