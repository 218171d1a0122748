import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuGrid } from './MenuGrid.js';

describe('menu page grid (spec section 2: shortcut grid with in-app entries and external links)', () => {
  it('renders actions as buttons and resources as external links', async () => {
    const onSelect = vi.fn();
    render(
      <MenuGrid
        label="Shortcuts"
        items={[
          { id: 'a', label: 'Promotion', icon: null, onSelect },
          { id: 'b', label: 'Telegram', icon: null, href: 'https://t.me/x' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Promotion' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe('https://t.me/x');
  });

  it('is named by its visible title', () => {
    render(<MenuGrid label="fallback" title="Shortcuts" items={[]} />);
    expect(screen.getByRole('region', { name: 'Shortcuts' })).toBeTruthy();
  });

  it('lays the items out as rows with a forward chevron in the list layout, as tiles otherwise', () => {
    const items = [{ id: 'a', label: 'Security centre', icon: null, onSelect: vi.fn() }];
    const { container, rerender } = render(<MenuGrid label="Account" items={items} layout="list" />);
    const row = screen.getByRole('button', { name: 'Security centre' });
    expect(row.querySelectorAll('svg')).toHaveLength(1);
    expect(container.querySelector('ul')?.getAttribute('style')).toBeNull();
    rerender(<MenuGrid label="Account" items={items} />);
    expect(screen.getByRole('button', { name: 'Security centre' }).querySelectorAll('svg')).toHaveLength(0);
    expect(container.querySelector('ul')?.getAttribute('style')).toContain('--menu-grid-columns');
  });
});
