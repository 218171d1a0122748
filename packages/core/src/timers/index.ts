export * from './sms-countdown.js';
export * from './jackpot.js';
export * from './rate-limits.js';
