import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BALANCE_MASK, BalanceDisplay, formatBalance } from './BalanceDisplay.js';

const labels = { balance: 'Balance', hidden: 'Balance hidden', show: 'Show', hide: 'Hide', refresh: 'Refresh' };

describe('balance display (spec section 2: 2 decimals, mask, refresh masked while refreshing)', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [10.999, '10.99'],
    [0.29, '0.29'],
    [-3.456, '-3.45'],
  ])('shows %s as %s', (amount, text) => {
    expect(formatBalance(amount, 'en')).toBe(text);
  });

  it('uses the locale for grouping and the decimal mark', () => {
    expect(formatBalance(1234.5, 'de')).toBe('1.234,50');
    // A currency without decimals (VND) cuts the fraction too.
    expect(formatBalance(1_000_000.99, 'vi', 0)).toBe('1.000.000');
  });

  it('keeps Latin digits in every language (tabular figures line up)', () => {
    expect(formatBalance(1234.5, 'ar')).toMatch(/^[0-9.,\u066b\u066c\u200f\u061c]+$/);
  });

  it('masks with asterisks and names the hidden state', () => {
    render(<BalanceDisplay amount={10} masked onToggleMask={() => {}} labels={labels} />);
    const group = screen.getByRole('group', { name: 'Balance' });
    expect(group.textContent).toContain(BALANCE_MASK);
    expect(group.textContent).toContain('Balance hidden');
    expect(group.textContent).not.toContain('10.00');
  });

  it('masks while refreshing and blocks a second refresh', async () => {
    const onRefresh = vi.fn();
    render(<BalanceDisplay amount={10} masked={false} refreshing onRefresh={onRefresh} onToggleMask={() => {}} labels={labels} />);
    expect(screen.getByRole('group').textContent).toContain(BALANCE_MASK);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('toggles the mask from one button whose label says what it will do', async () => {
    const onToggleMask = vi.fn();
    const { rerender } = render(<BalanceDisplay amount={10} masked={false} onToggleMask={onToggleMask} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(onToggleMask).toHaveBeenCalledOnce();
    rerender(<BalanceDisplay amount={10} masked onToggleMask={onToggleMask} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('compact: the amount is the refresh button, so the group needs one control fewer', async () => {
    const onRefresh = vi.fn();
    render(<BalanceDisplay amount={1520.75} locale="en" masked={false} onToggleMask={() => {}} onRefresh={onRefresh} compact labels={labels} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    const refresh = screen.getByRole('button', { name: /1,520\.75.*Refresh/ });
    await userEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
