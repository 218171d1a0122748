import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrizeTable } from './PrizeTable.js';

describe('prize table', () => {
  it('names the table by its caption and each row by its tier, numbers left to right', () => {
    render(
      <PrizeTable
        caption="Hanoi · draw of Nov 22"
        labels={{ tier: 'Prize', numbers: 'Numbers' }}
        rows={[
          { id: 'DB', label: 'Special prize', numbers: ['83412'] },
          { id: 'G2', label: 'Second prize', numbers: ['61203', '44870'] },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Hanoi · draw of Nov 22' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Prize', 'Numbers']);
    const second = within(table).getByRole('row', { name: /Second prize/ });
    expect(within(second).getByRole('cell').textContent).toBe('6120344870');
    expect(within(second).getByRole('cell').firstElementChild?.getAttribute('dir')).toBe('ltr');
  });
});
