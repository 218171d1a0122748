import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { announcements, merchants, promotions } from '../db/schema.js';
import { authenticate, offeredLanguage, type HandlerContext, type Merchant } from '../handlers/context.js';
import { baseLanguage, contentLanguage, isRightToLeft, labelName, translateFields } from '../services/content-language.js';
import { drawnImageWidth } from '@whitelabel/rules';
import { HttpError } from '../errors.js';
import { artSizes, avatarSvg, flagSvg, gameArt, vendorIconSvg, wideArt } from '../services/art.js';
import { rowId } from '../services/ids.js';
import { loadMerchantArt, merchantColours, merchantMarks } from '../services/merchant-art.js';
import { rasterisable, svgToPng, svgToWebp } from '../services/render.js';
import { readUpload } from '../services/uploads.js';

const fallbackColours: [string, string] = ['#232526', '#414345'];

/** Generated art is a pure function of the seed data: cache it per process, let clients keep it a day. */
function sendImage(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, type: 'image/svg+xml' | 'image/png' | 'image/webp') {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  void reply.header('etag', etag).header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `No ${what}`);

/** The text an SVG draws: what decides whether the server's fonts can rasterise it. */
const svgText = (svg: string) => svg.replace(/<[^>]*>/g, ' ');

/** Art's file name: its id, then `.svg` where the vector document is asked for by name (addresses stored before WebP). */
const artFile = (pattern: string) => new RegExp(`^${pattern}(\\.svg)?$`);
const idFile = artFile('(\\d+)');
const promotionFile = artFile('(\\d+)-(\\d)');
const tileFile = artFile('([A-Za-z0-9_]+)');

/** The art's language: `lang` if the merchant offers it, else the merchant's default (English without a merchant). */
function artLanguage(lang: string | undefined, merchant: Pick<Merchant, 'languages' | 'defaultLanguage'> | undefined) {
  return merchant ? contentLanguage(offeredLanguage(lang, merchant), merchant.defaultLanguage) : contentLanguage(baseLanguage, baseLanguage);
}

