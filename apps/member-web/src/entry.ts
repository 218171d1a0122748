import { firstScreenImageShown } from './app/first-screen-image.js';

// The document already shows the first screen's shell and its banner (the largest paint). The app's
// scripts start downloading once that image is in, then the app starts (main.tsx).
await firstScreenImageShown(document);
await import('./main.js');
