import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { merchants } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { HandlerContext } from '../handlers/context.js';

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The stand-in downloads, by file name: what each would be from an operator. */
export const standInDownloads: Record<string, string> = {
  'app.ipa': 'iOS app',
  'app.apk': 'Android app',
  'profile.mobileconfig': 'iOS profile',
};

/** The path of a merchant's stand-in download (what the seed links where its folder names no app download). */
export const standInDownloadPath = (merchantCode: string, file: string) => `/wps/download/${encodeURIComponent(merchantCode)}/${file}`;

/**
 * The reference server's stand-in for a merchant's app downloads (GET /wps/download/:merchantCode/:file): a page
 * saying what an operator would serve there, so a demo site's download links open something in development rather
 * than a host that does not resolve. No script, no styles from elsewhere: CSP `default-src 'none'`.
 */
export function downloadRoutes(ctx: HandlerContext) {
  return async function plugin(app: FastifyInstance) {
    app.get<{ Params: { merchantCode: string; file: string } }>('/wps/download/:merchantCode/:file', async (request, reply: FastifyReply) => {
      const kind = standInDownloads[request.params.file];
      if (!kind) throw new HttpError(404, 'NOT_FOUND', `No download ${request.params.file}`);
      const [merchant] = await ctx.db.select({ name: merchants.name }).from(merchants).where(eq(merchants.code, request.params.merchantCode)).limit(1);
      if (!merchant) throw new HttpError(404, 'NOT_FOUND', `No merchant ${request.params.merchantCode}`);
      const title = `${escape(merchant.name)} ${kind}`;
      void reply.header('content-security-policy', "default-src 'none'; base-uri 'none'; form-action 'none'").header('cache-control', 'no-store');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>` +
            `<body><h1>${title}</h1><p>This is the reference server's stand-in for the download. An operator links its own ${kind} here (merchant.json <code>appDownloads</code>).</p></body></html>`,
        );
    });
  };
}
