import { connect, type Socket } from 'node:net';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { type ClientLimits, defaultClientLimits } from '../src/limits.js';
import { fakeUpstream, fixtureBuilds, type Fixture } from './fixtures.js';

let fixture: Fixture;
const started: FastifyInstance[] = [];
const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];
beforeAll(async () => {
  fixture = await fixtureBuilds();
});
afterAll(() => rmSync(fixture.dir, { recursive: true, force: true }));
afterEach(async () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(started.splice(0).map((app) => app.close()));
});

/** A stand-in API and this server in front of it, listening on a real port. */
async function frontDoor(limits: Partial<ClientLimits> = {}) {
  const upstream = await fakeUpstream('api-1');
  started.push(upstream.app);
  const { app } = await buildSiteServer({ ...fixture.config, apiOrigins: [upstream.origin], limits: { ...defaultClientLimits, ...limits } });
  started.push(app);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, upstream, origin, port: Number(new URL(origin).port) };
}

interface RawAnswer {
  /** The raw bytes answered ('' when the connection closed without an answer). */
  text: string;
  /** Milliseconds from the first byte sent until the connection closed. */
  closedAfterMs: number;
}

/**
 * A client on its own loopback address (127.0.0.x) that sends `head` at once, then `drip` one byte a
 * second; resolves when the server closes the connection.
 */
function slowClient(port: number, localAddress: string, head: string, drip = 'x'): { answer: Promise<RawAnswer>; socket: Socket } {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  sockets.push(socket);
  const answer = new Promise<RawAnswer>((resolve) => {
    let text = '';
    let startedAt = 0;
    socket.on('connect', () => {
      startedAt = performance.now();
      socket.write(head);
      timers.push(setInterval(() => socket.write(drip), 1000));
    });
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ text, closedAfterMs: performance.now() - startedAt }));
  });
  return { answer, socket };
}

