#!/usr/bin/env node
// Runs one Playwright suite as several processes side by side, one per group of merchants, each with its own
// reference server (its own in-memory database) on its own port: journeys of different merchants never share
// an account, so they can run at once, while the journeys of one merchant stay in order.
//
//   node playwright-streams.mjs <streams.json> [-- playwright args]
//
// <streams.json> is the app's list of groups, a JSON array of arrays of merchant codes (apps/member-web/e2e/streams.json:
// its Playwright config checks that every build it knows is in exactly one group).
//
// Each stream gets E2E_MERCHANTS=<group> and its server's port E2E_API_PORT=<base - index> (base from E2E_API_PORT,
// else 8797; counting down keeps clear of the next suite's ports, 8798 and up), and writes
// reports/e2e.<first merchant>.json and its traces in test-results/<first merchant>. E2E_STREAMS=1 runs the groups
// one after another instead. Exits with the first non-zero exit code.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const separator = process.argv.indexOf('--');
const [streamsFile, ...unexpected] = (separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator)).filter(Boolean);
const extra = separator === -1 ? [] : process.argv.slice(separator + 1);
if (!streamsFile || unexpected.length) {
  console.error('usage: playwright-streams.mjs <streams.json> [-- playwright args]');
  process.exit(2);
}
const groups = readGroups(streamsFile);
const baseApiPort = Number(process.env.E2E_API_PORT ?? 8797);
const sideBySide = process.env.E2E_STREAMS !== '1';
const colours = [36, 35, 33, 32];
mkdirSync('reports', { recursive: true });

function runStream(group, index) {
  const name = group.split(',')[0];
  const prefix = `\x1b[${colours[index % colours.length]}m[${name}]\x1b[0m `;
  const env = {
    ...process.env,
    E2E_MERCHANTS: group,
    E2E_API_PORT: String(baseApiPort - index),
    E2E_REPORT: `reports/e2e.${name}.json`,
    E2E_RESULTS_DIR: `test-results/${name}`,
  };
  return new Promise((resolve) => {
    const child = spawn('./node_modules/.bin/playwright', ['test', ...extra], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    // Whole lines with the stream's name, so that two streams' output stays readable when interleaved.
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => pending && process.stdout.write(`${prefix}${pending}\n`));
    }
    child.on('error', (error) => {
      console.error(`${prefix}could not start Playwright: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let codes;
if (sideBySide) codes = await Promise.all(groups.map(runStream));
else {
  codes = [];
  for (const [index, group] of groups.entries()) codes.push(await runStream(group, index));
}
process.exit(codes.find((code) => code !== 0) ?? 0);

/** The groups of a streams file, each as E2E_MERCHANTS writes it (codes joined by commas); exits on a malformed file. */
function readGroups(file) {
  let streams;
  try {
    streams = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`playwright-streams: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  const wellFormed =
    Array.isArray(streams) &&
    streams.length > 0 &&
    streams.every((group) => Array.isArray(group) && group.length > 0 && group.every((code) => typeof code === 'string' && /^[a-z0-9-]+$/.test(code)));
  if (!wellFormed) {
    console.error(`playwright-streams: ${file} must be a non-empty array of non-empty arrays of merchant codes, e.g. [["a"], ["b", "c"]]`);
    process.exit(2);
  }
  return streams.map((group) => group.join(','));
}
