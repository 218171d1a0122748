export * from './popup-notices.js';
export * from './notices.js';
export * from './promotions.js';
export * from './help.js';
export * from './image-sizes.js';
