import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as styles from './Inline.css.js';
import { Inline } from './Inline.js';

describe('inline', () => {
  it('wraps by default with the chosen gap and alignment', () => {
    const { container } = render(
      <Inline space="xs" align="spread">
        <span>Balance</span>
        <span>100.00</span>
      </Inline>,
    );
    const root = container.firstElementChild;
    expect(root?.className).toContain(styles.gap.xs);
    expect(root?.className).toContain(styles.align.spread);
    expect(root?.className).toContain(styles.alignY.center);
    expect(root?.className).not.toContain(styles.noWrap);
  });

  it('can keep one line and be a named navigation', () => {
    render(
      <Inline as="nav" noWrap aria-label="Paging">
        <button type="button">Previous</button>
      </Inline>,
    );
    expect(screen.getByRole('navigation', { name: 'Paging' }).className).toContain(styles.noWrap);
  });
});
