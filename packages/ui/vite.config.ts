import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { themeIds } from './.storybook/theme-ids.js';

// Every package the manifest installs or asks for stays an import: bundled, it would ship a second copy inside dist/
// (under dist/node_modules/) beside the one the consumer installs.
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as Record<string, Record<string, string> | undefined>;
const externalPackages = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

// Library build: ES modules per entry (the kit; the theme contract and its helpers, served as `./theme`,
// which Node loads at build time without the components; then one per base theme folder, served as the
// `./themes/<id>` subpath export), kept module by module, one style.css with every component and theme class.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        theme: 'src/theme/index.ts',
        ...Object.fromEntries(themeIds.map((id) => [`themes/${id}`, `src/themes/${id}/index.ts`])),
      },
      formats: ['es'],
      cssFileName: 'style',
    },
    rollupOptions: {
      external: isExternal,
      // One output module per source module, so an app's bundler can split the kit: a screen loads the
      // components (and their dependencies, e.g. the carousel) it uses, not the whole kit.
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
});
