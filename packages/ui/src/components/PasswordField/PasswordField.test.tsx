import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField.js';

describe('password field (spec section 2: password and confirmation can toggle visibility)', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    render(<PasswordField label="Password" value="s3cret" onChange={vi.fn()} toggleLabel="Show password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });
});
