import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as styles from './Heading.css.js';
import { Heading } from './Heading.js';

describe('heading', () => {
  it('renders the level and, by default, its size', () => {
    render(<Heading level={2}>Team</Heading>);
    const heading = screen.getByRole('heading', { level: 2, name: 'Team' });
    expect(heading.className).toContain(styles.size[2]);
  });

  it('keeps the level when the size differs', () => {
    render(
      <Heading level={1} size={3}>
        Salary
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Salary' });
    expect(heading.className).toContain(styles.size[3]);
    expect(heading.className).not.toContain(styles.size[1]);
  });
});
