import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet, SHEET_SWIPE_THRESHOLD_PX } from './BottomSheet.js';

function drag(handle: HTMLElement, distance: number) {
  fireEvent.pointerDown(handle, { pointerId: 1, clientY: 100 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientY: 100 + distance });
  fireEvent.pointerUp(handle, { pointerId: 1, clientY: 100 + distance });
  fireEvent.click(handle);
}

describe('bottom sheet (spec section 9: swipe threshold 60 px, popup 225 ms)', () => {
  it('is a bottom-placed labelled dialog', () => {
    render(<BottomSheet open onClose={() => {}} label="Support" closeLabel="Close" />);
    expect(screen.getByRole('dialog', { name: 'Support' })).toBeTruthy();
  });

  it('closes on a swipe down past 60 px, once', () => {
    const onClose = vi.fn();
    render(<BottomSheet open onClose={onClose} label="Support" closeLabel="Close" />);
    drag(screen.getByRole('button', { name: 'Close' }), SHEET_SWIPE_THRESHOLD_PX + 1);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('snaps back on a shorter swipe without closing', () => {
    const onClose = vi.fn();
    render(<BottomSheet open onClose={onClose} label="Support" closeLabel="Close" />);
    drag(screen.getByRole('button', { name: 'Close' }), SHEET_SWIPE_THRESHOLD_PX);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').style.transform).toBe('');
  });

  it('closes on a tap of the handle', () => {
    const onClose = vi.fn();
    render(<BottomSheet open onClose={onClose} label="Support" closeLabel="Close" />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
