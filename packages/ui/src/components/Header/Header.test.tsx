import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './Header.js';

describe('Header (spec section 2: back control, custom title and right-hand content)', () => {
  it('calls the back handler from a labelled button', async () => {
    const onBack = vi.fn();
    render(<Header title="Help" backLabel="Back" onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('shows no back control without a handler', () => {
    render(<Header title="Home" backLabel="Back" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Home');
  });

  it('renders custom end content', () => {
    render(<Header title="Home" backLabel="Back" end={<a href="/m/help">Help</a>} />);
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/m/help');
  });
});
