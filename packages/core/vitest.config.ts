import { defineConfig } from 'vitest/config';
import { domPreset } from '@whitelabel/tooling/vitest';

export default defineConfig(domPreset({ setupFiles: ['./test/setup-dom.ts'] }));
