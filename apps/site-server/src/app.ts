import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import {
  BootDataSource,
  compressDocument,
  cookieValue,
  DocumentCache,
  documentLanguagesFile,
  bannerPagesFile,
  firstScreenImages,
  imagePreloadHeader,
  injectBootData,
  languageCookie,
  matchesEntityTag,
  parseBannerPages,
  parseDocumentLanguages,
  parseShells,
  promotionMarker,
  shellsFile,
  pageModulesFile,
  parsePageModules,
  withPageModules,
  withPageShell,
  type RenderedDocument,
  renderDocument,
  setDocumentLanguage,
} from './boot.js';
import { type Build, isAgentPath, isHashedAsset, loadBuild, looksLikeFile } from './builds.js';
import type { SiteConfig, SiteServerConfig } from './config.js';
import { defaultClientLimits, limitProxyClients, serverTimeouts } from './limits.js';
import { redactUrl } from './redact.js';
import { securityHeaders } from './security.js';
import { isConnectionFailure, Upstreams } from './upstreams.js';
import { isStrayPage, memberHome } from './stray-pages.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route's answers carry none of the sites' security headers. */
    securityHeaders?: boolean;
  }
}

export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'no-cache';

interface Site {
  config: SiteConfig;
  member: Build | undefined;
  agent: Build | undefined;
}

export interface SiteServer {
  app: FastifyInstance;
  /** Readiness answers 503 from now on (a shutdown has begun). */
  drain(): void;
}

/** Fastify's two lines per request give way to the one written by the onResponse hook; errors are still logged. */
class AccessLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

/**
 * A document with boot data: it carries the visitor's own site status (private: no shared cache keeps
 * it) and depends on the language cookie and the encoding; revalidated by its ETag.
 */
function sendDocument(request: FastifyRequest, reply: FastifyReply, document: RenderedDocument) {
  if (document.preload) void reply.header('link', document.preload);
  void reply
    .header('cache-control', `private, ${revalidateCache}`)
    .header('etag', document.etag)
    .header('vary', 'Accept-Encoding, Cookie')
    .type('text/html; charset=utf-8');
  if (matchesEntityTag(request.headers['if-none-match'], document.etag)) return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(compressDocument(document, 'br'));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(compressDocument(document, 'gzip'));
  return reply.send(document.html);
}

/** Page templates kept at most, over every site. */
const maxTemplates = 1_000;

const notFoundPage = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><h1>Not found</h1></html>';

