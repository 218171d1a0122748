import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatUnreadCount, UnreadBadge } from './UnreadBadge.js';

describe('unread badge (spec section 9: 99+ above 99)', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [Number.NaN, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %s as "%s"', (count, text) => {
    expect(formatUnreadCount(count)).toBe(text);
  });

  it('renders nothing at zero', () => {
    const { container } = render(<UnreadBadge count={0} label="none" />);
    expect(container.innerHTML).toBe('');
  });

  it('is named by its translated label', () => {
    render(<UnreadBadge count={120} label="120 unread" />);
    expect(screen.getByRole('status', { name: '120 unread' }).textContent).toBe('99+');
  });
});
