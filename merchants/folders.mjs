// The list of merchant folders and what is named after it (build folders, development hosts), with no other
// dependency: the site server and the deploy script read it without loading the themes (catalog.mjs re-exports it).
import { existsSync, readdirSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding the merchants: MERCHANTS_DIR when set (a test's own folder), else this package. */
export function merchantsDir() {
  return process.env.MERCHANTS_DIR ? resolve(process.env.MERCHANTS_DIR) : fileURLToPath(new URL('.', import.meta.url));
}

/** Every merchant's code, sorted: the folders holding a merchant.json. */
export function merchantCodes(dir = merchantsDir()) {
  if (!existsSync(dir)) throw new Error(`No folder of merchants at ${dir}${process.env.MERCHANTS_DIR ? ' (MERCHANTS_DIR)' : ''}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'merchant.json')))
    .map((entry) => entry.name)
    .sort();
}

/** The merchant a build or server takes when none is named (MERCHANT, DEFAULT_MERCHANT unset): the first folder. */
export function firstMerchantCode(dir = merchantsDir()) {
  const [first] = merchantCodes(dir);
  if (first === undefined) throw new Error(`No merchant folder (<code>/merchant.json) in ${dir}`);
  return first;
}

/** The folder, inside a site's app (apps/member-web, apps/agent-web), that holds the merchant's build. */
export function merchantBuildDir(code) {
  return `dist-${code}`;
}

/**
 * Host names of a merchant: each comma-separated pattern of `patterns` with `{merchant}` replaced by its code
 * (SITE_HOSTS, e.g. `{merchant}.localhost,www.{merchant}.com`); `{merchant}.localhost` when none is given.
 */
export function merchantHosts(code, patterns) {
  return (patterns || '{merchant}.localhost')
    .split(',')
    .map((pattern) => pattern.trim())
    .filter(Boolean)
    .map((pattern) => pattern.replaceAll('{merchant}', code).toLowerCase());
}
