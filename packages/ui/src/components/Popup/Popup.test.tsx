import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockPageScroll } from '../../internal/scroll-lock.js';
import { Popup } from './Popup.js';

const mask = () => document.querySelector<HTMLElement>('[data-part="mask"]')!;

describe('popup system (spec sections 2 and 9: 225 ms, scroll lock, mask guard, exclusive group)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled modal dialog, named by its title when it has one', () => {
    const { rerender } = render(<Popup open onClose={() => {}} label="Licence" />);
    expect(screen.getByRole('dialog', { name: 'Licence' }).getAttribute('aria-modal')).toBe('true');
    rerender(<Popup open onClose={() => {}} label="Licence" title="Gaming licence" />);
    expect(screen.getByRole('dialog', { name: 'Gaming licence' })).toBeTruthy();
  });

  it('locks page scroll while open and releases it on close', () => {
    const { rerender } = render(<Popup open onClose={() => {}} label="A" />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(<Popup open={false} onClose={() => {}} label="A" />);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps the page locked until the last of several locks is released', () => {
    const first = lockPageScroll();
    const second = lockPageScroll();
    first();
    first();
    expect(document.documentElement.style.overflow).toBe('hidden');
    second();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('stays mounted for the 225 ms exit animation, then unmounts', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Popup open onClose={() => {}} label="A" />);
    rerender(<Popup open={false} onClose={() => {}} label="A" />);
    expect(screen.getByRole('dialog').closest('[data-state]')?.getAttribute('data-state')).toBe('closing');
    act(() => vi.advanceTimersByTime(224));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores mask taps within 300 ms of opening, then closes on them', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    const onClose = vi.fn();
    render(<Popup open onClose={onClose} label="A" />);
    now.mockReturnValue(1299);
    fireEvent.click(mask());
    expect(onClose).not.toHaveBeenCalled();
    now.mockReturnValue(1300);
    fireEvent.click(mask());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('never closes on the mask when closeOnMask is false', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    const onClose = vi.fn();
    render(<Popup open onClose={onClose} label="A" closeOnMask={false} />);
    now.mockReturnValue(5000);
    fireEvent.click(mask());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes the other popups of its group when it opens', () => {
    const closeLogin = vi.fn();
    const closeOther = vi.fn();
    const { rerender } = render(
      <>
        <Popup open group="auth" onClose={closeLogin} label="Log in" />
        <Popup open group="other" onClose={closeOther} label="Notice" />
        <Popup open={false} group="auth" onClose={() => {}} label="Register" />
      </>,
    );
    expect(closeLogin).not.toHaveBeenCalled();
    rerender(
      <>
        <Popup open group="auth" onClose={closeLogin} label="Log in" />
        <Popup open group="other" onClose={closeOther} label="Notice" />
        <Popup open group="auth" onClose={() => {}} label="Register" />
      </>,
    );
    expect(closeLogin).toHaveBeenCalledOnce();
    expect(closeOther).not.toHaveBeenCalled();
  });

  it('closes from the labelled close button', () => {
    const onClose = vi.fn();
    render(<Popup open onClose={onClose} label="A" closeLabel="Close" />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
