import { nextTask } from './next-task.js';

/**
 * The `<template>` of the document's head listing the app's files as inert links: the build puts the app module's
 * scripts and style sheets there (app-module-preload.ts), the site server adds the page's screen files. Inside a
 * template a link fetches nothing, so nothing shares the line with the first screen's image.
 */
export const appFilesTemplateId = 'app-files';

/** Links moved into the head per task: each asks for a file, about a millisecond at 1x CPU, four on a phone. */
export const appFilesPerTask = 4;

/**
 * Moves the template's links into the head, a few per task, and resolves when all are in. Done once the first
 * screen's image is in, before the app is imported: Vite's preload helper then finds every file already asked for
 * and adds no link, where it would have added them all in one task (tens of milliseconds on a phone).
 */
export async function announceAppFiles(document: Document, perTask = appFilesPerTask): Promise<void> {
  const template = document.getElementById(appFilesTemplateId);
  const window = document.defaultView;
  if (!(template instanceof HTMLTemplateElement) || !window) return;
  const links = [...template.content.querySelectorAll('link')];
  for (let start = 0; start < links.length; start += perTask) {
    document.head.append(...links.slice(start, start + perTask));
    if (start + perTask < links.length) await nextTask(window);
  }
  template.remove();
}
