import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategoryTabs } from './CategoryTabs.js';

const tabs = [
  { id: 'HOT', label: 'Hot' },
  { id: 'FAV', label: 'Favourites' },
  { id: 'RNG', label: 'Slots' },
];

describe('category tabs (spec section 2: HOT, FAV and server categories)', () => {
  it('marks the selected category and reports a new choice', async () => {
    const onSelect = vi.fn();
    render(<CategoryTabs label="Game categories" tabs={tabs} selectedId="HOT" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Hot' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(onSelect).toHaveBeenCalledWith('RNG');
  });

  it('keeps one tab stop and moves focus with the arrow keys', async () => {
    const onSelect = vi.fn();
    render(<CategoryTabs label="Game categories" tabs={tabs} selectedId="FAV" onSelect={onSelect} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Favourites' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Slots' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Hot' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Slots' }));
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('RNG');
  });
});
