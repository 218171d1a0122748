import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteHandlerMethod } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { ServerConfig } from './config.js';
import { createContractAjv, loadContractDocument } from './contract.js';
import type { Database } from './db/database.js';
import { HttpError } from './errors.js';
import { authenticate, type HandlerContext } from './handlers/context.js';
import { createHandlers } from './handlers/index.js';
import { assetRoutes } from './routes/assets.js';
import { payRoutes } from './routes/pay.js';
import { playRoutes } from './routes/play.js';
import { chatRoomRoutes } from './routes/chat-room.js';
import { downloadRoutes } from './routes/download.js';
import { Catalogue } from './services/catalogue.js';
import { registerMultipart } from './services/multipart.js';
import { loadKeyRing } from './services/keys.js';
import { setRateLimitsEnabled } from './services/rate-limit.js';
import { startScheduler } from './services/scheduler.js';
import { developmentOperationIds, installSiteStatusGate } from './site-status.js';
import { installTransport, jsonBodyLimit, replyWithError } from './transport.js';
import { installBodyRate, serverTimeouts } from './slow-clients.js';
import { approveManualDeposits } from './handlers/wallet.js';
import { settleLotteries } from './services/lottery.js';
import { createDevProvider, devOidcPath, devOidcRoutes, inProcessFetch } from './services/social/dev-provider.js';
import { devSignInRoutes } from './services/social/dev-sign-in.js';
import { SocialProviders } from './services/social/providers.js';
import { newToken } from './services/crypto.js';

/** The contract documents, as JSON written by the openapi package's build. */
export const contractDocuments = [loadContractDocument('wps'), loadContractDocument('lgw')];

export interface AppOptions {
  db: Database;
  config: ServerConfig;
  /** Where log lines go (standard output unless given; tests read the access log through it). */
  logStream?: { write: (line: string) => void };
}

