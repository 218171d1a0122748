import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BirthdayPicker, daysInMonth, formatBirthday } from './BirthdayPicker.js';

const labels = { year: 'Year', month: 'Month', day: 'Day' };

function Controlled({ onChange, initial = '' }: { onChange: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <BirthdayPicker
      label="Birthday"
      labels={labels}
      value={value}
      lastYear={2026}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('birthday picker (spec sections 2 and 9: 1900 to the end of this year, YYYY-MM-DD)', () => {
  it('offers the years from this year down to 1900', () => {
    render(<Controlled onChange={vi.fn()} />);
    const years = Array.from(screen.getByRole('combobox', { name: 'Year' }).querySelectorAll('option'))
      .map((option) => option.value)
      .filter(Boolean);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1900');
    expect(years).toHaveLength(2026 - 1900 + 1);
  });

  it('produces YYYY-MM-DD once year, month and day are chosen', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1990');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '07');
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '04');
    expect(onChange).toHaveBeenLastCalledWith('1990-07-04');
  });

  it('clears a day that the new month does not have', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial="2001-01-31" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '02');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect((screen.getByRole('combobox', { name: 'Day' }) as HTMLSelectElement).value).toBe('');
  });

  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(undefined, 2)).toBe(29);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(formatBirthday({ year: '2000', month: '01', day: '' })).toBe('');
  });
});
