import { firstScreenImageShown } from './app/first-screen-image.js';
import { loadNumberDataAfterPaint } from './app/number-data.js';

// The document already shows the first screen's shell and its banner (the largest paint). While that image
// loads the main thread is idle: the number data load there. The app's scripts start downloading once the
// image is in, then the app starts (main.tsx).
loadNumberDataAfterPaint(document);
await firstScreenImageShown(document);
await import('./main.js');
