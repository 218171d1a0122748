import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JackpotCounter } from './JackpotCounter.js';

describe('jackpot counter (spec section 2: animated digits; docs/conventions.md: tabular figures)', () => {
  it('formats with grouping and fixed decimals in Latin digits, never below zero', () => {
    const { rerender } = render(<JackpotCounter value={1234567.891} label="Jackpot" locale="en" />);
    // The amount as read: the visually hidden text next to the rolling strips.
    const spoken = () => screen.getByRole('region', { name: 'Jackpot' }).querySelector('p')?.textContent;
    expect(spoken()).toBe('1,234,567.89');
    rerender(<JackpotCounter value={5} label="Jackpot" locale="en" fractionDigits={0} />);
    expect(spoken()).toBe('5');
    rerender(<JackpotCounter value={-3} label="Jackpot" locale="en" />);
    expect(spoken()).toBe('0.00');
    rerender(<JackpotCounter value={1250} label="Jackpot" locale="ar" />);
    expect(spoken()).toMatch(/^[0-9.,\u066b\u066c\u200f\u061c]+$/);
  });

  it('while the value loads shows its title, is marked busy and has no figure', () => {
    render(<JackpotCounter value={undefined} label="Jackpot" locale="en" />);
    const region = screen.getByRole('region', { name: 'Jackpot' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.querySelector('[data-digit]')).toBeNull();
    expect(region.querySelector('p')).toBeNull();
  });

  it('reads the amount once as text and hides the rolling strips', () => {
    render(<JackpotCounter value={1000} label="Jackpot" currency="$" locale="en" />);
    const region = screen.getByRole('region', { name: 'Jackpot' });
    expect(region.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('$ 1,000.00')).toBeTruthy();
  });

  it('rolls each digit strip to its value and keeps columns keyed from the end', () => {
    const { container, rerender } = render(<JackpotCounter value={98} label="Jackpot" fractionDigits={0} locale="en" />);
    const ones = () => [...container.querySelectorAll<HTMLElement>('[data-digit]')].at(-1)!;
    const first = ones();
    expect(first.dataset.digit).toBe('8');
    expect((first.firstElementChild as HTMLElement).style.transform).toContain('-8');
    rerender(<JackpotCounter value={101} label="Jackpot" fractionDigits={0} locale="en" />);
    // The same element now shows 1: it rolled rather than being replaced.
    expect(ones()).toBe(first);
    expect(first.dataset.digit).toBe('1');
  });
});
