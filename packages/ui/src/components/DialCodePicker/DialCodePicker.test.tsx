import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialCodePicker } from './DialCodePicker.js';

const countries = [
  { code: 'TH', countryDialingCode: '+66', name: 'Thailand' },
  { code: 'PH', countryDialingCode: '+63', name: 'Philippines' },
];

describe('country dialling-code picker (spec section 2: mobile number with country dialling code)', () => {
  it('shows the chosen dialling code and reports the chosen country', async () => {
    const onChange = vi.fn();
    render(<DialCodePicker label="Country code" countries={countries} value="TH" onChange={onChange} />);
    expect(screen.getByText('+66')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'PH');
    expect(onChange).toHaveBeenCalledWith(countries[1]);
  });

  it('falls back to the first country for an unknown value', () => {
    render(<DialCodePicker label="Country code" countries={countries} value="ZZ" onChange={vi.fn()} />);
    expect(screen.getByText('+66')).toBeTruthy();
  });
});
