import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toastDurations } from './Toast.js';

describe('toasts (spec section 9: toast durations; spec section 8: toast keys)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the durations of spec section 9', () => {
    expect(toastDurations).toMatchObject({ success: 1500, passwordChanged: 1000, copied: 2000, notice: 2000, short: 3000, long: 8000, pendingCall: 9999 });
    expect(toastDurations.loading).toBeGreaterThanOrEqual(10000);
    expect(toastDurations.loading).toBeLessThanOrEqual(15000);
  });

  it.each([
    ['success', 1500],
    ['info', 3000],
    ['error', 3000],
    ['loading', 15000],
  ] as const)('dismisses a %s toast after %i ms by default', (kind, ms) => {
    const onDismiss = vi.fn();
    render(<Toaster label="Notifications" toasts={[{ id: 'a', kind, message: 'm' }]} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('a');
  });

  it('honours an explicit duration', () => {
    const onDismiss = vi.fn();
    render(
      <Toaster label="Notifications" toasts={[{ id: 'a', kind: 'success', message: 'm', duration: toastDurations.passwordChanged }]} onDismiss={onDismiss} />,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('announces errors as alerts and the rest as status', () => {
    render(
      <Toaster
        label="Notifications"
        onDismiss={() => {}}
        toasts={[
          { id: 'a', kind: 'error', message: 'System busy' },
          { id: 'b', kind: 'info', message: 'Code sent' },
        ]}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('System busy');
    expect(screen.getByRole('status').textContent).toBe('Code sent');
  });

  it('does not restart a toast timer when other toasts arrive', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Toaster label="N" toasts={[{ id: 'a', kind: 'success', message: 'm' }]} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(
      <Toaster
        label="N"
        toasts={[
          { id: 'a', kind: 'success', message: 'm' },
          { id: 'b', kind: 'info', message: 'n' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    act(() => vi.advanceTimersByTime(500));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('a');
  });
});
