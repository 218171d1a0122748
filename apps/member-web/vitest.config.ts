import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { loadMerchant } from '@whitelabel/merchants';
import { merchantModule } from '@whitelabel/tooling/merchant-app';
import { defineConfig } from 'vitest/config';
import { domPreset } from '@whitelabel/tooling/vitest';

// Screens read the build's merchant (`@merchant`): tests run as lucky88.
export default defineConfig({ plugins: [vanillaExtractPlugin(), merchantModule(await loadMerchant('lucky88'))], ...domPreset() });
