import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FloatingServiceMenu } from './FloatingServiceMenu.js';

const items = [{ id: 'r', label: 'Reward centre', icon: null, onSelect: vi.fn() }];

describe('floating service menu (spec section 2: toggle opens a list, closes on outside click)', () => {
  it('opens from the toggle and closes on a tap outside', async () => {
    render(
      <>
        <p>outside</p>
        <FloatingServiceMenu label="Services" items={items} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getByRole('button', { name: 'Reward centre' })).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('button', { name: 'Reward centre' })).toBeNull();
  });

  it('stays open on a tap inside the list', async () => {
    render(<FloatingServiceMenu label="Services" items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    fireEvent.pointerDown(screen.getByRole('list'));
    expect(screen.getByRole('button', { name: 'Reward centre' })).toBeTruthy();
  });

  it('reports changes when controlled and follows the given state', async () => {
    const onOpenChange = vi.fn();
    render(<FloatingServiceMenu label="Services" items={items} open={false} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders nothing without entries', () => {
    const { container } = render(<FloatingServiceMenu label="Services" items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
