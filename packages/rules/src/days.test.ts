import { describe, expect, it } from 'vitest';
import { addDays, clampDay, daysBefore, firstDay, lastDay, startOfDay, utcDay } from './days.js';

describe('UTC days', () => {
  it('names the UTC day of an instant, whatever the local zone', () => {
    expect(utcDay(new Date('2026-03-29T23:30:00-05:00'))).toBe('2026-03-30');
    expect(utcDay(daysBefore(new Date('2026-03-01T00:00:00Z'), 1))).toBe('2026-02-28');
  });

  it('moves by whole days within years 1 to 9999', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays(lastDay, 1)).toBe(lastDay);
    expect(addDays(firstDay, -1)).toBe(firstDay);
    expect(clampDay('0000-06-01')).toBe(firstDay);
    expect(startOfDay('2026-11-24').toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
});
