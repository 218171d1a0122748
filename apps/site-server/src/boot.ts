import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bannerImageSizes, gamePageSize, imageSrcSet, openingPromotionImage, promotionImageSizes } from '@whitelabel/core';

type Promotion = Parameters<typeof openingPromotionImage>[0][number];
type PromotionCategory = Parameters<typeof openingPromotionImage>[1][number];

/**
 * Boot data: what the member site's first screen needs, fetched from the API by this server
 * and written into the document, so the client skips its first round of calls and the browser finds the
 * largest image (the first home banner) in the HTML. Only public, merchant-wide data: the requests carry
 * no token and no cookie of the visitor, so no member's private data can ever be in it or in its cache.
 *
 * The shape is read by apps/member-web (src/app/boot-data.ts); `v` changes when it does.
 */
export interface BootData {
  v: 1;
  merchant: string;
  language: string;
  /** When the API answered (ms since epoch): the client's cache entries start their freshness here. */
  fetchedAt: number;
  /** The visitor's own site status (asked with the visitor's address: regions are restricted by it). */
  status: unknown;
  settings: unknown;
  /** The merchant's template settings (its logo, member-centre and deposit templates): the same for every visitor. */
  template: unknown;
  /** The merchant's white-label switches (features, modules, flags): the same for every visitor. */
  whiteLabel: unknown;
  /** The m_home banner group (GET /wps/announcements?types=B&groupName=m_home&platform=M). */
  homeBanners: unknown;
  /** Home's marquee: player and all-visitor announcements (types PL and A) as a guest sees them. */
  news: unknown;
  /** The lobby's first view (HOT): the game menus, the first page of the new games (its top row) and of the hot games. */
  lobby: { menus: unknown; hotPageSize: number; hot: unknown; newPageSize: number; newGames: unknown };
  /** On a page that opens with another banner group (a game category, promotions): that group's banners. */
  pageBanners?: { group: string; banners: unknown };
  /** On a page whose shell shows the opening promotion (promotions): the promotions as a guest sees them. */
  promotions?: unknown;
}

/** Home's banner group, always in the boot data (home, the menu and the account popups show it). */
export const homeBannerGroup = 'm_home';

/** Home's hot grid page size; the client seeds only a matching key. */
export const homeHotPageSize = gamePageSize.homeHot;

/** The page size of home's rows, the new games' first; the client seeds only a matching key. */
export const homeRowPageSize = gamePageSize.home;

/** The element the client reads; a JSON data block is never executed, so the CSP needs no change. */
export const bootDataId = 'boot-data';

/** The cookie the member site writes when a language is chosen (spec: saved language), read here. */
export const languageCookie = 'language';

/** How long one merchant × language × site address answer is reused (settings, banners and lobby change rarely). */
export const bootTtlMs = 15_000;
/** The document is never held up longer than this for boot data: without it the client fetches itself. */
export const bootTimeoutMs = 2_000;
/** A failed answer is not asked for again during this time (a down API is not hammered per document). */
export const bootRetryMs = 2_000;

interface SiteSettings {
  defaultLanguage: string;
  languages: string[];
}

const isSettings = (value: unknown): value is SiteSettings =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SiteSettings).defaultLanguage === 'string' &&
  Array.isArray((value as SiteSettings).languages) &&
  (value as SiteSettings).languages.every((code) => typeof code === 'string');

