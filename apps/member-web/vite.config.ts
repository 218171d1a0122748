import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// /wps and /lgw go to the reference server by default; point API_PROXY_TARGET at an operator's gateway instead.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787';
const proxy = {
  '/wps': { target: apiTarget, changeOrigin: false },
  '/lgw': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    // The merchant is chosen at build time: MERCHANT=goldenlotus pnpm build.
    'import.meta.env.MERCHANT': JSON.stringify(process.env.MERCHANT ?? 'lucky88'),
  },
  server: { proxy },
  preview: { proxy },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
