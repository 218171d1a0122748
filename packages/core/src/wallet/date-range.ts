import { daysBefore, utcDay } from '@whitelabel/rules';

/** Date filters of the records (betting record, deposit and withdrawal reports). */
export const dateRangePresets = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];

export interface DayRange {
  /** First day, inclusive, YYYY-MM-DD. */
  startDate: string;
  /** Last day, inclusive, YYYY-MM-DD. */
  endDate: string;
}

// The server counts every day (records, KPIs, salaries) in UTC: the platform's day rule, re-exported for the screens.
export { daysBefore, utcDay } from '@whitelabel/rules';

const day = utcDay;

/**
 * The day range of a preset. The server counts days in UTC, so the range is in UTC days too
 * (today is the current UTC day).
 */
export function dayRangeOf(preset: DateRangePreset, now: Date = new Date()): DayRange {
  switch (preset) {
    case 'today':
      return { startDate: day(now), endDate: day(now) };
    case 'yesterday':
      return { startDate: day(daysBefore(now, 1)), endDate: day(daysBefore(now, 1)) };
    case 'last7Days':
      return { startDate: day(daysBefore(now, 6)), endDate: day(now) };
    case 'last30Days':
      return { startDate: day(daysBefore(now, 29)), endDate: day(now) };
  }
}
