import { nextTask } from './next-task.js';

/**
 * The `<template>` of the document's head holding the type scale's specimen, written by the build
 * (first-screen-shell.ts): a hidden block of empty lines, one per font of the theme's font lists and one per size and
 * weight of the theme, then sample texts, a Latin one and each language's own name tagged with its `lang`.
 */
export const typeScaleTemplateId = 'type-scale';

/** How long the specimen's lines are laid out in one task before the next waits for a task of its own. */
export const typeScaleSliceMs = 4;

/**
 * Lays out each line of the specimen with the Latin sample and then with the page language's, hidden, in tasks of a
 * few milliseconds. A page's first text in a size and weight looks its font up, and a script the first font lacks
 * asks each font of the list in turn: milliseconds each, tens of them for a whole screen, which otherwise all land
 * in the layout of the app's first render, one long task. Done while the app's files download, when the main thread
 * is idle, until the app replaces the shell. The block stays in the document (1 px, hidden from sight and from
 * assistive technology): a font no element uses any more is let go, and the app's first layout would look it up again.
 */
export async function warmTypeScale(document: Document, sliceMs = typeScaleSliceMs): Promise<void> {
  const template = document.getElementById(typeScaleTemplateId);
  const window = document.defaultView;
  if (!(template instanceof HTMLTemplateElement) || !window) return;
  template.remove();
  const block = template.content.querySelector('div');
  if (!block) return;
  const lines = [...block.children];
  block.replaceChildren();
  const language = document.documentElement.lang;
  const samples = [...template.content.querySelectorAll('p')].filter((sample) => !sample.lang || sample.lang === language).map((sample) => sample.textContent);
  document.body.append(block);
  let sliceStart = window.performance.now();
  for (const line of lines) {
    for (const sample of samples) {
      // Once the app has replaced the shell, its own layout has looked its fonts up; a line laid out now would lay
      // the new screen out with it, in this task.
      if (!document.querySelector('[data-shell]')) return;
      const text = line.cloneNode() as Element;
      text.textContent = sample;
      block.append(text);
      // Reading a size lays the line out now, in this task.
      block.getBoundingClientRect();
      if (window.performance.now() - sliceStart >= sliceMs) {
        await nextTask(window);
        sliceStart = window.performance.now();
      }
    }
  }
}
