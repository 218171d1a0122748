import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrawNumbers } from './DrawNumbers.js';

describe('draw numbers', () => {
  it('lists the numbers in draw order under its translated name, left to right', () => {
    render(<DrawNumbers numbers={['07', '42', '07']} label="Drawn numbers" />);
    const list = screen.getByRole('list', { name: 'Drawn numbers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['07', '42', '07']);
    expect(list.getAttribute('dir')).toBe('ltr');
  });
});
