// A slow-body attack against the built servers: the reference API (PGlite in memory) and this
// server in front of it; BENCH_SLOW_CLIENTS (140) clients from BENCH_SLOW_ADDRESSES (50) loopback addresses
// (127.0.0.2...) each declare a body of BENCH_SLOW_LENGTH (60000) bytes and send one byte a second for
// BENCH_SLOW_SECONDS (20), reconnecting when cut off, while members (127.0.0.1) call the API through this
// server and directly. Prints the members' latencies: count, failures (no answer in 8 s or a 5xx), p50, p99, max.
// BENCH_ROOT measures another checkout's builds (before/after). Not part of the tests (it takes ~25 s).
import { connect } from 'node:net';
import { startApi, startSite, waitFor } from './servers.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT ?? 6711);
const apiPort = Number(process.env.BENCH_API_PORT ?? 6712);
const clients = Number(process.env.BENCH_SLOW_CLIENTS ?? 140);
const addresses = Number(process.env.BENCH_SLOW_ADDRESSES ?? 50);
const declaredLength = Number(process.env.BENCH_SLOW_LENGTH ?? 60_000);
const seconds = Number(process.env.BENCH_SLOW_SECONDS ?? 20);
const memberTimeoutMs = 8000;

/** One slow client: a POST declaring `declaredLength` bytes, sending one a second; reconnects when cut off. */
function slowClient(index, until) {
  const localAddress = `127.0.0.${2 + (index % addresses)}`;
  let cutOff = 0;
  const open = () => {
    if (Date.now() >= until) return;
    const socket = connect({ host: '127.0.0.1', port: webPort, localAddress });
    let ticker;
    socket.on('connect', () => {
      socket.write(
        `POST /wps/member/feedback HTTP/1.1\r\nHost: 127.0.0.1:${webPort}\r\nMerchant: lucky88\r\nContent-Type: application/json\r\nContent-Length: ${declaredLength}\r\n\r\n`,
      );
      ticker = setInterval(() => socket.write('x'), 1000);
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(ticker);
      cutOff += 1;
      setTimeout(open, 50);
    });
    stop.push(() => {
      clearInterval(ticker);
      socket.removeAllListeners('close');
      socket.destroy();
    });
  };
  open();
  return () => cutOff;
}
const stop = [];

/** Members' calls in a loop (4 at a time) until `until`: latency in ms, or Infinity without an answer in 8 s / with a 5xx. */
async function members(origin, until) {
  const latencies = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        try {
          const response = await fetch(`${origin}/wps/system/settings`, { headers: { merchant: 'lucky88' }, signal: AbortSignal.timeout(memberTimeoutMs) });
          await response.arrayBuffer();
          latencies.push(response.status < 500 ? performance.now() - started : Number.POSITIVE_INFINITY);
        } catch {
          latencies.push(Number.POSITIVE_INFINITY);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  return latencies;
}

function summary(label, latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'no answer');
  const failed = sorted.filter((value) => !Number.isFinite(value)).length;
  return `| ${label} | ${sorted.length} | ${failed} | ${ms(at(0.5))} | ${ms(at(0.99))} | ${ms(sorted.at(-1))} |`;
}

const api = startApi(apiPort);
const site = startSite(webPort, apiPort);
try {
  await waitFor(`http://127.0.0.1:${apiPort}/wps/system/status`, { child: api });
  await waitFor(`http://127.0.0.1:${webPort}/healthz`, { child: site });
  const quiet = await members(`http://127.0.0.1:${webPort}`, Date.now() + 3000);
  const until = Date.now() + seconds * 1000;
  const cutOffs = Array.from({ length: clients }, (_, index) => slowClient(index, until));
  // The attack takes a second to open its connections; members are measured from then on.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [proxied, direct] = await Promise.all([members(`http://127.0.0.1:${webPort}`, until), members(`http://127.0.0.1:${apiPort}`, until)]);
  for (const end of stop) end();
  const reconnects = cutOffs.reduce((sum, count) => sum + count(), 0);
  console.log(
    `${clients} slow clients from ${addresses} addresses, 1 byte/s, Content-Length ${declaredLength}, ${seconds} s (${reconnects} cut off by the server); members 4 at a time, 8 s timeout`,
  );
  console.log('| members’ calls | calls | failed | p50 | p99 | max |\n| --- | --- | --- | --- | --- | --- |');
  console.log(summary('through the site server, no attack', quiet));
  console.log(summary('through the site server, under attack', proxied));
  console.log(summary('to the API directly, under attack', direct));
} finally {
  for (const end of stop) end();
  site.kill();
  api.kill();
}
