import { firstMerchantCode, loadMerchant } from '@whitelabel/merchants';
import { merchantApp } from '@whitelabel/tooling/merchant-app';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One merchant per build, chosen by MERCHANT (any folder of the workspace's merchants/; the first when unset, as in
// `pnpm dev`); `pnpm build` builds every folder (merchant-builds).
const merchant = await loadMerchant(process.env.MERCHANT ?? firstMerchantCode());

export default defineConfig(merchantApp({ merchant, plugins: [react(), vanillaExtractPlugin()] }));
