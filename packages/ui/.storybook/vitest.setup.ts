import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations, type Preview } from '@storybook/react-vite';
import axe from 'axe-core';
import { expect } from 'vitest';
import * as projectAnnotations from './preview.js';
import { themes } from './themes.js';

/**
 * Story tests run once, in the default theme (Storybook's, themes[0]): their play functions do the same in every theme, and
 * importing and playing each story three times was two thirds of the package's test time. What themes change is
 * colour, so after each story (played, and passed by the a11y addon's full axe check in the pinned theme) the same
 * rendered story is checked for colour contrast in every other theme, switched as the theme toolbar does.
 */
const contrastInEveryOtherTheme: NonNullable<Preview['afterEach']> = async ({ parameters, viewMode }) => {
  const a11y = parameters.a11y as { disable?: boolean; test?: string } | undefined;
  if (viewMode !== 'story' || a11y?.disable || a11y?.test === 'off') return;
  const root = document.documentElement;
  const pinnedTheme = themes.find((theme) => root.classList.contains(theme.className));
  if (!pinnedTheme) throw new Error('The story rendered without a theme class');
  try {
    for (const theme of themes.filter((other) => other !== pinnedTheme)) {
      root.classList.replace(pinnedTheme.className, theme.className);
      const result = await axe.run(
        { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] },
        {
          runOnly: ['color-contrast'],
        },
      );
      const failures = result.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
      expect(failures, `colour contrast in the ${theme.id} theme`).toEqual([]);
    }
  } finally {
    for (const theme of themes) root.classList.remove(theme.className);
    root.classList.add(pinnedTheme.className);
  }
};

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, { afterEach: contrastInEveryOtherTheme }]);
