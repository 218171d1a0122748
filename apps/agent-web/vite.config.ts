import { loadMerchant } from '@whitelabel/merchants';
import { merchantApp } from '@whitelabel/tooling/merchant-app';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The merchant is chosen at build time: MERCHANT=goldenlotus pnpm build (one build per merchant), any folder of
// the workspace's merchants/.
const merchant = await loadMerchant(process.env.MERCHANT ?? 'lucky88');

export default defineConfig(merchantApp({ merchant, plugins: [react(), vanillaExtractPlugin()] }));
