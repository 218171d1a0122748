import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResponsibleGamingNotice } from './ResponsibleGamingNotice.js';

const labels = {
  title: 'Responsible gaming',
  conditionsLegend: 'I confirm that',
  conditions: ['I am over 21', 'I am not a government official', 'I hold no gaming licence', 'I accept forfeiture'] as const,
  exit: 'Exit',
  proceed: 'Proceed',
};

describe('responsible-gaming notice (spec section 5: the four agreement conditions; exit and proceed)', () => {
  it('enables proceed only once all four conditions are confirmed', async () => {
    const onProceed = vi.fn();
    render(<ResponsibleGamingNotice open labels={labels} onExit={vi.fn()} onProceed={onProceed} />);
    const proceed = screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement;
    for (const condition of labels.conditions.slice(0, 3)) await userEvent.click(screen.getByRole('checkbox', { name: condition }));
    expect(proceed.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept forfeiture' }));
    expect(proceed.disabled).toBe(false);
    await userEvent.click(proceed);
    expect(onProceed).toHaveBeenCalledOnce();
  });

  it('lets the player exit at any time and cannot be dismissed otherwise', async () => {
    const onExit = vi.fn();
    render(<ResponsibleGamingNotice open labels={labels} onExit={onExit} onProceed={vi.fn()} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Responsible gaming' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(onExit).toHaveBeenCalledOnce();
  });
});
