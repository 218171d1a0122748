import { buildSiteServer } from './app.js';
import { readConfig } from './config.js';

const config = readConfig();
const { app, drain } = await buildSiteServer(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing the requests in flight, then closing`);
  // Readiness fails at once (a load balancer stops sending), new connections are refused, requests in
  // flight are answered; a stuck one does not hold the process beyond 10 s.
  drain();
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `sites: ${config.sites.map((site) => `${site.merchant} (${site.hosts.join(', ')})`).join('; ')}${config.defaultMerchant ? `; other hosts: ${config.defaultMerchant}` : ''}; API: ${config.apiOrigins.join(', ')}`,
);
