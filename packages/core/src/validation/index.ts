export * from './types.js';
export * from './rules.js';
export * from './fields.js';
export * from './account.js';
export * from './reward.js';
export * from './feedback.js';
export * from './search.js';
export * from './server-rules.js';
