import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, expect, inject } from 'vitest';
import * as projectAnnotations from './preview.js';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// Each `stories:<theme>` project pins the theme through storybookTest({ initialGlobals }); this
// guard proves the story really rendered in that theme, so a per-theme run can never silently
// fall back to the default one.
const pinned = (inject('storybook/test-initial-globals' as never) as Record<string, unknown> | undefined)?.theme;
afterEach(() => {
  if (typeof pinned === 'string') expect(document.documentElement.dataset.theme).toBe(pinned);
});
