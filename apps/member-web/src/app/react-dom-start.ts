// React DOM, as the entry (src/entry.ts) imports it ahead of the app: an import evaluates the modules it brings in one
// task, and React DOM is a third of the app's start-up evaluation. An ES module of the app's own, so the entry needs
// no CommonJS interop of its own (one more file before it could run).
export { createRoot } from 'react-dom/client';
