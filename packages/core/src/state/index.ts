export * from './atoms.js';
export { plainStringStorage, validatedJsonSessionStorage } from './storage.js';
export * from './toasts.js';
