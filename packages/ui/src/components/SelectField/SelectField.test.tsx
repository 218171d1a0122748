import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField, type SelectFieldProps } from './SelectField.js';

const banks = [
  { value: 'KBANK', label: 'Kasikornbank' },
  { value: 'GSB', label: 'Government Savings Bank' },
];

function Controlled(props: Omit<SelectFieldProps, 'value' | 'onChange' | 'options'>) {
  const [value, setValue] = useState('');
  return <SelectField {...props} options={banks} value={value} onChange={setValue} />;
}

describe('select field (kit form field with a native list)', () => {
  it('starts on the placeholder and reports the chosen value', async () => {
    render(<Controlled label="Bank" placeholder="Choose your bank" required />);
    const select = screen.getByRole('combobox', { name: 'Bank' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.getAttribute('aria-required')).toBe('true');
    // A required select cannot go back to the placeholder.
    expect((screen.getByRole('option', { name: 'Choose your bank' }) as HTMLOptionElement).disabled).toBe(true);
    await userEvent.selectOptions(select, 'GSB');
    expect(select.value).toBe('GSB');
  });

  it('wires the error and hint for assistive technology', () => {
    render(<Controlled label="Bank" error="Choose a bank" hint="Banks of your currency" />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const ids = (select.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Choose a bank', 'Banks of your currency']);
  });
});
