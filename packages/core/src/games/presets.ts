// The presets are the platform's one rule (the mocks and the server list the same games): re-exported for the pages.
export { gameQueryPreset, type GameQueryPreset, type PresetOptions } from '@whitelabel/rules';
