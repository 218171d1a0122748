import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { themeIds } from './.storybook/theme-ids.js';

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
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@vanilla-extract\/css/, /^embla-carousel/, /^focus-trap/, /^@whitelabel\//],
      // One output module per source module, so an app's bundler can split the kit: a screen loads the
      // components (and their dependencies, e.g. the carousel) it uses, not the whole kit.
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
});
