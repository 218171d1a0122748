#!/usr/bin/env node
// `pnpm release [--dry-run]`: the publishable packages' release in one command. Versions the pending changesets
// (`changeset version`: new versions and each package's CHANGELOG.md, changesets consumed), builds and packs every
// publishable package, checks each tarball with publint (strict) and are-the-types-wrong, prints the versions and the
// packed files, then publishes with `changeset publish` (only versions the registry lacks; git tags). With
// `--dry-run` it stops before publishing: nothing leaves the machine. Exits non-zero when a check fails.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkTarball, packPackage, publishablePackages } from './lib/packages.mjs';
import { log, root, run } from './lib/run.mjs';

const dryRun = process.argv.includes('--dry-run');
const pnpm = (args) => run('pnpm', args);

const before = new Map(publishablePackages().map((pkg) => [pkg.name, pkg.version]));
const changesetsDir = join(root, '.changeset');
const pending = existsSync(changesetsDir) ? readdirSync(changesetsDir).filter((name) => name.endsWith('.md') && name !== 'README.md') : [];
if (pending.length) {
  log(`versioning ${pending.length} pending changeset(s)`);
  if ((await pnpm(['exec', 'changeset', 'version'])) !== 0) process.exit(1);
} else {
  log('no pending changesets: releasing the versions in the manifests');
}

const packages = publishablePackages();
log('versions');
for (const pkg of packages) {
  const previous = before.get(pkg.name);
  console.info(`  ${pkg.name}: ${previous === pkg.version ? pkg.version : `${previous} → ${pkg.version}`}`);
}

log('building the publishable packages');
if ((await pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only', ...packages.map((pkg) => `--filter=${pkg.name}`)])) !== 0) process.exit(1);

const destination = mkdtempSync(join(tmpdir(), 'whitelabel-release-'));
log(`packing into ${destination}`);
const failures = [];
// Packed side by side: each pnpm process spends most of its time starting.
const packs = await Promise.all(packages.map((pkg) => packPackage(pkg.dir, destination)));
for (const pack of packs) {
  console.info(`\n${pack.name}@${pack.version}: ${pack.files.length} files (${pack.tarball})`);
  for (const file of pack.files) console.info(`  ${file}`);
  for (const check of checkTarball(pack)) failures.push(`${pack.name}: ${check}`);
}

if (failures.length) {
  console.error(`\nrelease stopped, checks failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
if (dryRun) {
  log(`dry run: every tarball passed publint and are-the-types-wrong; nothing published (tarballs in ${destination})`);
  process.exit(0);
}
log('publishing');
process.exit(await pnpm(['exec', 'changeset', 'publish']));
