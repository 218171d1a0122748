import { randomUUID } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { CompactEncrypt, importJWK } from 'jose';
import pg from 'pg';
import { allMerchantSettings } from '@whitelabel/merchants';

/** What the multi-instance journeys and the fault drills share: API instances, a member's browser, the ledger check. */

export interface Instance {
  child: ChildProcess;
  origin: string;
  /** Requests this instance answered (counted from its log). */
  answered: number;
  output: string;
}

export async function waitFor(url: string, instance: Instance, timeoutMs = 200_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`${url}: the instance exited (${instance.child.exitCode}):\n${instance.output}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${instance.output}`);
}

/** An API server instance from apps/api-server/dist on `databaseUrl`, its uploads and keys in `dataDir`. */
export function startInstance(port: number, databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Instance {
  const child = spawn(process.execPath, ['../api-server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // The site server is the only peer whose X-Forwarded-For is believed.
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { child, origin: `http://127.0.0.1:${port}`, answered: 0, output: '' };
  const read = (chunk: Buffer) => {
    const text = chunk.toString();
    instance.output = (instance.output + text).slice(-20_000);
    instance.answered += text.split('\n').filter((line) => line.includes('"request completed"')).length;
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  return instance;
}

/** Ends an instance: SIGTERM (a graceful stop) unless told otherwise; resolves once it has exited. */
export function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise<void>((resolve) => {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) return resolve();
    instance.child.once('exit', () => resolve());
    instance.child.kill(signal);
  });
}

/** A fresh database `name` on the cluster at `rootUrl`; returns its URL. */
export async function createDatabase(rootUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: rootUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(rootUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Wallets whose balance differs from the sum of their ledger or from its last balance_after (the money tests' check). */
export async function ledgerMismatches(databaseUrl: string): Promise<unknown[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const mismatched = await db.query(
      `select m.username, w.balance, coalesce(sum(l.amount), 0) as ledger,
              (select l2.balance_after from ledger l2 where l2.member_id = w.member_id order by l2.id desc limit 1) as last_after
         from wallets w join members m on m.id = w.member_id left join ledger l on l.member_id = w.member_id
        group by m.username, w.balance, w.member_id
       having w.balance <> coalesce(sum(l.amount), 0)
           or w.balance <> coalesce((select l2.balance_after from ledger l2 where l2.member_id = w.member_id order by l2.id desc limit 1), 0)`,
    );
    return mismatched.rows;
  } finally {
    await db.end();
  }
}

/**
 * The merchant the drills play as, read from the catalogue: the first seeded folder (lowest seed slot) whose
 * registration takes a user name, as the journeys register.
 */
const played = allMerchantSettings()
  .filter((settings) => settings.register.usernameRegistration)
  .sort((a, b) => a.seedSlot - b.seedSlot)[0];
if (!played) throw new Error('No merchant folder registers by user name: the multi-instance journeys need one');
export const playedMerchant = played.code;
/** Its production domain, where its pages' addresses (registration, payment return) point. */
export const playedDomain = played.mainDomain;

export interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

/** A member's browser: its own address, its token once logged in; every request goes through the site server. */
export function client(siteOrigin: string, address: string) {
  let token: string | undefined;
  const headers = (extra: Record<string, string> = {}) => ({
    merchant: playedMerchant,
    'x-forwarded-for': address,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  const request = async <T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${siteOrigin}${path}`, {
      method,
      headers: headers(body === undefined ? extra : { 'content-type': 'application/json', ...extra }),
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as Envelope<T>, location: response.headers.get('location') };
  };
  const encrypted = async <T>(method: string, path: string, payload: unknown) => {
    const key = (await request<{ kid: string; jwk: Record<string, string>; serverTime: string }>('GET', '/wps/system/encryptionKey')).body.value;
    // As the client does: a one-time id and the server's time in the protected header (replay protection).
    const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({
        alg: 'RSA-OAEP-256',
        enc: 'A256GCM',
        kid: key.kid,
        jti: randomUUID().replaceAll('-', ''),
        iat: Math.floor(Date.parse(key.serverTime) / 1000),
      })
      .encrypt(await importJWK(key.jwk, 'RSA-OAEP-256'));
    return request<T>(method, path, { payload: jwe }, { encryption: 'JWE-RSA-OAEP-256-A256GCM' });
  };
  const captcha = async () => {
    const { captchaKey } = (await request<{ captchaKey: string }>('GET', '/wps/captcha')).body.value;
    const { answer } = (await request<{ answer: string }>('GET', `/wps/dev/captcha/${captchaKey}`)).body.value;
    return { captchaKey, captcha: answer };
  };
  return {
    request,
    encrypted,
    captcha,
    setToken: (value: string | undefined) => {
      token = value;
    },
  };
}

export const cents = (amount: string) => Math.round(Number(amount) * 100);