/** The value of one cookie of a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** A banner group's first image, the largest paint of home and the game pages: preloaded with high priority. */
export function firstBannerImage(banners: unknown): string | undefined {
  const list = (banners as { banners?: { imageUrl?: unknown }[] } | null)?.banners;
  return safeImage(Array.isArray(list) ? list[0]?.imageUrl : undefined);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON safe inside a script element: `<` is escaped, so no `</script>` or `<!--` can end it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The banners of a group as the boot data holds them: home's always, another page's own group when fetched for it. */
export function bannersOf(boot: BootData, group: string | undefined): unknown {
  if (group === homeBannerGroup) return boot.homeBanners;
  return group !== undefined && boot.pageBanners?.group === group ? boot.pageBanners.banners : undefined;
}

/** Only a path of this origin or an http(s) URL is written into the document; anything else (javascript:, data:) is not. */
const safeImage = (url: unknown) => (typeof url === 'string' && /^(?:\/(?!\/)|https?:\/\/)/.test(url) ? url : undefined);

/** The opening promotion's image (core's rule: the first tab's first promotion), from a promotions answer. */
export function openingPromotionImageOf(promotions: unknown): string | undefined {
  const groups = promotions as { promotion?: unknown; promotionCategories?: unknown } | null | undefined;
  if (!Array.isArray(groups?.promotion)) return undefined;
  const categories = Array.isArray(groups.promotionCategories) ? (groups.promotionCategories as PromotionCategory[]) : [];
  return safeImage(openingPromotionImage(groups.promotion as Promotion[], categories));
}

/** An image of the page's shell: its address, and how wide the page draws it (`sizes`, for a `srcset`). */
export interface ShellImage {
  src: string;
  sizes: string;
}

/** The `srcset` of a shell image whose address states its width; undefined for any other. */
const shellSrcSet = (image: ShellImage) => imageSrcSet(image.src);

/** The images the page's shell shows: its banner group's first banner and, on promotions, the opening promotion's. */
export function firstScreenImages(boot: BootData, bannerGroup: string | undefined): ShellImage[] {
  const banner = firstBannerImage(bannersOf(boot, bannerGroup));
  const promotion = boot.promotions === undefined ? undefined : openingPromotionImageOf(boot.promotions);
  return [banner && { src: banner, sizes: bannerImageSizes }, promotion && { src: promotion, sizes: promotionImageSizes }].filter(
    (image): image is ShellImage => Boolean(image),
  );
}

/**
 * The `Link` header value preloading the shell's images, so the browser asks for them as soon as the
 * response's headers arrive, before it parses the document. An image with a `srcset` is left to the document's own
 * preload link: a header is read before the page's viewport is known, so its `sizes` would pick a wrong width
 * (a desktop-wide one, fetched beside the right one). An address a header cannot carry as is is left out too.
 */
export function imagePreloadHeader(images: readonly ShellImage[]): string | undefined {
  const links = images
    .filter((image) => shellSrcSet(image) === undefined && /^[\w\-./:?&=%~+,;@!$'()*]+$/.test(image.src))
    .map((image) => `<${image.src}>; rel=preload; as=image; fetchpriority=high`);
  return links.length > 0 ? links.join(', ') : undefined;
}

/**
 * Right after `<meta name="viewport">` (else `<meta charset>`, else `<head>`): where a hint is seen before the
 * scripts' and styles' links, and after the viewport that its image's `sizes` is measured against.
 */
function headStart(html: string): number {
  const early = /<meta\s+name="viewport"[^>]*>/i.exec(html) ?? /<meta\s+charset[^>]*>/i.exec(html);
  if (early) return early.index + early[0].length;
  const head = /<head\b[^>]*>/i.exec(html);
  return head ? head.index + head[0].length : -1;
}

/**
 * The document with the boot data written before `</head>`; on a page that opens with a banner (its
 * group from the build's banner pages) also that group's first banner, and on promotions the opening
 * promotion's image, preloaded with high priority ahead of the scripts and shown in the shell's frames.
 */
export function injectBootData(html: string, boot: BootData, options: { bannerGroup: string | undefined }): string {
  const bannerSrc = firstBannerImage(bannersOf(boot, options.bannerGroup));
  const promotionSrc = html.includes(promotionMarker) && boot.promotions !== undefined ? openingPromotionImageOf(boot.promotions) : undefined;
  const banner = bannerSrc === undefined ? undefined : { src: bannerSrc, sizes: bannerImageSizes };
  const promotion = promotionSrc === undefined ? undefined : { src: promotionSrc, sizes: promotionImageSizes };
  let document = html;
  const at = document.indexOf('</head>');
  if (at !== -1) document = `${document.slice(0, at)}<script type="application/json" id="${bootDataId}">${scriptJson(boot)}</script>${document.slice(at)}`;
  const images = [banner, promotion].filter((image) => image !== undefined);
  const start = headStart(document);
  if (images.length > 0 && start !== -1) {
    const hints = images
      .map((image) => `<link rel="preload" as="image" href="${escapeAttribute(image.src)}"${sourceAttributes(image, 'image')} fetchpriority="high">`)
      .join('');
    document = `${document.slice(0, start)}${hints}${document.slice(start)}`;
  }
  if (banner) document = document.replace(bannerMarker, shellImage(banner, 750, 300));
  if (promotion) document = document.replace(promotionMarker, shellImage(promotion, 690, 300));
  return document;
}

/** The member build's banner frame marker (apps/member-web first-screen-shell.ts). */
export const bannerMarker = '<!--first-screen-banner-->';
/** The member build's promotion card marker (its promotions shell only). */
export const promotionMarker = '<!--first-screen-promotion-->';

/**
 * An image filling a shell frame, so the page's largest paint happens before any script runs; React
 * later renders the same image at the same size.
 */
const shellImage = (image: ShellImage, width: number, height: number) =>
  `<img src="${escapeAttribute(image.src)}"${sourceAttributes(image, '')} alt="" width="${width}" height="${height}" fetchpriority="high" style="display:block;inline-size:100%;block-size:100%;object-fit:cover">`;

/** ` srcset="…" sizes="…"` for an image whose address states its width (` imagesrcset`/` imagesizes` on a preload link), else nothing. */
function sourceAttributes(image: ShellImage, prefix: '' | 'image'): string {
  const srcSet = shellSrcSet(image);
  return srcSet ? ` ${prefix}srcset="${escapeAttribute(srcSet)}" ${prefix}sizes="${escapeAttribute(image.sizes)}"` : '';
}

/** A language as the document states it (the member build's `.vite/document-languages.json`). */
export interface DocumentLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A build table's text as a JSON object; undefined when it is not valid JSON or not an object. */
function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A member page's path as the build tables name it (`/m` and below, no query). */
const isMemberPath = (path: string) => /^\/m(?:\/[\w.-]*)*$/.test(path);

/** Where the member build lists `lang` and `dir` per language code (apps/member-web first-screen-shell.ts). */
export const documentLanguagesFile = '.vite/document-languages.json';

/** Where the member build writes its shells: the default one and the pages with another layout (apps/member-web first-screen-shell.ts). */
export const shellsFile = '.vite/first-screen-shells.json';

/** The build's shells from its file's text; undefined when the text is not such a table. */
export function parseShells(text: string): { default: string; pages: Map<string, string> } | undefined {
  const shells = jsonObject(text);
  const isShell = (html: unknown): html is string => typeof html === 'string' && html.startsWith('<div data-shell');
  const pages = isObject(shells?.pages) ? Object.entries(shells.pages) : undefined;
  if (!isShell(shells?.default) || !pages?.every(([path, html]) => isMemberPath(path) && isShell(html))) return undefined;
  return { default: shells.default, pages: new Map(pages as [string, string][]) };
}

/** The build's document with the page's own shell in place of the default one (unchanged when it has none). */
export function withPageShell(html: string, shells: { default: string; pages: Map<string, string> } | undefined, path: string): string {
  const page = shells?.pages.get(path);
  return shells && page && html.includes(shells.default) ? html.replace(shells.default, page) : html;
}

/** Where the member build lists each first-screen page's screen files (apps/member-web app-module-preload.ts). */
export const pageModulesFile = '.vite/first-screen-modules.json';

/** The build's page files (path → URL paths under /assets/) from its file's text; undefined when the text is not such a table. */
export function parsePageModules(text: string): Map<string, string[]> | undefined {
  const table = jsonObject(text);
  const entries = table ? Object.entries(table) : [];
  const isAsset = (file: unknown) => typeof file === 'string' && /^\/assets\/[\w.~-]+\.(?:js|css)$/.test(file);
  const valid = table !== undefined && entries.every(([path, files]) => isMemberPath(path) && Array.isArray(files) && files.every(isAsset));
  return valid ? new Map(entries as [string, string[]][]) : undefined;
}

/** The member build's template of the app's files (apps/member-web src/app/app-files.ts). */
export const appFilesTemplateStart = '<template id="app-files">';

/**
 * The document with the page's screen files added to the template of the app's files, after the app module's:
 * scripts as module preloads, style sheets as preloads. The app moves them into the head a few per task once the
 * first screen's image is in, so its start-up adds no link per file in one long task. Unchanged without any, or
 * without the template.
 */
export function withPageModules(html: string, files: readonly string[] | undefined): string {
  const start = html.indexOf(appFilesTemplateStart);
  const at = start === -1 ? -1 : html.indexOf('</template>', start);
  if (!files || files.length === 0 || at === -1) return html;
  const links = files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}">`
        : `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
    )
    .join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/** Where the member build lists the pages that open with a banner and their group (apps/member-web first-screen-shell.ts). */
export const bannerPagesFile = '.vite/first-screen-banners.json';

/** The build's banner pages (path → banner group) from its file's text; undefined when the text is not such a table. */
export function parseBannerPages(text: string): Map<string, string> | undefined {
  const table = jsonObject(text);
  const entries = table ? Object.entries(table) : [];
  const valid = table !== undefined && entries.every(([path, group]) => isMemberPath(path) && typeof group === 'string' && /^m_[a-z]+$/.test(group));
  return valid ? new Map(entries as [string, string][]) : undefined;
}

/** The build's languages table from its file's text; undefined when the text is not such a table. */
export function parseDocumentLanguages(text: string): Record<string, DocumentLanguage> | undefined {
  const table = jsonObject(text);
  if (!table) return undefined;
  const entries = Object.entries(table);
  const valid = entries.every(([, entry]) => {
    const language = entry as Partial<DocumentLanguage> | null;
    return (
      typeof language?.lang === 'string' && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(language.lang) && (language.dir === 'ltr' || language.dir === 'rtl')
    );
  });
  return valid ? (Object.fromEntries(entries) as Record<string, DocumentLanguage>) : undefined;
}

/**
 * The document's `<html lang dir>` for the language its boot data is in (the visitor's saved language),
 * so text is shaped and laid out right before any script runs; other attributes of `<html>` are kept.
 */
export function setDocumentLanguage(html: string, language: DocumentLanguage | undefined): string {
  if (!language) return html;
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s(?:lang|dir)="[^"]*"/gi, '');
    return `<html lang="${escapeAttribute(language.lang)}" dir="${language.dir}"${rest}>`;
  });
}

/** A rendered document with its validator and its compressed bodies, each made once, when first asked for. */
export interface RenderedDocument {
  html: Buffer;
  etag: string;
  /** The `Link` header preloading its shell's images, if any. */
  preload?: string;
  readonly encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

export function renderDocument(html: string, preload?: string): RenderedDocument {
  const body = Buffer.from(html, 'utf8');
  return { html: body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, preload, encoded: {} };
}

/** Brotli at quality 5 (about a millisecond for a document) or gzip at level 6; kept on the document. */
export function compressDocument(document: RenderedDocument, encoding: 'br' | 'gzip'): Buffer {
  const kept = document.encoded[encoding];
  if (kept) return kept;
  const body =
    encoding === 'br'
      ? brotliCompressSync(document.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: document.html.length } })
      : gzipSync(document.html, { level: 6 });
  document.encoded[encoding] = body;
  return body;
}

/** Whether an If-None-Match header names this entity tag (a list, weak tags compared weakly as RFC 9110 says, or `*`). */
export function matchesEntityTag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return [header]
    .flat()
    .flatMap((value) => value.split(','))
    .some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/** Pages' documents kept per boot data at most (any /m/ path gets a document: bounded against made-up ones). */
const maxDocumentsPerBoot = 100;

/**
 * Documents kept beside the boot data they were made from: while `BootDataSource` returns the same boot data, a
 * page's document is a read of this cache (compressed bodies included); new boot data starts afresh, and the old
 * documents go with the old boot data.
 */
export class DocumentCache {
  private readonly byBoot = new WeakMap<BootData, Map<string, RenderedDocument>>();

  get(boot: BootData, page: string, render: () => RenderedDocument): RenderedDocument {
    let documents = this.byBoot.get(boot);
    if (!documents) {
      documents = new Map();
      this.byBoot.set(boot, documents);
    }
    const kept = documents.get(page);
    if (kept) return kept;
    const document = render();
    if (documents.size >= maxDocumentsPerBoot) documents.delete(documents.keys().next().value as string);
    documents.set(page, document);
    return document;
  }
}

/** The visitor's address and the site's host and protocol as the visitor reached it. */
export interface Visitor {
  ip: string;
  host: string;
  protocol: string;
}

/** Shared entries kept at most (hosts are only those a request named: bounded against odd Host headers). */
const maxEntries = 500;
/** Visitors' statuses kept at most (one per address for the time to live; the oldest go first). */
const maxVisitors = 10_000;

interface Entry<T> {
  expires: number;
  /** When its answer was asked for: what the client's freshness starts from. */
  fetchedAt: number;
  value: Promise<T | undefined>;
}

/** The contract's SystemStatus (openapi/wps.yaml), as far as this server reads it. */
interface SiteStatus {
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string; country?: string };
}

const isSiteStatus = (value: unknown): value is SiteStatus =>
  isObject(value) &&
  typeof value.maintenance === 'boolean' &&
  typeof value.regionRestriction === 'boolean' &&
  isObject(value.location) &&
  typeof value.location.ip === 'string';

/**
 * The status as a document carries it. An open site's answer is the same for every visitor but for the visitor's
 * own address, which only the blocked screens show: it is left out, so one document serves every open visitor of a
 * merchant, language and page, and holds nothing of theirs. A blocked visitor's status is kept whole (their screen
 * shows the address); so is an answer of another shape.
 */
export function documentStatus(status: unknown): unknown {
  if (!isSiteStatus(status) || status.maintenance || status.regionRestriction) return status;
  return { ...status, location: { ...status.location, ip: '' } };
}

/** The boot data assembled from its parts, reused while every part is the same. */
interface Assembled {
  parts: readonly unknown[];
  data: BootData;
}

/**
 * Fetches and caches boot data per merchant × language. One request in flight per key; a failed or slow
 * API gives `undefined` (the plain document is served) and is not asked again before the TTL ends.
 */
export class BootDataSource {
  private readonly settings = new Map<string, Entry<SiteSettings>>();
  private readonly boots = new Map<string, Entry<Omit<BootData, 'status'>>>();
  private readonly pageBanners = new Map<string, Entry<unknown>>();
  private readonly promotions = new Map<string, Entry<unknown>>();
  private readonly statuses = new Map<string, Entry<unknown>>();
  private readonly assembled = new Map<string, Assembled>();
  /** Per status answer, the status a document shows and its text: worked out once per answer, not per request. */
  private readonly shownStatuses = new WeakMap<object, { shown: unknown; text: string }>();

  constructor(
    private readonly apiOrigins: string[],
    private readonly options: { ttlMs?: number; timeoutMs?: number; now?: () => number; onError?: (error: unknown) => void } = {},
  ) {}

  private get ttl() {
    return this.options.ttlMs ?? bootTtlMs;
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  private origin = 0;

  private async get(path: string, merchant: string, site: Visitor, language?: string): Promise<unknown> {
    const origin = this.apiOrigins[this.origin++ % this.apiOrigins.length];
    const response = await fetch(`${origin}${path}`, {
      // As the proxy forwards a visitor's call: the API builds its URLs (banners, icons) from this host.
      headers: {
        merchant,
        device: 'OTHERS',
        accept: 'application/json',
        'x-forwarded-for': site.ip,
        'x-forwarded-host': site.host,
        'x-forwarded-proto': site.protocol,
        ...(language ? { language } : {}),
      },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? bootTimeoutMs),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    // The contract's envelope: { success, value } (openapi/wps.yaml).
    const body = (await response.json()) as { success?: boolean; value?: unknown };
    if (body.success !== true || body.value === undefined) throw new Error(`${path}: no value`);
    return body.value;
  }

  private entry<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>, bound = maxEntries): Entry<T> {
    const hit = map.get(key);
    if (hit && hit.expires > this.now()) return hit;
    const entry: Entry<T> = { expires: this.now() + this.ttl, fetchedAt: this.now(), value: Promise.resolve(undefined) };
    entry.value = load().catch((error: unknown) => {
      this.options.onError?.(error);
      entry.expires = Math.min(entry.expires, this.now() + bootRetryMs);
      return undefined;
    });
    map.delete(key);
    if (map.size >= bound) map.delete(map.keys().next().value as string);
    map.set(key, entry);
    return entry;
  }

  private cached<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T | undefined> {
    return this.entry(map, key, load).value;
  }

  /**
   * The boot data for a merchant and the visitor's saved language (the merchant default when none or
   * unknown). The site status depends on the visitor's address (region restriction), so it is asked with that
   * address (the API trusts this server's X-Forwarded-For) and kept per address; the rest per merchant and
   * language. A page opening with a banner group other than home's gets that group's banners too (cached alike;
   * without them the page still gets the rest). While no part changes, the same object is returned (see
   * `documentStatus`: every open visitor of a merchant, language and page shares it), so a document made from it
   * can be kept beside it.
   */
  async forVisitor(
    merchant: string,
    savedLanguage: string | undefined,
    visitor: Visitor,
    page: { bannerGroup?: string; promotions?: boolean } = {},
  ): Promise<BootData | undefined> {
    const { bannerGroup } = page;
    const site = `${visitor.protocol}://${visitor.host}`;
    const settings = await this.cached(this.settings, `${merchant}\n${site}`, async () => {
      const data = await this.get('/wps/system/settings', merchant, visitor);
      if (!isSettings(data)) throw new Error('/wps/system/settings: unexpected shape');
      return data;
    });
    if (!settings) return undefined;
    const language = savedLanguage && settings.languages.includes(savedLanguage) ? savedLanguage : settings.defaultLanguage;
    const pageGroup = bannerGroup && bannerGroup !== homeBannerGroup ? bannerGroup : undefined;
    const statusEntry = this.entry(
      this.statuses,
      `${merchant}\n${site}\n${visitor.ip}`,
      () => this.get('/wps/system/status', merchant, visitor, language),
      maxVisitors,
    );
    const [shared, status, pageBanners, promotions] = await Promise.all([
      this.cached(this.boots, `${merchant}\n${language}\n${site}`, () => this.shared(merchant, language, visitor)),
      statusEntry.value,
      pageGroup
        ? this.cached(this.pageBanners, `${merchant}\n${language}\n${site}\n${pageGroup}`, () =>
            this.get(`/wps/announcements?types=B&groupName=${encodeURIComponent(pageGroup)}&platform=M`, merchant, visitor, language),
          )
        : undefined,
      page.promotions
        ? this.cached(this.promotions, `${merchant}\n${language}\n${site}`, () =>
            this.get('/wps/announcements?types=Promotion&platform=M', merchant, visitor, language),
          )
        : undefined,
    ]);
    if (!shared || status === undefined) return undefined;
    const { shown: shownStatus, text: statusText } = this.shownStatus(status);
    const key = `${merchant}\n${language}\n${site}\n${pageGroup ?? ''}\n${page.promotions ? 'promotions' : ''}\n${statusText}`;
    const parts = [shared, pageBanners, promotions];
    const kept = this.assembled.get(key);
    if (kept && kept.parts.every((part, index) => part === parts[index])) return kept.data;
    const data: BootData = {
      ...shared,
      // The oldest part's time: nothing is taken for fresher than it is.
      fetchedAt: Math.min(shared.fetchedAt, statusEntry.fetchedAt),
      status: shownStatus,
      ...(pageGroup && pageBanners !== undefined ? { pageBanners: { group: pageGroup, banners: pageBanners } } : {}),
      ...(promotions !== undefined ? { promotions } : {}),
    };
    this.assembled.delete(key);
    if (this.assembled.size >= maxEntries) this.assembled.delete(this.assembled.keys().next().value as string);
    this.assembled.set(key, { parts, data });
    return data;
  }

  private shownStatus(status: unknown): { shown: unknown; text: string } {
    const kept = isObject(status) ? this.shownStatuses.get(status) : undefined;
    if (kept) return kept;
    const shown = documentStatus(status);
    const made = { shown, text: JSON.stringify(shown) };
    if (isObject(status)) this.shownStatuses.set(status, made);
    return made;
  }

  /** What every visitor of a merchant and language sees alike. */
  private async shared(merchant: string, language: string, visitor: Visitor): Promise<Omit<BootData, 'status'>> {
    const [fullSettings, template, whiteLabel, homeBanners, news, menus, hot, newGames] = await Promise.all([
      this.get('/wps/system/settings', merchant, visitor, language),
      this.get('/wps/system/setting/template', merchant, visitor),
      this.get('/wps/system/whitelabel', merchant, visitor),
      this.get(`/wps/announcements?types=B&groupName=${homeBannerGroup}&platform=M`, merchant, visitor, language),
      this.get('/wps/announcements?types=PL&types=A&platform=M', merchant, visitor, language),
      this.get('/wps/games/menus', merchant, visitor, language),
      this.get(`/wps/games/hot?gameType=ALL&pageNo=1&pageSize=${homeHotPageSize}`, merchant, visitor, language),
      this.get(`/wps/games?pageNo=1&pageSize=${homeRowPageSize}&gameType=NEW`, merchant, visitor, language),
    ]);
    return {
      v: 1,
      merchant,
      language,
      fetchedAt: this.now(),
      settings: fullSettings,
      template,
      whiteLabel,
      homeBanners,
      news,
      lobby: { menus, hotPageSize: homeHotPageSize, hot, newPageSize: homeRowPageSize, newGames },
    };
  }
}
