import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgreementCheckbox } from './AgreementCheckbox.js';

describe('agreement checkbox (spec sections 2 and 5: terms must be accepted)', () => {
  it('toggles from its label and keeps the terms link separate', async () => {
    const onChange = vi.fn();
    render(
      <AgreementCheckbox checked onChange={onChange} after={<a href="/m/help?tag=terms">Terms</a>}>
        I am over 21 and accept the
      </AgreementCheckbox>,
    );
    await userEvent.click(screen.getByText('I am over 21 and accept the'));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('checkbox', { name: 'I am over 21 and accept the' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/m/help?tag=terms');
  });

  it('describes the disclaimer error', () => {
    render(
      <AgreementCheckbox checked={false} onChange={vi.fn()} error="Please accept the terms">
        I agree
      </AgreementCheckbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please accept the terms');
  });
});
