import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameFilterPopup, type GameFilterPopupProps } from './GameFilterPopup.js';

const labels = {
  title: 'Filter',
  name: 'Game name',
  vendors: 'Providers',
  classifications: 'Types',
  reset: 'Reset',
  submit: 'Submit',
  close: 'Close',
};
const vendors = [
  { id: 'PG', label: 'PG Soft' },
  { id: 'JILI', label: 'JILI' },
];
const classifications = [
  { id: 'FeatureBuy', label: 'Feature buy' },
  { id: 'JP', label: 'Jackpot' },
];

function renderPopup(props: Partial<GameFilterPopupProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <GameFilterPopup
      open
      onClose={onClose}
      labels={labels}
      vendors={vendors}
      classifications={classifications}
      value={{ name: '', vendor: null, classification: null }}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, onClose };
}

describe('game filter popup (spec section 2: toggle clears, Reset clears all three, Submit returns and closes)', () => {
  it('returns name, provider and classification on Submit and closes', async () => {
    const { onSubmit, onClose } = renderPopup();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Game name' }), ' fortune ');
    await userEvent.click(screen.getByRole('button', { name: 'JILI' }));
    await userEvent.click(screen.getByRole('button', { name: 'Jackpot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'fortune', vendor: 'JILI', classification: 'JP' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('clears a choice when it is toggled again', async () => {
    const { onSubmit } = renderPopup({ value: { name: '', vendor: 'PG', classification: null } });
    const pg = screen.getByRole('button', { name: 'PG Soft' });
    expect(pg.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(pg);
    expect(pg.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: '', vendor: null, classification: null });
  });

  it('Reset clears all three without submitting', async () => {
    const { onSubmit } = renderPopup({ value: { name: 'ace', vendor: 'PG', classification: 'FeatureBuy' } });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect((screen.getByRole('searchbox', { name: 'Game name' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: '', vendor: null, classification: null });
  });
});