/** Game tickets in a path (/wps/play/{ticket}) spend the player's wallet: the access log never shows them. */
export function redactUrl(url: string): string {
  return url.replace(/(\/wps\/play\/)[^/?#]+/, '$1[redacted]');
}

/** The access log's view of a request (Fastify's default fields, with credentials in the URL redacted). */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/** Operations marked x-development-only are left out of a production server entirely. */
function withoutDevelopmentOperations(document: Record<string, unknown>): Record<string, unknown> {
  const paths = Object.fromEntries(
    Object.entries((document.paths ?? {}) as Record<string, Record<string, unknown>>)
      .map(([path, item]) => [
        path,
        Object.fromEntries(Object.entries(item).filter(([, operation]) => !(operation as { 'x-development-only'?: boolean })?.['x-development-only'])),
      ])
      .filter(([, item]) => Object.keys(item as object).length > 0),
  );
  return { ...document, paths };
}

/**
 * Bodies are strict (no coercion, unknown fields rejected); query, path and headers coerce types. A body allowed
 * past the JSON limit stops at its first problem: listing every bad item of megabytes costs memory.
 */
const validators = {
  body: createContractAjv(),
  largeBody: createContractAjv({ allErrors: false }),
  parameter: createContractAjv({ coerce: true }),
  response: createContractAjv(),
};

/**
 * Validators compiled once per process and schema text: every app of a process (the tests build one per file and
 * per setting) reuses them, where compiling the contract's schemas again costs about a second each time.
 */
const compiledValidators = new Map<string, ValidateFunction>();
// The same schema object asks again on every response checked: found without serialising it.
const validatorsBySchema = { body: new WeakMap(), largeBody: new WeakMap(), parameter: new WeakMap(), response: new WeakMap() } satisfies Record<
  keyof typeof validators,
  WeakMap<object, ValidateFunction>
>;
function compileOnce(kind: keyof typeof validators, schema: object): ValidateFunction {
  let validate = validatorsBySchema[kind].get(schema);
  if (validate) return validate;
  const key = `${kind} ${JSON.stringify(schema)}`;
  validate = compiledValidators.get(key) ?? validators[kind].compile(schema);
  compiledValidators.set(key, validate);
  validatorsBySchema[kind].set(schema, validate);
  return validate;
}

/** Builds the Fastify app: routes and validation from the contract, handlers by operationId. */
export async function buildApp({ db, config, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: requestForLog }, ...(logStream ? { stream: logStream } : {}) },
    // X-Forwarded-For names the client only when the connection comes from a configured proxy (none by default).
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: jsonBodyLimit,
    // The router's own refusals (a malformed URL, a path parameter past maxParamLength) in the error envelope too.
    frameworkErrors: replyWithError,
    // Slow headers and whole requests are cut off by Node; slow bodies by installBodyRate below.
    ...serverTimeouts(config.clientTimeouts),
  });
  installBodyRate(app, config.clientTimeouts);

  setRateLimitsEnabled(config.rateLimits);
  const devOidcSecret = newToken();
  // Uploads live in the data folder; a throwaway in-memory database gets a throwaway folder.
  const uploadDir = config.dataDir === 'memory://' ? mkdtempSync(join(tmpdir(), 'wl-api-')) : config.dataDir;
  const ctx: HandlerContext = {
    db,
    config,
    keys: await loadKeyRing(db, config.databaseUrl || config.dataDir === 'memory://' ? undefined : config.dataDir),
    catalogue: new Catalogue(db),
    uploadDir,
    // The development provider answers the relying party in process (see devOidcRoutes below).
    social: new SocialProviders(config, config.devOidc.enabled ? { clientSecret: devOidcSecret, fetch: inProcessFetch(app) } : undefined),
  };
  await ctx.catalogue.load();

  // Form-encoded bodies (e-mail reset, head icon) become plain objects, validated like JSON bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Picture uploads (multipart/form-data operations): bounded parsing, checked content, session before body.
  await registerMultipart(app, ctx);
  // Maintenance and region block (SITE_STATUS) refuse operations before anything else is checked.
  installSiteStatusGate(app, config.siteStatus, developmentOperationIds(contractDocuments));
  // Media types, body limits and the session check before the body is read (see transport.ts).
  const transport = installTransport(app, { documents: contractDocuments, authenticate: (request) => authenticate(ctx, request) });

  app.setValidatorCompiler(({ schema, httpPart, method, url }) => {
    if (httpPart !== 'body') return compileOnce('parameter', httpPart === 'headers' ? lowerCaseHeaderSchema(schema as Record<string, unknown>) : schema);
    return compileOnce((transport.bodyLimitOf(method, url) ?? jsonBodyLimit) > jsonBodyLimit ? 'largeBody' : 'body', schema);
  });

  if (config.validateResponses) installResponseValidation(app);

  app.setErrorHandler(replyWithError);
  installResponseHeaders(app);

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ success: false, code: 'URL_EMPTY', message: `No operation at ${request.method} ${request.url.split('?')[0]}` }),
  );

  const handlers: Record<string, unknown> = createHandlers(ctx);
  for (const document of contractDocuments) {
    const specification = config.production ? withoutDevelopmentOperations(document) : document;
    await app.register(openapiGlue, {
      specification,
      operationResolver: (operationId: string) =>
        (handlers[operationId] as RouteHandlerMethod | undefined) ??
        (async () => {
          throw new HttpError(501, 'NO_PERMISSION', `${operationId} is not available on the reference server yet`);
        }),
    });
  }
  // Images, the demo game and uploads: plain routes outside the contract, under /wps so that proxies pass them.
  await app.register(assetRoutes(ctx));
  await app.register(playRoutes(ctx));
  await app.register(chatRoomRoutes(ctx));
  await app.register(downloadRoutes(ctx));
  await app.register(payRoutes(ctx));
  // The development OpenID Connect provider: never in production unless DEV_OIDC=on says so.
  if (config.devOidc.enabled) {
    const provider = createDevProvider(config.devOidc.issuer, devOidcSecret);
    await app.register(devOidcRoutes(provider));
    // Beside the provider's mount (which parses no body): its sign-in forms are read like the server's other forms.
    await app.register(devSignInRoutes(provider, devOidcPath));
  }
  startScheduler(app, ctx, [approveManualDeposits, settleLotteries]);
  return app;
}

/**
 * Headers on every answer: `nosniff`, so a browser never reads an answer as another type than it says; `no-store` on
 * every answer to a request that carries a session (whatever a route chose: a member's answer is never kept by a
 * browser or a shared cache) and on every answer with no cache policy of its own (the contract's answers: logins and
 * renewals carry tokens). Public images and the anonymous catalogue keep the policies their routes set.
 */
function installResponseHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    if (request.headers.authorization !== undefined || !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** Node lower-cases incoming header names; the contract spells them `Merchant`, `Language`... */
function lowerCaseHeaderSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value])),
    ...(Array.isArray(schema.required) ? { required: (schema.required as string[]).map((name) => name.toLowerCase()) } : {}),
  };
}

/** In test mode every response is checked against the contract's schema for its status. */
function installResponseValidation(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    // Routes outside the contract (images, the demo game) have no schema to check against.
    if (!request.routeOptions.schema?.response) return payload;
    const responses = request.routeOptions.schema.response as Record<string, unknown> | undefined;
    const entry = (responses?.[String(reply.statusCode)] ?? responses?.default) as { content?: Record<string, { schema?: object }> } | undefined;
    const schema = entry?.content ? entry.content['application/json']?.schema : (entry as object | undefined);
    if (!schema) {
      if (reply.statusCode < 400) throw new Error(`No response schema for ${reply.statusCode} of ${request.routeOptions.url}`);
      return payload;
    }
    const validate = compileOnce('response', schema);
    if (!validate(payload)) {
      throw new Error(`Response ${reply.statusCode} of ${request.routeOptions.url} breaks the contract: ${validators.response.errorsText(validate.errors)}`);
    }
    return payload;
  });
}
