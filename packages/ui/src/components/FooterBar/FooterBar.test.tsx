import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FooterBar, type FooterBarItem } from './FooterBar.js';

const item = (id: string, extra: Partial<FooterBarItem> = {}): FooterBarItem => ({ id, label: id, icon: null, onSelect: vi.fn(), ...extra });

describe('footer bar (spec section 2: Home, Promotion, centre invite, Support, Profile)', () => {
  it('puts the invite button in the centre of five', async () => {
    const invite = { label: 'Invite', icon: null, onSelect: vi.fn() };
    render(<FooterBar label="Main" items={[item('Home', { current: true }), item('Promotion'), item('Support'), item('Profile')]} invite={invite} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Home', 'Promotion', 'Invite', 'Support', 'Profile']);
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(invite.onSelect).toHaveBeenCalledOnce();
  });

  it('marks the current page', () => {
    render(
      <FooterBar
        label="Main"
        items={[item('Home', { current: true }), item('Promotion'), item('Support'), item('Profile')]}
        invite={{ label: 'Invite', icon: null, onSelect: () => {} }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
  });
});
