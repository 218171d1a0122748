import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as styles from './Stack.css.js';
import { Stack } from './Stack.js';

describe('stack', () => {
  it('lays children out with the chosen gap and alignment', () => {
    const { container } = render(
      <Stack space="lg" align="center">
        <p>One</p>
        <p>Two</p>
      </Stack>,
    );
    const root = container.firstElementChild;
    expect(root?.className).toContain(styles.gap.lg);
    expect(root?.className).toContain(styles.align.center);
    expect(root?.className).not.toContain(styles.dividers);
  });

  it('renders a named list with dividers', () => {
    render(
      <Stack as="ul" dividers aria-label="Records">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Records' });
    expect(list.className).toContain(styles.dividers);
    expect(list.className).toContain(styles.dividerPadding.sm);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
