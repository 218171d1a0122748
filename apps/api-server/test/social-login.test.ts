import { spawnSync } from 'node:child_process';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { devRedirectAllowed } from '../src/services/social/dev-provider.js';
import { login, startTestServer, type TestServer } from './helpers.js';

/** The cookies of one browser: every Set-Cookie kept by name (paths ignored; the provider checks its signatures). */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  private keep(response: LightMyRequestResponse) {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    return response;
  }

  async request(method: 'GET' | 'POST', address: string, options: { payload?: string | object; headers?: Record<string, string> } = {}) {
    const url = new URL(address, 'http://localhost');
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const contentType = typeof options.payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {};
    return this.keep(
      await this.app.inject({
        method,
        url: `${url.pathname}${url.search}`,
        headers: { host: url.host, ...(cookie ? { cookie } : {}), ...contentType, ...options.headers },
        ...(options.payload !== undefined ? { payload: options.payload } : {}),
      }),
    );
  }

  /** Follows the provider's redirects until one leaves it (the relying party's callback) or a page is shown. */
  async follow(address: string): Promise<{ url: string; response: LightMyRequestResponse }> {
    let url = address;
    for (;;) {
      const response = await this.request('GET', url);
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string') return { url, response };
      const next = new URL(location, url).href;
      if (new URL(next).pathname === '/wps/session/social/callback') return { url: next, response };
      url = next;
    }
  }
}

const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Start on the member site's host, sign in at the development provider as `account`, then consent or cancel. */
async function throughProvider(browser: Browser, account: string, choice: 'consent' | 'cancel' = 'consent', token?: string) {
  const start = await browser.request('POST', 'http://localhost/wps/session/social/line', {
    headers: { merchant: 'lucky88', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(start.statusCode).toBe(200);
  const authorizationUrl = new URL(start.json<{ value: { authorizationUrl: string } }>().value.authorizationUrl);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizationUrl.searchParams.get('state')).toBeTruthy();
  expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();
  expect(authorizationUrl.searchParams.get('redirect_uri')).toBe('http://localhost/wps/session/social/callback');
  const loginPage = await browser.follow(authorizationUrl.href);
  expect(loginPage.response.body).toContain('name="login"');
  const loginAction = new URL(formAction(loginPage.response.body), loginPage.url).href;
  const afterLogin = await browser.request('POST', loginAction, {
    payload: new URLSearchParams({ prompt: 'login', login: account, password: 'any' }).toString(),
  });
  const consentPage = await browser.follow(new URL(afterLogin.headers.location as string, loginAction).href);
  expect(consentPage.response.body).toContain('value="consent"');
  if (choice === 'cancel') {
    const abort = /href="([^"]*\/abort)"/.exec(consentPage.response.body)?.[1] ?? '';
    return browser.follow(new URL(abort, consentPage.url).href);
  }
  const consentAction = new URL(formAction(consentPage.response.body), consentPage.url).href;
  const afterConsent = await browser.request('POST', consentAction, { payload: 'prompt=consent' });
  return browser.follow(new URL(afterConsent.headers.location as string, consentAction).href);
}

async function callback(browser: Browser, url: string) {
  const response = await browser.request('GET', url);
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string, 'http://localhost').hash.slice(1);
}

async function redeem(browser: Browser, fragment: string) {
  const ticket = new URLSearchParams(fragment).get('socialTicket') ?? '';
  return browser.request('POST', 'http://localhost/wps/session/social/ticket', { payload: { ticket }, headers: { merchant: 'lucky88' } });
}

