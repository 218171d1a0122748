export * from './money.js';
export * from './date-range.js';
export * from './records.js';
export * from './member-area.js';
