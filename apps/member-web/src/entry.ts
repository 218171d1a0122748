import { announceAppFiles } from './app/app-files.js';
import { firstScreenImageShown } from './app/first-screen-image.js';
import { loadNumberDataAfterPaint } from './app/number-data.js';

// The document already shows the first screen's shell and its banner (the largest paint). While that image
// loads the main thread is idle: the number data load there. Once the image is in, the app's files (listed by
// the document, app-module-preload.ts) are asked for a few per task, then the app starts (main.tsx).
loadNumberDataAfterPaint(document);
await firstScreenImageShown(document);
await announceAppFiles(document);
await import('./main.js');
