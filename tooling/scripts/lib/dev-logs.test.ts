import { describe, expect, it } from 'vitest';
import { devLogFormatter } from './dev-logs.mjs';

const format = devLogFormatter();
const at = new Date(2026, 10, 29, 9, 5, 7).getTime();

describe('npm start’s server logs: one short line each for a person, JSON left to production', () => {
  it('prints a completed request as method, path, status and time, and drops its “incoming request” twin', () => {
    const base = { level: 30, time: at, pid: 1, hostname: 'vm', reqId: 'req-1' };
    expect(format(JSON.stringify({ ...base, req: { method: 'GET', url: '/wps/system/status' }, msg: 'incoming request' }))).toBeNull();
    const line = format(
      JSON.stringify({ ...base, req: { method: 'GET', url: '/wps/system/status' }, res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' }),
    );
    expect(line).toBe('[09:05:07] INFO: GET /wps/system/status 200 3 ms\n');
  });

  it('keeps a message’s own fields on its line, never the process or host', () => {
    const line = format(JSON.stringify({ level: 40, time: at, pid: 1, hostname: 'vm', origin: 'http://127.0.0.1:8787', msg: 'API origin down' }));
    expect(line).toBe('[09:05:07] WARN: API origin down {"origin":"http://127.0.0.1:8787"}\n');
  });

  it('passes a line that is not JSON through unchanged (a library’s own warning, Vite’s output)', () => {
    expect(format('oidc-provider WARNING: something')).toBe('oidc-provider WARNING: something\n');
    expect(format('{ not json')).toBe('{ not json\n');
  });
});
