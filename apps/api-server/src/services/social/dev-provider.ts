import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';
import { socialProviderNames } from '../../config.js';
import { devInteractionPath, renderDevError } from './dev-sign-in.js';
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
 * page continues or cancels (access_denied), both the reference server's own pages (dev-sign-in.ts). One client per
 * button; memory storage, so it serves one instance.
 */
export function createDevProvider(issuer: string, clientSecret: string): Provider {
  const provider = new Provider(issuer, {
    adapter: DevMemoryAdapter,
    // A signing key of this process's own: the package's built-in development keys are public.
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
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
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => devInteractionPath(devOidcPath, interaction.uid) },
    renderError: async (ctx, out) => renderDevError(ctx, out),
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3_600, Grant: 3_600, AccessToken: 600, IdToken: 600 },
  });
  provider.Client.prototype.redirectUriAllowed = devRedirectAllowed;
  return provider;
}

/** Entries the development provider keeps at most (sessions, grants, codes, interactions) before the oldest go. */
const devStoreSize = 1_000;
/** The models a grant's revocation takes away: what was issued under it, not the grant's session. */
const grantable = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);
const devStore = new Map<string, { payload: AdapterPayload; expiresAt: number }>();

/**
 * The provider's storage: this process's memory, bounded, which is what a development provider needs (the package's
 * own memory adapter is the same, but warns on every start that production must not use it).
 */
class DevMemoryAdapter implements Adapter {
  constructor(private readonly model: string) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
    const key = this.key(id);
    devStore.delete(key);
    devStore.set(key, { payload, expiresAt: Date.now() + expiresIn * 1_000 });
    if (this.model === 'Session' && payload.uid)
      devStore.set(`sessionUid:${payload.uid}`, { payload: { jti: key }, expiresAt: Date.now() + expiresIn * 1_000 });
    if (payload.userCode) devStore.set(`userCode:${payload.userCode}`, { payload: { jti: key }, expiresAt: Date.now() + expiresIn * 1_000 });
    for (const oldest of devStore.keys()) {
      if (devStore.size <= devStoreSize) break;
      devStore.delete(oldest);
    }
  }

  private read(key: string | undefined) {
    const entry = key === undefined ? undefined : devStore.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      devStore.delete(key!);
      return undefined;
    }
    return entry.payload;
  }

  async find(id: string) {
    return this.read(this.key(id));
  }

  async findByUid(uid: string) {
    return this.read(this.read(`sessionUid:${uid}`)?.jti);
  }

  async findByUserCode(userCode: string) {
    return this.read(this.read(`userCode:${userCode}`)?.jti);
  }

  async consume(id: string) {
    const payload = this.read(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1_000);
  }

  async destroy(id: string) {
    devStore.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string) {
    for (const [key, entry] of devStore) {
      if (entry.payload.grantId === grantId && grantable.has(key.slice(0, key.indexOf(':')))) devStore.delete(key);
    }
  }
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
