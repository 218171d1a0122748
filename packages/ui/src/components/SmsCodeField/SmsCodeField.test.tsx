import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeField, type SmsCodeFieldProps } from './SmsCodeField.js';

const labels = { send: 'Get code', sending: 'Sending', resend: 'Resend', countdown: (s: number) => `${s}s` };

function renderField(props: Partial<SmsCodeFieldProps> = {}) {
  const onSend = vi.fn();
  const view = render(<SmsCodeField label="SMS code" value="" onChange={vi.fn()} labels={labels} canSend onSend={onSend} {...props} />);
  return { onSend, ...view };
}

describe('SMS code field (spec section 4: idle, sending, countdown to expiry, then resend)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a code when idle, and not before the mobile number is valid', () => {
    const { onSend, rerender } = renderField({ canSend: false });
    const button = screen.getByRole('button', { name: 'Get code' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    rerender(<SmsCodeField label="SMS code" value="" onChange={vi.fn()} labels={labels} canSend onSend={onSend} />);
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('is disabled while sending', () => {
    renderField({ sending: true });
    expect((screen.getByRole('button', { name: 'Sending' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts down to the expiry and then offers a resend', () => {
    renderField({ expiresAt: Date.now() + 60_000 });
    expect(screen.getByRole('button', { name: '60s' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(screen.getByRole('button', { name: '59s' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(58_500);
    });
    const resend = screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
  });

  it('limits the code to 10 numeric characters (spec section 9)', () => {
    renderField();
    const input = screen.getByRole('textbox', { name: 'SMS code' });
    expect(input.getAttribute('maxlength')).toBe('10');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });
});
