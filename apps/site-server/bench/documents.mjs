// Document throughput (a benchmark, not a test): the built reference API (PGlite in memory, demo data) and this
// server on the workspace's builds, then autocannon against lucky88's pages as a browser asks for them (brotli,
// 50 connections, BENCH_SECONDS (10) per case, load generator on the same machine). Cases: /m/home, /m/slot-games
// and /m/activity from one address; /m/home for a new visitor address on every request (X-Forwarded-For from a
// trusted proxy: each one's site status is asked of the API); /m/home revalidated with its ETag (304).
// Prints requests/s, p50, p99 and non-2xx/3xx per case. Build first: pnpm turbo run build --filter=@whitelabel/site-server...
// BENCH_ROOT measures another checkout's builds (before/after); BENCH_CONNECTIONS changes the connections.
import autocannon from 'autocannon';
import { startApi, startSite, waitFor } from './servers.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT ?? 6721);
const apiPort = Number(process.env.BENCH_API_PORT ?? 6722);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

// Production settings, demo data, no response validation: what an operator runs.
const api = startApi(apiPort, { NODE_ENV: 'production', SEED_DEMO: '1', VALIDATE_RESPONSES: '' });
// The load generator stands in for a proxy in front of this server (127.0.0.1 trusted): its X-Forwarded-For names the visitor.
const site = startSite(webPort, apiPort, { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' });

const origin = `http://127.0.0.1:${webPort}`;
const browser = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
let visitor = 0;
const newVisitor = (request) => {
  visitor += 1;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` } };
};

try {
  await waitFor(`http://127.0.0.1:${apiPort}/wps/system/status`, { child: api });
  // Ready once the document carries boot data (the API answered the site server).
  await waitFor(`${origin}/m/home`, { child: site, ready: (response) => response.ok && response.headers.get('etag') !== null });
  const home = await fetch(`${origin}/m/home`, { headers: browser });
  const etag = home.headers.get('etag');
  const size = (await home.arrayBuffer()).byteLength;
  const cases = [
    { name: '/m/home', path: '/m/home', headers: browser },
    { name: '/m/slot-games', path: '/m/slot-games', headers: browser },
    { name: '/m/activity', path: '/m/activity', headers: browser },
    { name: '/m/home, a new visitor each', path: '/m/home', headers: browser, setupRequest: newVisitor },
    { name: '/m/home, If-None-Match (304)', path: '/m/home', headers: { ...browser, 'if-none-match': etag } },
  ];
  console.log(`site-server documents: lucky88, ${connections} connections, ${seconds} s per case, brotli; /m/home ${size} bytes decoded`);
  console.log('| case | req/s | p50 | p99 | other than 2xx/304 |\n| --- | --- | --- | --- | --- |');
  for (const entry of cases) {
    const result = await autocannon({
      url: `${origin}${entry.path}`,
      requests: [{ method: 'GET', headers: entry.headers, ...(entry.setupRequest ? { setupRequest: entry.setupRequest } : {}) }],
      connections,
      duration: seconds,
    });
    const unexpected = result.errors + result.timeouts + result.non2xx - (entry.name.includes('304') ? result['3xx'] : 0);
    console.log(`| ${entry.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${unexpected} |`);
  }
} finally {
  site.kill();
  api.kill();
}
