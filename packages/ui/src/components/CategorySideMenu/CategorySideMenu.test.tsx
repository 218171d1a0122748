import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategorySideMenu } from './CategorySideMenu.js';

const items = [
  { id: 'FAV', label: 'Favourites' },
  { id: 'SPORTS', label: 'Sports' },
  { id: 'ESPORTS', label: 'E-sports' },
];

describe('category side menu (spec section 2: tabs per category)', () => {
  it('marks the current category and reports the tapped one', async () => {
    const onSelect = vi.fn();
    render(<CategorySideMenu label="Categories" items={items} currentId="SPORTS" onSelect={onSelect} />);
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sports' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'E-sports' }).hasAttribute('aria-current')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(onSelect).toHaveBeenCalledWith('FAV');
  });

  it('keeps the given order', () => {
    render(<CategorySideMenu label="Categories" items={items} onSelect={vi.fn()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Favourites', 'Sports', 'E-sports']);
  });
});
