import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SideMenu } from './SideMenu.js';

const labels = { title: 'Menu', close: 'Close', logout: 'Log out' };

describe('side menu (spec section 2: entries, member name and VIP level, logout)', () => {
  it('calls the entry and closes the drawer', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(<SideMenu open onClose={onClose} labels={labels} items={[{ id: 'home', label: 'Home', icon: null, onSelect }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows logout and the member only when logged in', () => {
    const { rerender } = render(<SideMenu open onClose={() => {}} labels={labels} items={[]} onLogout={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    rerender(<SideMenu open onClose={() => {}} labels={labels} items={[]} member={{ name: 'ann', vipLevel: 'VIP 1' }} onLogout={() => {}} />);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Menu' }).textContent).toContain('VIP 1');
  });
});