const slowPost = (port: number, length: number) =>
  `POST /wps/member/feedback HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.ceil(share * values.length) - 1]!;

describe('slow and greedy clients', () => {
  it('answers other members in their normal time while 140 slow-body clients from 50 addresses run', async () => {
    const { port, origin, upstream } = await frontDoor();
    // The slow-body attack (1 byte/s, Content-Length 60000): enough clients to hold the whole 128-connection pool.
    for (let index = 0; index < 140; index += 1) slowClient(port, `127.0.0.${2 + (index % 50)}`, slowPost(port, 60_000));
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const latencies: number[] = [];
    const until = performance.now() + 5000;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (performance.now() < until) {
          const startedAt = performance.now();
          try {
            const response = await fetch(`${origin}/wps/games`, { headers: { host: 'lucky88.test' }, signal: AbortSignal.timeout(3000) });
            await response.arrayBuffer();
            latencies.push(response.status === 201 ? performance.now() - startedAt : Number.POSITIVE_INFINITY);
          } catch {
            latencies.push(Number.POSITIVE_INFINITY);
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
    expect(
      latencies.filter((latency) => !Number.isFinite(latency)),
      'calls without an answer',
    ).toEqual([]);
    expect(percentile(latencies, 0.99), 'p99 of the members’ calls (ms)').toBeLessThan(1000);
    expect(latencies.length).toBeGreaterThan(20);
    // No slow body reached the API: each holds a socket of this server, not an API connection.
    expect(upstream.seen.filter((seen) => seen.method === 'POST')).toEqual([]);
  }, 20_000);

  it('cuts off a body slower than the minimum rate with 408 in the envelope, before the API sees it', async () => {
    const { port, upstream } = await frontDoor({ bodyTimeoutMs: 500, bodyMinRate: 1000 });
    const { answer } = slowClient(port, '127.0.0.2', slowPost(port, 1000));
    const { text, closedAfterMs } = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toMatch(/connection: close/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(closedAfterMs).toBeLessThan(2500);
    expect(upstream.seen).toEqual([]);
  });

  it('passes a body sent in pieces faster than the minimum rate, byte for byte', async () => {
    const { port, upstream } = await frontDoor({ bodyTimeoutMs: 300, bodyMinRate: 100 });
    const body = JSON.stringify({ content: 'é'.repeat(40) });
    const length = Buffer.byteLength(body);
    const socket = connect({ host: '127.0.0.1', port });
    sockets.push(socket);
    const text = await new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (received.includes('\r\n\r\n')) resolve(received);
      });
      socket.on('connect', async () => {
        socket.write(slowPost(port, length));
        // 20 bytes every 100 ms: 200 bytes/s, twice the minimum, for longer than the first allowance.
        const bytes = Buffer.from(body);
        for (let at = 0; at < length; at += 20) {
          socket.write(bytes.subarray(at, at + 20));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
    });
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
    expect(upstream.seen[0]).toMatchObject({ method: 'POST', body });
  });

  it('closes a connection whose headers do not arrive in time', async () => {
    const { port } = await frontDoor({ headersTimeoutMs: 1000 });
    const { answer } = slowClient(port, '127.0.0.3', `GET /wps/games HTTP/1.1\r\nHost: 127.0.0.1\r\n`, 'X-a: b\r\n');
    const { text, closedAfterMs } = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it('refuses an address its requests beyond its share in flight, not the other addresses', async () => {
    const { port, origin } = await frontDoor({ clientConcurrency: 2 });
    slowClient(port, '127.0.0.4', slowPost(port, 1000));
    slowClient(port, '127.0.0.4', slowPost(port, 1000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const third = await new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.4' });
      sockets.push(socket);
      socket.on('connect', () => socket.write(`GET /wps/games HTTP/1.1\r\nHost: lucky88.test\r\n\r\n`));
      socket.on('data', (chunk) => resolve(chunk.toString()));
    });
    expect(third).toMatch(/^HTTP\/1\.1 429 /);
    expect(third).toMatch(/retry-after: 1/i);
    expect(JSON.parse(third.slice(third.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Another address (here 127.0.0.1) is served as usual.
    expect((await fetch(`${origin}/wps/games`)).status).toBe(201);
  });

  it('limits the requests one address starts per window, in the envelope', async () => {
    const { app } = await frontDoor({ clientRateMax: 3, clientRateWindowMs: 60_000 });
    const call = (remoteAddress: string) => app.inject({ url: '/wps/games', remoteAddress, headers: { host: 'lucky88.test' } });
    for (let index = 0; index < 3; index += 1) expect((await call('198.51.100.1')).statusCode).toBe(201);
    const refused = await call('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('198.51.100.2')).statusCode).toBe(201);
    // The sites' own files are not counted.
    expect((await app.inject({ url: '/m/home', remoteAddress: '198.51.100.1', headers: { host: 'lucky88.test' } })).statusCode).toBe(200);
  });

  it('answers 503 SYSTEM_BUSY fast when no API connection frees up in time', async () => {
    const { app } = await frontDoor({ upstreamConnections: 1, proxyQueueTimeoutMs: 200 });
    const holding = app.inject({ url: '/wps/slow', headers: { host: 'lucky88.test' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const startedAt = performance.now();
    const busy = await app.inject({ url: '/wps/games', headers: { host: 'lucky88.test' } });
    expect(performance.now() - startedAt).toBeLessThan(1000);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toMatchObject({ success: false, code: 'SYSTEM_BUSY' });
    // The held call ends at the proxy's own timeout (2 s in the fixture), which frees its connection.
    expect((await holding).statusCode).toBe(504);
    // The connection is free again: the next call goes through.
    expect((await app.inject({ url: '/wps/games', headers: { host: 'lucky88.test' } })).statusCode).toBe(201);
  });

  it('refuses a body larger than the limit with 413 in the envelope', async () => {
    const { app, upstream } = await frontDoor({ proxyBodyLimit: 1024 });
    const response = await app.inject({
      method: 'POST',
      url: '/wps/member/feedback',
      headers: { host: 'lucky88.test', 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'x'.repeat(2000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'REQUEST_TOO_LARGE' });
    expect(upstream.seen).toEqual([]);
  });

  it('reads the limits from the environment and refuses nonsense', () => {
    const sites = '{"sites":[{"merchant":"a","hosts":["a.test"],"member":"a"}]}';
    expect(readConfig({ SITES: sites }).limits).toEqual(defaultClientLimits);
    expect(readConfig({ SITES: sites, CLIENT_CONCURRENCY: '4', PROXY_QUEUE_TIMEOUT_MS: '500' }).limits).toMatchObject({
      clientConcurrency: 4,
      proxyQueueTimeoutMs: 500,
      upstreamConnections: 128,
    });
    expect(() => readConfig({ SITES: sites, BODY_MIN_RATE: '0' })).toThrow(/BODY_MIN_RATE/);
    expect(() => readConfig({ SITES: sites, CLIENT_RATE_MAX: 'many' })).toThrow(/CLIENT_RATE_MAX/);
  });
});
