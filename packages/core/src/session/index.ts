export * from './member.js';
export * from './vip.js';
export * from './gating.js';
export * from './session-info.js';
export * from './social.js';