/** Builds the site server (not listening yet). */
export async function buildSiteServer(config: SiteServerConfig, options: { logStream?: { write(line: string): void } } = {}): Promise<SiteServer> {
  const limits = config.limits ?? defaultClientLimits;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Only what an operator needs; never headers (tokens), query values or tickets.
            serializers: {
              req: (request) => ({ method: request.method, url: redactUrl(request.url ?? '') }),
              res: (reply) => ({ statusCode: reply.statusCode }),
            },
          },
    logController: new AccessLogController(),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    return503OnClosing: true,
    ...serverTimeouts(limits),
  });

  const sites: Site[] = config.sites.map((site) => ({
    config: site,
    member: loadBuild(site.member),
    agent: site.agent ? loadBuild(site.agent) : undefined,
  }));
  for (const site of sites) {
    if (!site.member) app.log.warn(`${site.config.merchant}: no member build in ${site.config.member}`);
    if (site.config.agent && !site.agent) app.log.warn(`${site.config.merchant}: no agent build in ${site.config.agent}`);
  }
  // The member build's document, kept in memory: boot data is written into it per merchant and language.
  const memberShells = new Map(sites.flatMap((site) => (site.member ? [[site, readFileSync(join(site.member.root, 'index.html'), 'utf8')] as const] : [])));
  /** A table the member build writes under .vite/, per site; a site whose table is missing or malformed is warned of and left out. */
  const memberTables = <T>(file: string, parse: (text: string) => T | undefined, without: string) =>
    new Map(
      sites.flatMap((site) => {
        const path = site.member ? join(site.member.root, file) : undefined;
        const table = path && existsSync(path) ? parse(readFileSync(path, 'utf8')) : undefined;
        if (path && table === undefined) app.log.warn(`${site.config.merchant}: no usable ${path}; ${without}`);
        return table === undefined ? [] : [[site, table] as const];
      }),
    );
  // Its languages' `lang` and `dir`, so the document states the boot data's language.
  const memberLanguages = memberTables(documentLanguagesFile, parseDocumentLanguages, "documents keep the build's language");
  // The pages that open with a banner and their group: their first banner goes into the shell.
  const memberBannerPages = memberTables(bannerPagesFile, parseBannerPages, 'documents carry no first banner');
  // Its shells: the pages with another layout than the default one (promotions).
  const memberPageShells = memberTables(shellsFile, parseShells, 'every page gets the default shell');
  // Its first-screen pages' screen files, announced in those pages' documents.
  const memberPageModules = memberTables(pageModulesFile, parsePageModules, "documents announce the app module's files only");
  const documents = new DocumentCache();
  // A page's template (the build's document with the page's shell and screen files), kept per site and path,
  // with whether its shell opens with a promotion (asked once, not on every request).
  const templates = new Map<string, { html: string; promotions: boolean } | undefined>();
  const memberTemplate = (site: Site, path: string) => {
    const key = `${site.config.merchant}\n${path}`;
    if (templates.has(key)) return templates.get(key);
    const document = memberShells.get(site);
    const html =
      document === undefined ? undefined : withPageModules(withPageShell(document, memberPageShells.get(site), path), memberPageModules.get(site)?.get(path));
    const template = html === undefined ? undefined : { html, promotions: html.includes(promotionMarker) };
    // Any /m/ path gets one: bounded against made-up paths, the oldest going first.
    if (templates.size >= maxTemplates) templates.delete(templates.keys().next().value as string);
    templates.set(key, template);
    return template;
  };
  const boot = new BootDataSource(config.apiOrigins, {
    onError: (error) => app.log.warn({ err: { message: (error as Error).message } }, 'boot data unavailable'),
  });
  const byHost = new Map(sites.flatMap((site) => site.config.hosts.map((host) => [host, site] as const)));
  const fallback = sites.find((site) => site.config.merchant === config.defaultMerchant);
  const siteFor = (request: FastifyRequest) => byHost.get(request.hostname.toLowerCase()) ?? fallback;

  let draining = false;

  // One structured line per request, written when it is answered (no hook at all when nothing is logged).
  if (config.logLevel !== 'silent')
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          ip: request.ip,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    });

  const headers = securityHeaders({
    scriptHashes: [...new Set(sites.flatMap((site) => [...(site.member?.inlineScriptHashes ?? []), ...(site.agent?.inlineScriptHashes ?? [])]))],
    imgSrc: config.cspImgSrc,
    connectSrc: config.cspConnectSrc,
    hstsMaxAge: config.hstsMaxAge,
  });
  // On every answer but the routes that opt out (health, the proxied API: its own server sets its headers).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders !== false) void reply.headers(headers);
    done();
  });

  // Files are sent by reply.sendFile from each site's own build folders; nothing is served by prefix.
  await app.register(fastifyStatic, {
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
  });

  // ---- health ------------------------------------------------------------------------------
  app.get('/healthz', { config: { securityHeaders: false } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', { config: { securityHeaders: false } }, async (_request, reply) => {
    const missing = sites.flatMap((site) =>
      [site.config.member, ...(site.config.agent ? [site.config.agent] : [])].filter((folder) => !existsSync(join(folder, 'index.html'))),
    );
    const upstreams = await Promise.all(
      config.apiOrigins.map(async (origin) => {
        try {
          const response = await fetch(`${origin}/wps/system/status`, { signal: AbortSignal.timeout(2000) });
          await response.body?.cancel();
          return { origin, ok: response.ok };
        } catch {
          return { origin, ok: false };
        }
      }),
    );
    const ready = !draining && missing.length === 0 && upstreams.some((upstream) => upstream.ok);
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', draining, missingBuilds: missing, upstreams });
  });

  // ---- /wps and /lgw to the API ------------------------------------------------------------
  const upstreams = new Upstreams(config.apiOrigins, {
    probeIntervalMs: config.upstreamProbeIntervalMs,
    probeTimeoutMs: config.upstreamProbeTimeoutMs,
    onChange: (origin, up) => (up ? app.log.info({ origin }, 'API origin back') : app.log.warn({ origin }, 'API origin down')),
  });
  app.addHook('onClose', async () => upstreams.close());
  await app.register(async (proxy) => {
    await proxy.register(replyFrom, {
      // No base: each request names its origin (getUpstream below), chosen by `upstreams`.
      undici: {
        connections: limits.upstreamConnections,
        pipelining: 1,
        connectTimeout: Math.min(config.proxyTimeoutMs, 10_000),
        headersTimeout: config.proxyTimeoutMs,
        bodyTimeout: config.proxyTimeoutMs,
      },
      disableRequestLogging: true,
      // A retried request could be a second bet: nothing is retried here.
      retryMethods: [],
      maxRetriesOn503: 0,
    });
    // Per-client limits, whole bodies read here first, a deadline for a free API connection (limits.ts).
    await limitProxyClients(proxy, limits, config.apiOrigins.length);

    const forward = (request: FastifyRequest, reply: FastifyReply, origin: string, retried: boolean): FastifyReply =>
      reply.from(request.url, {
        getUpstream: () => origin,
        timeout: config.proxyTimeoutMs,
        retryDelay: () => null,
        // The contract's envelope, SYSTEM_BUSY (what the client shows for 502-504): the API is down or slow.
        onError: (failed, { error }) => {
          if (isConnectionFailure(error)) {
            upstreams.markDown(origin);
            // A read is safe to repeat, once, on another origin; a write never is (it may have been applied).
            const other = !retried && (request.method === 'GET' || request.method === 'HEAD') ? upstreams.pick(origin) : undefined;
            if (other) return void forward(request, reply, other, true);
          }
          const timedOut = (error as { statusCode?: number }).statusCode === 504;
          request.log.warn({ err: { message: error.message, code: (error as { code?: string }).code } }, 'API unreachable');
          void failed
            .status(timedOut ? 504 : 502)
            .header('cache-control', 'no-store')
            .send({ success: false, code: 'SYSTEM_BUSY', message: timedOut ? 'The service took too long to answer' : 'The service is unreachable' });
        },
        rewriteRequestHeaders: (original, headers) => ({
          ...headers,
          // The client's Host, as `vite preview` passes it: the API builds absolute URLs from it.
          host: original.headers.host,
          // Exactly one address: the client as this server resolved it (TRUST_PROXY); a client's own
          // X-Forwarded-For is never passed on. The API must list this server in its TRUST_PROXY.
          'x-forwarded-for': original.ip,
          'x-forwarded-host': original.host,
          'x-forwarded-proto': original.protocol,
        }),
      });
    for (const prefix of ['/wps', '/lgw']) {
      proxy.all(`${prefix}/*`, { config: { securityHeaders: false } }, (request, reply) => forward(request, reply, upstreams.pick()!, false));
    }
  });

  // ---- the sites ----------------------------------------------------------------------------
  const notFound = (reply: FastifyReply) => reply.status(404).header('cache-control', revalidateCache).type('text/html; charset=utf-8').send(notFoundPage);

  const serveSite = async (request: FastifyRequest, reply: FastifyReply) => {
    const site = siteFor(request);
    if (!site) return reply.status(421).type('text/plain; charset=utf-8').send('This host is not served here.');
    const queryAt = request.url.indexOf('?');
    let path: string;
    try {
      path = decodeURIComponent(queryAt === -1 ? request.url : request.url.slice(0, queryAt));
    } catch {
      return reply.status(400).type('text/plain; charset=utf-8').send('Bad request path');
    }
    if (path === '/') return reply.redirect('/m/home', 302);

    // Hashed assets of the member and agent builds share /assets/; their names never collide.
    const owner = [site.member, site.agent].find((build) => build?.files.has(path));
    if (owner) {
      void reply.header('cache-control', isHashedAsset(path) ? immutableCache : revalidateCache);
      return reply.sendFile(path.slice(1), owner.root);
    }
    if (isStrayPage(path)) return reply.header('cache-control', revalidateCache).redirect(memberHome, 302);
    if (looksLikeFile(path) || !(path === '/m' || path.startsWith('/m/'))) return notFound(reply);

    // A route of the single-page app: its shell, never cached without revalidation.
    const shell = isAgentPath(path) && site.agent ? site.agent : site.member;
    if (!shell) return reply.status(503).header('retry-after', '30').type('text/plain; charset=utf-8').send('This site is not built yet.');
    void reply.header('cache-control', revalidateCache);
    const template = shell === site.member ? memberTemplate(site, path) : undefined;
    const bannerGroup = memberBannerPages.get(site)?.get(path);
    const data = template
      ? await boot.forVisitor(
          site.config.merchant,
          cookieValue(request.headers.cookie, languageCookie),
          { ip: request.ip, host: request.host, protocol: request.protocol },
          { bannerGroup, promotions: template.promotions },
        )
      : undefined;
    if (!template || !data) return reply.sendFile('index.html', shell.root);
    // Kept per site and path beside its boot data (a host's boot data is its site's alone).
    const rendered = documents.get(data, `${site.config.merchant}\n${path}`, () =>
      renderDocument(
        setDocumentLanguage(injectBootData(template.html, data, { bannerGroup }), memberLanguages.get(site)?.[data.language]),
        imagePreloadHeader(firstScreenImages(data, bannerGroup)),
      ),
    );
    return sendDocument(request, reply, rendered);
  };
  app.get('/*', serveSite);
  app.setNotFoundHandler((_request, reply) => notFound(reply));

  return {
    app,
    drain: () => {
      draining = true;
    },
  };
}
