import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen } from './AfterFirstScreen.js';

describe('AfterFirstScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('commits its fallback with the screen and its children one task later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <main>
        <h1>Home</h1>
        <AfterFirstScreen fallback={<div data-testid="reserved" />}>
          <p>Winners</p>
        </AfterFirstScreen>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByTestId('reserved')).toBeTruthy();
    expect(screen.queryByText('Winners')).toBeNull();

    await act(async () => {
      vi.runOnlyPendingTimers();
    });
    expect(screen.getByText('Winners')).toBeTruthy();
    expect(screen.queryByTestId('reserved')).toBeNull();
  });

  it('starts nothing once unmounted before its task', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { unmount } = render(
      <AfterFirstScreen>
        <p>Winners</p>
      </AfterFirstScreen>,
    );
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
