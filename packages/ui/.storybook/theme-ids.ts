import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The id of every merchant theme, read from the folders in src/themes (a theme's id is its folder
 * name). Node-side configs (library entries, the visual check) use this, so a new
 * theme folder is built and tested without touching them.
 */
export const themeIds = readdirSync(fileURLToPath(new URL('../src/themes', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
