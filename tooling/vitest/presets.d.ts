import type { ViteUserConfig } from 'vitest/config';
type TestOptions = NonNullable<ViteUserConfig['test']>;
export declare function nodePreset(overrides?: TestOptions): ViteUserConfig;
export declare function domPreset(overrides?: TestOptions): ViteUserConfig;
