import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A build folder as found at start: the URL paths of its files (precompressed siblings left out). */
export interface Build {
  root: string;
  files: Set<string>;
  /** sha256 sources ('sha256-…') of the inline scripts of its index.html, for the CSP. */
  inlineScriptHashes: string[];
}

function walk(dir: string, out: string[]) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.isFile()) out.push(path);
  }
}

/** Inline `<script>` bodies of an HTML document (scripts with a src attribute are not inline). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (!/\bsrc\s*=/i.test(attributes) && body.length > 0) scripts.push(body);
  }
  return scripts;
}

export const scriptHash = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;

/** Reads a build folder, or undefined when it has no index.html (not built). */
export function loadBuild(root: string): Build | undefined {
  const index = join(root, 'index.html');
  if (!existsSync(index)) return undefined;
  const paths: string[] = [];
  walk(root, paths);
  const files = new Set(
    paths
      .filter((path) => !/\.(?:br|gz)$/.test(path))
      .map((path) => `/${relative(root, path).split(sep).join('/')}`)
      // Build metadata (.vite/manifest.json) and other dot folders are not part of the site.
      .filter((path) => !path.includes('/.')),
  );
  return { root, files, inlineScriptHashes: inlineScripts(readFileSync(index, 'utf8')).map(scriptHash) };
}

/** Vite writes content-hashed names under assets/: those never change and may be cached for a year. */
export const isHashedAsset = (path: string) => path.startsWith('/assets/');

/** A path that names a file (has an extension, or is under assets/): missing means 404, never the app shell. */
export const looksLikeFile = (path: string) => isHashedAsset(path) || /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * The agent pages (spec section 2: /m/agent, /m/agent/home and the three contract screens) belong to the
 * agent build; every other /m path to the member build (docs/decisions.md, member site's agent handover).
 */
export const isAgentPath = (path: string) => /^\/m\/agent(?:\/|$)/.test(path) || /^\/m\/member\/agent\/get[A-Za-z]*Contract$/.test(path);