/** Images served by the server itself (nothing is fetched from outside) and members' own uploads. */
export function assetRoutes(ctx: HandlerContext) {
  const pngCache = new Map<string, Buffer>();
  // Drawn art by its SVG document and width, the oldest dropped first: a bounded number of pictures. Each is kept
  // as it is being drawn, so the requests that arrive meanwhile (a page's cards at once) wait for one drawing.
  const webpCache = new Map<string, Promise<Buffer>>();
  const webpCacheSize = 1000;

  /**
   * Art as WebP at the asked width (`?w=`), or as its SVG document where the file name asks for it or its text needs
   * a script the server's fonts do not draw (the browser's fonts draw it then).
   */
  async function sendArt(
    request: FastifyRequest<{ Querystring: { w?: string } }>,
    reply: FastifyReply,
    art: { svg: string; text: string; natural: number; vector: boolean },
  ) {
    if (art.vector || !rasterisable(art.text)) return sendImage(request, reply, art.svg, 'image/svg+xml');
    const width = drawnImageWidth(request.query.w, art.natural);
    const key = `${createHash('sha1').update(art.svg).digest('base64url')}@${width}`;
    let webp = webpCache.get(key);
    if (!webp) {
      webp = svgToWebp(art.svg, width);
      if (webpCache.size >= webpCacheSize) webpCache.delete(webpCache.keys().next().value!);
      webpCache.set(key, webp);
      webp.catch(() => webpCache.delete(key));
    }
    return sendImage(request, reply, await webp, 'image/webp');
  }

  return async function plugin(app: FastifyInstance) {
    // The seeded merchants' folders, read before the first request (merchant-art.ts).
    await loadMerchantArt((await ctx.db.select({ code: merchants.code }).from(merchants)).map(({ code }) => code));

    app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/wps/assets/games/:file', async (request, reply) => {
      const match = idFile.exec(request.params.file);
      const snapshot = await ctx.catalogue.current();
      const id = rowId(match?.[1]);
      const game = id === undefined ? undefined : snapshot.byId.get(id);
      if (!game) throw notFound('game image');
      const vendor = snapshot.vendorByCode.get(game.vassalage);
      const svg = gameArt(game, vendor?.colors ?? fallbackColours);
      const text = `${game.displayName} ${game.vassalage} ${game.gameType}`;
      return sendArt(request, reply, { svg, text, natural: artSizes.game.width, vector: Boolean(match?.[2]) });
    });

    app.get<{ Params: { file: string } }>('/wps/assets/vendors/:file', async (request, reply) => {
      const match = /^([A-Z0-9_]+)-COLOR\.png$/.exec(request.params.file);
      const snapshot = await ctx.catalogue.current();
      const vendor = match ? snapshot.vendorByCode.get(match[1]!) : undefined;
      if (!vendor) throw notFound('vendor icon');
      let png = pngCache.get(vendor.code);
      if (!png) {
        png = await svgToPng(vendorIconSvg(vendor.code, vendor.colors));
        pngCache.set(vendor.code, png);
      }
      return sendImage(request, reply, png, 'image/png');
    });

    // Banner and promotion art carries text: `?lang=` (the response language the content call put there) picks it.
    app.get<{ Params: { file: string }; Querystring: { lang?: string; w?: string } }>('/wps/assets/banners/:file', async (request, reply) => {
      const match = idFile.exec(request.params.file);
      const id = rowId(match?.[1]);
      const [row] = id === undefined ? [] : await ctx.db.select().from(announcements).where(eq(announcements.id, id));
      if (!row) throw notFound('banner');
      const [merchant] = await ctx.db.select().from(merchants).where(eq(merchants.code, row.merchantCode));
      const { language, chain } = artLanguage(request.query.lang, merchant);
      const { title } = translateFields(row.translations, chain, { title: row.title, content: row.content });
      const subtitle = merchant?.name ?? '';
      const colours = merchantColours(row.merchantCode);
      const svg = wideArt('banner', title, subtitle, colours, isRightToLeft(language));
      return sendArt(request, reply, { svg, text: `${title} ${subtitle}`, natural: artSizes.banner.width, vector: Boolean(match?.[2]) });
    });

    app.get<{ Params: { file: string }; Querystring: { lang?: string; w?: string } }>('/wps/assets/promotions/:file', async (request, reply) => {
      const match = promotionFile.exec(request.params.file);
      const id = rowId(match?.[1]);
      const [row] = id === undefined ? [] : await ctx.db.select().from(promotions).where(eq(promotions.id, id));
      if (!row || !match) throw notFound('promotion image');
      const [merchant] = await ctx.db.select().from(merchants).where(eq(merchants.code, row.merchantCode));
      const { language, chain } = artLanguage(request.query.lang, merchant);
      const { title } = translateFields(row.translations, chain, { title: row.title, content: row.content });
      const { labels } = await ctx.catalogue.current();
      const subtitle =
        match[2] === '1' ? labelName(labels.get('art:PROMOTION'), chain, 'Promotion') : labelName(labels.get('art:TERMS_APPLY'), chain, 'Terms apply');
      const colours = merchantColours(row.merchantCode);
      const ordered: [string, string] = match[2] === '1' ? colours : [colours[1], colours[0]];
      const svg = wideArt('promotion', title, subtitle, ordered, isRightToLeft(language));
      return sendArt(request, reply, { svg, text: `${title} ${subtitle}`, natural: artSizes.promotion.width, vector: Boolean(match[3]) });
    });

    app.get<{ Params: { file: string } }>('/wps/assets/avatars/:file', async (request, reply) => {
      const match = /^(\d{1,3})\.svg$/.exec(request.params.file);
      if (!match) throw notFound('avatar');
      return sendImage(request, reply, avatarSvg(Number(match[1])), 'image/svg+xml');
    });

    app.get<{ Params: { file: string } }>('/wps/assets/flags/:file', async (request, reply) => {
      const match = /^([A-Z]{2})\.svg$/.exec(request.params.file);
      if (!match) throw notFound('flag');
      return sendImage(request, reply, flagSvg(match[1]!), 'image/svg+xml');
    });

    // A merchant's mark: its folder's app icon as WebP (`?w=`), or by name as SVG its document icon.
    app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/wps/assets/logos/:file', async (request, reply) => {
      const match = tileFile.exec(request.params.file);
      const [merchant] = match ? await ctx.db.select().from(merchants).where(eq(merchants.code, match[1]!)) : [];
      if (!merchant) throw notFound('merchant logo');
      const art = merchantMarks(merchant);
      const vector = Boolean(match![2]);
      const svg = vector ? art.favicon : art.icon;
      return sendArt(request, reply, { svg, text: svgText(svg), natural: artSizes.vendorIcon.width, vector });
    });

    // Small tiles with a label: VIP badges, lottery and payment icons (WebP, or SVG by name, as art).
    app.get<{ Params: { kind: string; file: string }; Querystring: { w?: string } }>('/wps/assets/:kind/:file', async (request, reply) => {
      const match = tileFile.exec(request.params.file);
      const kinds: Record<string, (name: string) => string | undefined> = {
        vip: (name) => (/^[0-5]$/.test(name) ? vendorIconSvg(`VIP${name}`, ['#b8860b', '#ffd700']) : undefined),
        lottery: (name) => vendorIconSvg(name.split('_').at(-1)!.slice(0, 5), ['#da4453', '#89216b']),
        payments: (name) => vendorIconSvg(name.slice(0, 5), ['#11998e', '#38ef7d']),
      };
      const svg = match ? kinds[request.params.kind]?.(match[1]!) : undefined;
      if (!svg) throw notFound('image');
      return sendArt(request, reply, { svg, text: match![1]!, natural: artSizes.vendorIcon.width, vector: Boolean(match![2]) });
    });

    // A member's own uploads (reward application and feedback images).
    app.get<{ Params: { id: string } }>('/wps/uploads/:id', async (request, reply) => {
      const auth = await authenticate(ctx, request);
      const upload = /^[0-9a-f-]{36}$/.test(request.params.id) ? await readUpload(ctx, request.params.id) : undefined;
      if (!upload || upload.row.memberId !== auth.member.id) throw notFound('upload');
      void reply.header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff');
      return reply.type(upload.row.mimeType).send(upload.bytes);
    });
  };
}
