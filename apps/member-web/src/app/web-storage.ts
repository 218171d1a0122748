import { nextTask } from './next-task.js';

/**
 * Opens the page's local and session storage, each in a task of its own, while the app's files download. A page's
 * first read of either loads that storage's values from the browser, milliseconds at 1x CPU (0.5–6 ms here on an idle
 * page, 7 ms once in a profile of home's load): the app's state modules read the saved language and the session
 * as they are evaluated, and that evaluation is one long task already. Where storage is refused (a privacy mode), the
 * app's own reads find nothing, as before.
 */
export async function openWebStorage(window: Window): Promise<void> {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      void window[kind].length;
    } catch {
      // Refused: nothing to open.
    }
    await nextTask(window);
  }
}
