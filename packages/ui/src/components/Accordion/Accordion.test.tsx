import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './Accordion.js';

const items = [
  { id: 'a', title: 'First', content: 'First content', unread: true },
  { id: 'b', title: 'Second', content: 'Second content' },
];

describe('accordion (spec section 2: notices with unread marker, help topics)', () => {
  it('opens one item at a time and reports opens for read marking', async () => {
    const onOpen = vi.fn();
    render(<Accordion items={items} onOpen={onOpen} unreadLabel="Unread" />);
    await userEvent.click(screen.getByRole('button', { name: /First/ }));
    expect(screen.getByRole('region', { name: /First/ }).textContent).toBe('First content');
    await userEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.queryByText('First content')).toBeNull();
    expect(onOpen.mock.calls).toEqual([['a'], ['b']]);
  });

  it('does not report a close as an open', async () => {
    const onOpen = vi.fn();
    render(<Accordion items={items} onOpen={onOpen} defaultExpandedIds={['a']} />);
    await userEvent.click(screen.getByRole('button', { name: /First/ }));
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('follows controlled ids', async () => {
    const onExpandedChange = vi.fn();
    render(<Accordion items={items} expandedIds={['b']} onExpandedChange={onExpandedChange} />);
    expect(screen.getByRole('region').textContent).toBe('Second content');
    await userEvent.click(screen.getByRole('button', { name: /First/ }));
    expect(onExpandedChange).toHaveBeenCalledWith(['a']);
    expect(screen.getByRole('region').textContent).toBe('Second content');
  });

  it('names the unread marker for screen readers', () => {
    render(<Accordion items={items} unreadLabel="Unread" />);
    expect(screen.getByRole('button', { name: 'Unread First' })).toBeTruthy();
  });
});
