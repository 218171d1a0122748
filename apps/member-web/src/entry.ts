import { announceAppFiles } from './app/app-files.js';
import { nextTask } from './app/next-task.js';
import { firstScreenImageShown } from './app/first-screen-image.js';
import { loadIntlDataAfterPaint } from './app/intl-data.js';
import { warmTypeScale } from './app/type-scale.js';

// The document already shows the first screen's shell and its banner (the largest paint). Once that image is in, a
// worker loads the number and date data (intl-data.ts; its file is asked for only then, not beside the image), the
// app's files (listed by the document, app-module-preload.ts) are asked for a few per task, and the app is imported
// (main.tsx); while its files download, the theme's fonts and type scale are looked up, in tasks of a few
// milliseconds (type-scale.ts).
await firstScreenImageShown(document);
loadIntlDataAfterPaint(document);
await announceAppFiles(document);
void warmTypeScale(document);
// React DOM is evaluated in a task of its own ahead of the rest of the app (react-dom-start.ts).
await import('./app/react-dom-start.js');
await nextTask(window);
await import('./main.js');
