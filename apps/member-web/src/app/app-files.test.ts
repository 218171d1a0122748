import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAppFiles, appFilesTemplateId } from './app-files.js';

const template = (count: number) =>
  `<template id="${appFilesTemplateId}">${Array.from({ length: count }, (_, index) => `<link rel="modulepreload" crossorigin href="/assets/file-${index}.js">`).join('')}</template>`;
const linksInHead = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;

describe('announceAppFiles', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('moves the template’s links into the head a few per task, then removes the template', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    document.head.innerHTML = template(10);
    const done = announceAppFiles(document, 4);
    expect(linksInHead()).toBe(4);
    // The next batch waits for a task of its own: nothing more moves until the timer fires.
    await Promise.resolve();
    expect(linksInHead()).toBe(4);
    vi.runOnlyPendingTimers();
    await vi.waitFor(() => expect(linksInHead()).toBe(8));
    vi.runOnlyPendingTimers();
    await done;
    expect(linksInHead()).toBe(10);
    expect(document.getElementById(appFilesTemplateId)).toBeNull();
    expect(document.head.querySelector('link[href="/assets/file-9.js"]')).not.toBeNull();
  });

  it('does nothing without the template (a document the build or the server did not write)', async () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg">';
    await announceAppFiles(document);
    expect(document.head.innerHTML).toBe('<link rel="icon" href="/favicon.svg">');
  });
});
