import { defineConfig } from 'vitest/config';
import { nodePreset } from '@whitelabel/tooling/vitest';

export default defineConfig(nodePreset());
