// Writes each contract document as one self-contained JSON file into dist/ (lgw.yaml's references to
// wps.yaml's shared components are bundled in), for consumers that should not parse YAML or follow
// references across files at run time: the server, the client's schema tests and the mocks.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { documents } from './operations.mjs';

const redocly = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));
mkdirSync(new URL('../dist/', import.meta.url), { recursive: true });
for (const url of documents) {
  const name = url.pathname
    .split('/')
    .pop()
    .replace(/\.yaml$/, '.json');
  const output = fileURLToPath(new URL(`../dist/${name}`, import.meta.url));
  const result = spawnSync(redocly, ['bundle', fileURLToPath(url), '--output', output, '--ext', 'json'], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    process.exit(result.status ?? 1);
  }
  console.info(`dist/${name}`);
}