describe('social login through the development OpenID Connect provider (2.149)', () => {
  it('creates a member on the first login and signs the same member in the next time', async () => {
    const first = new Browser(server.app);
    const back = await throughProvider(first, 'alice');
    expect(new URL(back.url).searchParams.get('code')).toBeTruthy();
    const fragment = await callback(first, back.url);
    expect(fragment).toMatch(/^socialTicket=/);
    const session = await redeem(first, fragment);
    expect(session.statusCode).toBe(200);
    const value = session.json<{ value: { userName: string; type: number; firstTimeLogin: boolean } }>().value;
    expect(value).toMatchObject({ type: 0, firstTimeLogin: true });
    expect(value.userName).toMatch(/^line[a-z0-9]{1,10}$/);
    // The ticket works once.
    expect((await redeem(first, fragment)).statusCode).toBe(404);

    const second = new Browser(server.app);
    const again = await redeem(second, await callback(second, (await throughProvider(second, 'alice')).url));
    expect(again.json<{ value: { userName: string; firstTimeLogin: boolean } }>().value).toMatchObject({ userName: value.userName, firstTimeLogin: false });
    const other = new Browser(server.app);
    const bob = await redeem(other, await callback(other, (await throughProvider(other, 'bob')).url));
    expect(bob.json<{ value: { userName: string } }>().value.userName).not.toBe(value.userName);
  });

  it('links the provider account to the signed-in member who started the flow', async () => {
    const token = await login(server.app, 'member0');
    const browser = new Browser(server.app);
    const fragment = await callback(browser, (await throughProvider(browser, 'member0-line', 'consent', token)).url);
    expect((await redeem(browser, fragment)).json<{ value: { userName: string } }>().value.userName).toBe('member0');
    // The same provider account cannot then be linked to someone else.
    const other = new Browser(server.app);
    const otherToken = await login(server.app, 'member4');
    expect(await callback(other, (await throughProvider(other, 'member0-line', 'consent', otherToken)).url)).toBe('socialError=linkedElsewhere');
  });

  it('comes back to the login screen with a reason when consent is denied, the state is wrong or the browser differs', async () => {
    const denied = new Browser(server.app);
    const cancelled = await throughProvider(denied, 'carol', 'cancel');
    expect(new URL(cancelled.url).searchParams.get('error')).toBe('access_denied');
    expect(await callback(denied, cancelled.url)).toBe('socialError=cancelled');

    const tampered = new Browser(server.app);
    const back = new URL((await throughProvider(tampered, 'dave')).url);
    back.searchParams.set('state', 'forged');
    expect(await callback(tampered, back.href)).toBe('socialError=failed');

    // A callback carried to another browser (login CSRF) fails: the flow is bound to the starting browser's cookie.
    const victim = new Browser(server.app);
    const stolen = (await throughProvider(new Browser(server.app), 'mallory')).url;
    expect(await callback(victim, stolen)).toBe('socialError=failed');
    // A callback with nothing at all is not a server error either.
    expect(await callback(new Browser(server.app), 'http://localhost/wps/session/social/callback')).toBe('socialError=failed');
  });

  it('refuses a switched-off provider, an unknown ticket and, in production, has no development provider', async () => {
    const browser = new Browser(server.app);
    // lucky88 has Google login switched off.
    expect((await browser.request('POST', 'http://localhost/wps/session/social/google', { headers: { merchant: 'lucky88' } })).json()).toMatchObject({
      code: 'NO_PERMISSION',
    });
    expect(
      (await browser.request('POST', 'http://localhost/wps/session/social/ticket', { payload: { ticket: 'nope' }, headers: { merchant: 'lucky88' } }))
        .statusCode,
    ).toBe(404);

    expect(readConfig({ NODE_ENV: 'production' }).devOidc.enabled).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', DEV_OIDC: 'on' }).devOidc.enabled).toBe(true);
    expect(readConfig({ DEV_OIDC: 'off' }).devOidc.enabled).toBe(false);
    const production = await server.withConfig({ NODE_ENV: 'production' });
    expect((await production.inject({ method: 'GET', url: '/wps/dev/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
    const start = await production.inject({ method: 'POST', url: '/wps/session/social/line', headers: { merchant: 'lucky88' } });
    expect(start.statusCode).toBe(403);
  });

  it('serves its own sign-in and consent pages: labelled, nothing loaded from elsewhere, a strict CSP, a clear refusal', async () => {
    const browser = new Browser(server.app);
    const start = await browser.request('POST', 'http://localhost/wps/session/social/line', { headers: { merchant: 'lucky88' } });
    const loginPage = await browser.follow(start.json<{ value: { authorizationUrl: string } }>().value.authorizationUrl);
    const pages = [loginPage.response];
    expect(loginPage.response.body).toMatch(/<label for="login">Login name<\/label><input id="login" name="login"/);
    const loginAction = new URL(formAction(loginPage.response.body), loginPage.url).href;
    // An empty name is refused with a reason, and the sign-in stays open.
    const empty = await browser.request('POST', loginAction, { payload: 'login=%20' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Enter a login name');
    pages.push(empty);
    const afterLogin = await browser.request('POST', loginAction, { payload: 'login=pages-check' });
    const consentPage = await browser.follow(new URL(afterLogin.headers.location as string, loginAction).href);
    expect(consentPage.response.body).toContain('<strong>pages-check</strong>');
    // Consenting redirects to the site's callback: the one origin besides its own that its form may lead to.
    expect(consentPage.response.headers['content-security-policy']).toContain("form-action 'self' http://localhost;");
    pages.push(consentPage.response);
    for (const page of pages) {
      // No web font or other address to fetch: the provider's built-in pages imported one from the internet.
      expect(page.body).not.toMatch(/@import|https?:\/\/|<script/);
      expect(page.headers['content-security-policy']).toMatch(/default-src 'none'.*form-action 'self'/);
      expect(page.headers['cache-control']).toBe('no-store');
    }
    // A finished or unknown interaction is a page that says so, not the provider's error.
    const stale = await browser.request('GET', 'http://localhost/wps/dev/oidc/interaction/unknown-uid');
    expect(stale.statusCode).toBe(410);
    expect(stale.body).toContain('Sign-in expired');
  });

  it('starts without a warning from the provider package (supported Node, own keys and storage)', async () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const { createDevProvider } = await import('../src/services/social/dev-provider.js');
      createDevProvider('http://127.0.0.1:8787/wps/dev/oidc', 'secret');
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((line) => String(line).includes('oidc-provider'))).toEqual([]);
    // Loading the package checks the runtime (9.x wants Node 22): on the Node this workspace supports, it says nothing.
    const loaded = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('oidc-provider')"], { cwd: import.meta.dirname, encoding: 'utf8' });
    expect({ status: loaded.status, output: `${loaded.stdout}${loaded.stderr}` }).toEqual({ status: 0, output: '' });
  });

  it('accepts the development callback only on local hosts and the callback path', () => {
    expect(devRedirectAllowed('http://127.0.0.1:6602/wps/session/social/callback')).toBe(true);
    expect(devRedirectAllowed('http://goldenlotus.localhost:5173/wps/session/social/callback')).toBe(true);
    expect(devRedirectAllowed('https://evil.example/wps/session/social/callback')).toBe(false);
    expect(devRedirectAllowed('http://127.0.0.1/elsewhere')).toBe(false);
  });
});
