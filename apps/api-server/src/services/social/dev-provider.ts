import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';
import { socialProviderNames } from '../../config.js';
import { devClientId, type FetchLike } from './providers.js';

/** Where the reference server mounts its development OpenID Connect provider (under /wps, so app proxies pass it). */
export const devOidcPath = '/wps/dev/oidc';
/** The relying party's redirect URI path on whichever host the member site is served from. */
export const socialCallbackPath = '/wps/session/social/callback';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The development provider accepts the callback on loopback and `*.localhost` hosts (any port): the member sites of
 * `npm start` and of the end-to-end tests (`<merchant>.localhost`). A real provider registers exact URIs.
 */
export function devRedirectAllowed(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const localHost = loopbackHosts.has(url.hostname) || url.hostname.endsWith('.localhost');
  return /^https?:$/.test(url.protocol) && localHost && url.pathname === socialCallbackPath && url.search === '' && url.hash === '';
}

/**
 * The development provider (oidc-provider): any login name signs in (its name becomes the subject), then a consent
 * page continues or cancels (access_denied). One client per button; memory storage, so it serves one instance.
 */
export function createDevProvider(issuer: string, clientSecret: string): Provider {
  const provider = new Provider(issuer, {
    clients: socialProviderNames.map((name) => ({
      client_id: devClientId(name),
      client_secret: clientSecret,
      client_name: `Development ${name} login`,
      redirect_uris: [`http://127.0.0.1${socialCallbackPath}`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => ({ sub: id, name: id }) };
    },
    claims: { openid: ['sub'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: true } },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3_600, Grant: 3_600, AccessToken: 600, IdToken: 600 },
  });
  provider.Client.prototype.redirectUriAllowed = devRedirectAllowed;
  return provider;
}

/** Mounts the provider at devOidcPath: its own body parsing (Fastify's parsers would consume the stream first). */
export function devOidcRoutes(provider: Provider) {
  const callback = provider.callback();
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    app.all(`${devOidcPath}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(devOidcPath.length) || '/';
      callback(raw, reply.raw);
    });
  };
}

/** A fetch that answers the relying party's calls to the development provider in process (no network, no port). */
export function inProcessFetch(app: FastifyInstance): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    const headers: Record<string, string> = { host: url.host };
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init.body;
    const payload =
      body === undefined || body === null ? undefined : body instanceof URLSearchParams ? body.toString() : typeof body === 'string' ? body : undefined;
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, item);
    }
    return new Response(response.statusCode === 204 || response.statusCode === 304 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
