import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let app: FastifyInstance;
let port: number;
const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];

beforeAll(async () => {
  server = await startTestServer();
  app = await server.withConfig({ HEADERS_TIMEOUT_MS: '1000', BODY_TIMEOUT_MS: '500', BODY_MIN_RATE: '100' });
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => server.close());
afterEach(() => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
});

/** Sends `head`, then `drip` every `everyMs`; resolves with what was answered when the server closes the connection. */
function client(head: string, drip: string, everyMs: number): Promise<{ text: string; closedAfterMs: number }> {
  const socket = connect({ host: '127.0.0.1', port });
  sockets.push(socket);
  return new Promise((resolve) => {
    let text = '';
    const startedAt = performance.now();
    socket.on('connect', () => {
      socket.write(head);
      timers.push(setInterval(() => socket.write(drip), everyMs));
    });
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ text, closedAfterMs: performance.now() - startedAt }));
  });
}

const post = (length: number) =>
  `POST /wps/session/login HTTP/1.1\r\nHost: 127.0.0.1\r\nMerchant: lucky88\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

describe('slow clients', () => {
  it('answers a body slower than the minimum rate 408 in the envelope and closes its connection', async () => {
    const { text, closedAfterMs } = await client(post(60_000), ' ', 1000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toMatch(/connection: close/i);
    expect(bodyOf(text)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(closedAfterMs).toBeLessThan(2500);
  });

  it('reads a body that keeps the minimum rate to its end', async () => {
    // 10 bytes every 50 ms (200 bytes/s, twice the minimum) for longer than the first allowance.
    const body = `{"type":"username","username":"${'a'.repeat(150)}"`;
    const socket = connect({ host: '127.0.0.1', port });
    sockets.push(socket);
    const text = await new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (/\r\n\r\n[\s\S]*\}$/.test(received)) resolve(received);
      });
      socket.on('connect', async () => {
        socket.write(post(body.length));
        for (let at = 0; at < body.length; at += 10) {
          socket.write(body.slice(at, at + 10));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
    });
    // The whole (malformed) body was read and judged: not cut off as slow.
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(text)).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'The body is not valid JSON' });
  });

  it('closes a connection whose headers do not arrive in time', async () => {
    const { text, closedAfterMs } = await client('GET /wps/system/status HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-a: b\r\n', 300);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it('reads the timeouts from the environment and refuses nonsense', () => {
    expect(readConfig({ BODY_MIN_RATE: '500', HEADERS_TIMEOUT_MS: '5000' }).clientTimeouts).toEqual({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 120_000,
      bodyTimeoutMs: 10_000,
      bodyMinRate: 500,
    });
    expect(() => readConfig({ BODY_MIN_RATE: '0' })).toThrow(/BODY_MIN_RATE/);
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
