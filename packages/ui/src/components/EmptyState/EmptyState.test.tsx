import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState.js';

describe('empty state (spec section 4: no-data)', () => {
  it('shows the message and calls the optional action', async () => {
    const onClick = vi.fn();
    render(<EmptyState title="No games found" action={{ label: 'Reset', onClick }} />);
    expect(screen.getByText('No games found')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('has no button without an action', () => {
    render(<EmptyState title="No announcement" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
