import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '../html.js';

/** Where the development provider's sign-in and consent pages live, under the provider's own path. */
export const devInteractionPath = (mountPath: string, uid: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}`;

/** The longest login name the sign-in page takes: it becomes the account's subject at the provider. */
const maxLoginLength = 64;

interface PageParts {
  title: string;
  body: string;
  /** Origins the page's forms may post to or be redirected to, beside its own. */
  formOrigins?: readonly string[];
}

/**
 * One small page of the development provider: self-contained (no web font, no image, no script), with a strict CSP
 * whose nonce lets only its own style in. The provider's built-in pages import a web font from the internet, which
 * logged a failed name look-up on every sign-in offline; these stand in for them.
 */
function sendPage(reply: FastifyReply, { title, body, formOrigins = [] }: PageParts, status = 200) {
  const nonce = randomBytes(16).toString('base64');
  const formAction = ["'self'", ...formOrigins].join(' ');
  return reply
    .code(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; img-src data:; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="data:,">
<style nonce="${nonce}">
body{margin:0;padding:0 16px;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#16181d}
main{max-width:360px;margin:32px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0003}
h1{font-size:22px;margin:0 0 8px}
p{margin:0 0 16px;color:#3d4350}
label{display:block;font-weight:600;margin-bottom:4px}
input{box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;font:inherit;border:1px solid #6b7280;border-radius:8px;margin-bottom:16px}
.actions{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
button{min-height:44px;padding:8px 24px;font:inherit;font-weight:600;border:0;border-radius:22px;background:#1d4ed8;color:#fff;cursor:pointer}
a{color:#1d4ed8;min-height:44px;display:inline-flex;align-items:center}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`);
}

/** Reads the interaction the browser's cookie names; a page that says so when it has expired or never existed. */
async function interactionOf(provider: Provider, request: { raw: Parameters<Provider['interactionDetails']>[0] }, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch {
    return undefined;
  }
}

const expiredPage: PageParts = {
  title: 'Sign-in expired',
  body: `<h1>Sign-in expired</h1><p>This sign-in is no longer open. Go back to the site and choose the login button again.</p>`,
};

const clientNameOf = async (provider: Provider, clientId: unknown) =>
  (typeof clientId === 'string' ? (await provider.Client.find(clientId))?.clientName : undefined) ?? 'the site';

const originOf = (value: unknown) => (typeof value === 'string' && URL.canParse(value) ? new URL(value).origin : undefined);

/**
 * The development provider's sign-in (any login name signs in: it becomes the subject) and consent (continue, or
 * cancel: access_denied) pages, as an operator's own interaction pages would be: oidc-provider's development
 * interactions are not meant to be served, and theirs load a web font from the internet.
 */
export function devSignInRoutes(provider: Provider, mountPath: string) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid`, async (request, reply) => {
      const interaction = await interactionOf(provider, request, reply);
      if (!interaction || interaction.uid !== request.params.uid) return sendPage(reply, expiredPage, 410);
      const clientName = escapeHtml(await clientNameOf(provider, interaction.params.client_id));
      const action = devInteractionPath(mountPath, interaction.uid);
      const cancel = `<a href="${action}/abort">Cancel</a>`;
      const formOrigins = [originOf(interaction.params.redirect_uri)].filter((origin): origin is string => origin !== undefined);
      if (interaction.prompt.name === 'login') {
        return sendPage(reply, {
          title: 'Sign in',
          formOrigins,
          body: `<h1>Sign in</h1><p>${clientName}, the reference server's development provider: any login name signs in, and is the account's name here.</p>
<form method="post" action="${action}/login"><input type="hidden" name="prompt" value="login">
<label for="login">Login name</label><input id="login" name="login" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="${maxLoginLength}" autofocus>
<div class="actions"><button type="submit">Sign in</button>${cancel}</div></form>`,
        });
      }
      const account = escapeHtml(interaction.session?.accountId ?? '');
      return sendPage(reply, {
        title: 'Continue to the site',
        formOrigins,
        body: `<h1>Continue to the site?</h1><p>${clientName} will receive your name at this provider${account ? ` (<strong>${account}</strong>)` : ''}.</p>
<form method="post" action="${action}/confirm"><input type="hidden" name="prompt" value="consent">
<div class="actions"><button type="submit" autofocus>Continue</button>${cancel}</div></form>`,
      });
    });

    app.post<{ Params: { uid: string }; Body: { login?: unknown } | undefined }>(`${mountPath}/interaction/:uid/login`, async (request, reply) => {
      const interaction = await interactionOf(provider, request, reply);
      if (!interaction || interaction.uid !== request.params.uid || interaction.prompt.name !== 'login') return sendPage(reply, expiredPage, 410);
      const login = typeof request.body?.login === 'string' ? request.body.login.trim() : '';
      if (login === '' || login.length > maxLoginLength) {
        return sendPage(
          reply,
          {
            title: 'Sign in',
            body: `<h1>Sign in</h1><p role="alert">Enter a login name of 1 to ${maxLoginLength} characters.</p><p><a href="${devInteractionPath(mountPath, interaction.uid)}">Try again</a></p>`,
          },
          400,
        );
      }
      const next = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: login } }, { mergeWithLastSubmission: false });
      return reply.redirect(next, 303);
    });

    app.post<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid/confirm`, async (request, reply) => {
      const interaction = await interactionOf(provider, request, reply);
      const accountId = interaction?.session?.accountId;
      if (!interaction || interaction.uid !== request.params.uid || interaction.prompt.name !== 'consent' || !accountId) {
        return sendPage(reply, expiredPage, 410);
      }
      const { details } = interaction.prompt;
      const grant = interaction.grantId
        ? ((await provider.Grant.find(interaction.grantId)) ?? new provider.Grant({ accountId, clientId: String(interaction.params.client_id) }))
        : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
      const missingScope = details.missingOIDCScope as string[] | undefined;
      const missingClaims = details.missingOIDCClaims as string[] | undefined;
      if (missingScope) grant.addOIDCScope(missingScope.join(' '));
      if (missingClaims) grant.addOIDCClaims(missingClaims);
      const grantId = await grant.save();
      const next = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return reply.redirect(next, 303);
    });

    app.get<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid/abort`, async (request, reply) => {
      const interaction = await interactionOf(provider, request, reply);
      if (!interaction || interaction.uid !== request.params.uid) return sendPage(reply, expiredPage, 410);
      const next = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(next, 303);
    });
  };
}

/** The provider's own error page (a bad request to it), in the same self-contained form as the sign-in pages. */
export function renderDevError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
  ctx.type = 'html';
  ctx.set('cache-control', 'no-store');
  ctx.set('content-security-policy', "default-src 'none'; img-src data:; base-uri 'none'; frame-ancestors 'none'");
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign-in error</title><link rel="icon" href="data:,"></head>
<body><main><h1>Sign-in error</h1><p>${escapeHtml(out.error)}${out.error_description ? `: ${escapeHtml(out.error_description)}` : ''}</p></main></body></html>`;
}
