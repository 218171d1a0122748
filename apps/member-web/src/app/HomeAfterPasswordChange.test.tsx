import { passwordChangedAtom, passwordJustChangedAtom } from '@whitelabel/core/state';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeAfterPasswordChange } from './HomeAfterPasswordChange.js';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

afterEach(() => vi.useRealTimers());

describe('home after a password change (spec 3.002 flag, section 4: after 1 s go to /m/home)', () => {
  it('goes home 1 s after the change and lowers the flag', () => {
    vi.useFakeTimers();
    const store = createStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/m/home', '/m/security']} initialIndex={1}>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <HomeAfterPasswordChange />
        </MemoryRouter>
      </Provider>,
    );
    act(() => store.set(passwordChangedAtom));
    expect(store.get(passwordJustChangedAtom)).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByLabelText('location').textContent).toBe('/m/security');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByLabelText('location').textContent).toBe('/m/home');
    expect(store.get(passwordJustChangedAtom)).toBe(false);
  });

  it('stays where it is when a logout lowers the flag first', () => {
    vi.useFakeTimers();
    const store = createStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/m/security']}>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <HomeAfterPasswordChange />
        </MemoryRouter>
      </Provider>,
    );
    act(() => store.set(passwordChangedAtom));
    act(() => store.set(passwordJustChangedAtom, false));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByLabelText('location').textContent).toBe('/m/security');
  });
});
