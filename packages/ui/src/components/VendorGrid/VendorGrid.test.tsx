import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VendorGrid } from './VendorGrid.js';

const vendors = [
  { id: 'SABA', name: 'SABA Sports', iconUrl: '/img/vendor/SABA-COLOR.png' },
  { id: 'SBO', name: 'SBOBET', iconUrl: '/img/vendor/SBO-COLOR.png', maintenance: true },
];
const labels = { maintenance: 'Under maintenance' };

describe('vendor grid (spec 2.082, 2.098: a provider tile opens its game)', () => {
  it('opens a provider on tap and not one under maintenance', async () => {
    const onOpen = vi.fn();
    render(<VendorGrid label="Sports providers" labels={labels} vendors={vendors} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'SABA Sports' }));
    expect(onOpen).toHaveBeenCalledWith('SABA');
    const closed = screen.getByRole('button', { name: 'SBOBET Under maintenance' });
    expect((closed as HTMLButtonElement).disabled).toBe(true);
  });

  it('ignores taps while one provider is opening and marks that tile busy', async () => {
    const onOpen = vi.fn();
    render(<VendorGrid label="Sports providers" labels={labels} vendors={vendors.slice(0, 1)} openingId="SABA" onOpen={onOpen} />);
    const tile = screen.getByRole('button', { name: 'SABA Sports' });
    expect(tile.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(tile);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('hides an icon that fails to load and keeps the name', () => {
    const { container } = render(<VendorGrid label="Sports providers" labels={labels} vendors={vendors} onOpen={vi.fn()} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'SABA Sports' })).toBeTruthy();
  });
});
