import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VendorTabs } from './VendorTabs.js';

const vendors = [
  { id: 'PG', name: 'PG Soft', iconUrl: '/img/vendor/PG-COLOR.png' },
  { id: 'JILI', name: 'JILI', iconUrl: '/img/vendor/JILI-COLOR.png' },
];

describe('vendor tab strip (spec section 2: all-games first tab, icons hidden on load error)', () => {
  it('puts all games first and selects it with null', async () => {
    const onSelect = vi.fn();
    render(<VendorTabs label="Providers" allLabel="All games" vendors={vendors} selectedId="PG" onSelect={onSelect} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All games', 'PG Soft', 'JILI']);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(tabs[0]!);
    expect(onSelect).toHaveBeenCalledWith(null);
    await userEvent.click(tabs[2]!);
    expect(onSelect).toHaveBeenLastCalledWith('JILI');
  });

  it('hides an icon that fails to load and keeps the name', () => {
    const { container } = render(<VendorTabs label="Providers" allLabel="All games" vendors={vendors} selectedId={null} onSelect={vi.fn()} />);
    expect(container.querySelectorAll('img')).toHaveLength(2);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'PG Soft' })).toBeTruthy();
  });
});
