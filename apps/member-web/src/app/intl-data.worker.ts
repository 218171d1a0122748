// Builds a number and a date formatter of the language this worker is named after (intl-data.ts), so ICU loads
// their data on this thread rather than in the app's first render, then closes.
const language = self.name || undefined;
try {
  new Intl.NumberFormat(language, { numberingSystem: 'latn' }).format(1234.5);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
} catch {
  // A language tag this runtime rejects: nothing to load ahead.
}
self.close();

export {};
