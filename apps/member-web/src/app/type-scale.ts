import { nextTask } from './next-task.js';

/**
 * The `<template>` of the document's head holding the type scale's specimen, written by the build
 * (first-screen-shell.ts): a hidden block with an empty line in each size and weight of the merchant's theme, then
 * sample texts, a Latin one and each language's own name tagged with its `lang`.
 */
export const typeScaleTemplateId = 'type-scale';

/**
 * Lays out each line of the specimen with the Latin sample and then with the page language's, one per task, hidden.
 * A page's first text in a size and weight looks its font up, and a script the first font lacks walks the font list
 * for another: milliseconds each, tens of them for a whole screen, which otherwise all land in the layout of the
 * app's first render, one long task. Done while the app's files download, when the main thread is idle. The block
 * stays in the document (1 px, hidden from sight and from assistive technology): a font no element uses any more is
 * let go, and the app's first layout would look it up again.
 */
export async function warmTypeScale(document: Document): Promise<void> {
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
  for (const line of lines) {
    for (const sample of samples) {
      const text = line.cloneNode() as Element;
      text.textContent = sample;
      block.append(text);
      // Reading a size lays the line out now, in this task.
      block.getBoundingClientRect();
      await nextTask(window);
    }
  }
}
