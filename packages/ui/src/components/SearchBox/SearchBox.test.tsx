import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, type SearchBoxProps } from './SearchBox.js';

const labels = { search: 'Search games', clear: 'Clear', tooShort: 'Search requires at least 3 characters' };

function renderBox(props: Partial<SearchBoxProps> = {}) {
  const onSearch = vi.fn();
  const onClose = vi.fn();
  render(<SearchBox labels={labels} minLength={3} onSearch={onSearch} onClose={onClose} {...props} />);
  return { onSearch, onClose, input: screen.getByRole('searchbox', { name: 'Search games' }) };
}

describe('search box (spec section 2: Enter submits, typing debounced, closes on blur if empty; section 9: 500 ms, 3 characters)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches 500 ms after typing stops', () => {
    const { onSearch, input } = renderBox();
    fireEvent.change(input, { target: { value: 'mahj' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'mahjong' } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('mahjong');
  });

  it('searches at once on Enter and drops the pending debounce', () => {
    const { onSearch, input } = renderBox();
    fireEvent.change(input, { target: { value: ' fortune ' } });
    fireEvent.submit(input);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('fortune');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('shows the short-input message instead of searching', () => {
    const { onSearch, input } = renderBox();
    fireEvent.change(input, { target: { value: 'ab' } });
    fireEvent.submit(input);
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(labels.tooShort);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.submit(input);
    expect(onSearch).toHaveBeenCalledWith('abc');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('asks for the hot list when cleared', () => {
    const { onSearch, input } = renderBox({ defaultValue: 'super' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect((input as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(input);
  });

  it('closes on blur only when empty', () => {
    const { onClose, input } = renderBox();
    fireEvent.blur(input);
    expect(onClose).toHaveBeenCalledOnce();
    fireEvent.change(input, { target: { value: 'ace' } });
    fireEvent.blur(input);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('an emptied box left before the wait runs the empty search first, then closes, and never searches again', () => {
    const calls: string[] = [];
    const { input } = renderBox({ defaultValue: 'dragon', onSearch: (query) => calls.push(`search:${query}`), onClose: () => calls.push('close') });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(calls).toEqual(['search:', 'close']);
  });

  it('a box left empty with no search due only closes', () => {
    const { onSearch, onClose, input } = renderBox();
    fireEvent.blur(input);
    expect(onSearch).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
