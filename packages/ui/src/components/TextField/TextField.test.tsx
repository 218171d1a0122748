import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField, type TextFieldProps } from './TextField.js';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <TextField {...props} value={value} onChange={setValue} />;
}

describe('text field (spec section 2: required markers; section 5: validation messages)', () => {
  it('marks a required field for sight and for assistive technology', () => {
    render(<Controlled label="Username" required />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves an optional field unmarked', () => {
    render(<Controlled label="Nickname" />);
    expect(screen.getByRole('textbox', { name: 'Nickname' }).hasAttribute('aria-required')).toBe(false);
    expect(screen.queryByText('*')).toBeNull();
  });

  it('wires the error message with aria-invalid and aria-describedby', () => {
    render(<Controlled label="E-mail" error="Incorrect e-mail" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Incorrect e-mail', 'We never share it']);
  });

  it('reports typed text', async () => {
    render(<Controlled label="Username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'player1');
    expect((input as HTMLInputElement).value).toBe('player1');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});
