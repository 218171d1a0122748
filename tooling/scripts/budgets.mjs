#!/usr/bin/env node
// Prints the brotli sizes of an app's built JavaScript:
//   node tooling/scripts/budgets.mjs apps/member-web/dist-<code> [module the entry starts the app with, e.g. src/main.tsx]
import { resolve } from 'node:path';
import { firstMerchantCode, merchantBuildDir } from '../../merchants/folders.mjs';
import { kb, measureBuild } from './lib/budgets.mjs';

// The first merchant's member build when no folder is given.
const dist = resolve(process.argv[2] ?? `apps/member-web/${merchantBuildDir(firstMerchantCode())}`);
const sizes = measureBuild(dist, { appModules: process.argv.slice(3) });
console.log(`initial JavaScript: ${kb(sizes.initial.brotli)} brotli (${sizes.initial.files.length} files)`);
for (const chunk of sizes.lazy) console.log(`  lazy ${chunk.source}: ${kb(chunk.brotli)}`);
