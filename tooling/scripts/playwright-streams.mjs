#!/usr/bin/env node
// Runs one Playwright suite as several processes side by side, one per group of merchants, each with its own
// reference server (its own in-memory database) on its own port: journeys of different merchants never share
// an account, so they can run at once, while the journeys of one merchant stay in order.
//
//   node playwright-streams.mjs <merchant> <merchant>,<merchant> [-- playwright args]   (the package.json of the app names them)
//
// Each stream gets E2E_MERCHANTS=<group> and its server's port E2E_API_PORT=<base - index> (base from E2E_API_PORT,
// else 8797; counting down keeps clear of the next suite's ports, 8798 and up), and writes
// reports/e2e.<first merchant>.json and its traces in test-results/<first merchant>. E2E_STREAMS=1 runs the groups
// one after another instead. Exits with the first non-zero exit code.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const separator = process.argv.indexOf('--');
const groups = (separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator)).filter(Boolean);
const extra = separator === -1 ? [] : process.argv.slice(separator + 1);
if (!groups.length) {
  console.error('usage: playwright-streams.mjs <merchant[,merchant]>... [-- playwright args]');
  process.exit(2);
}
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
