/** Date filters of the records (betting record, deposit and withdrawal reports). */
export const dateRangePresets = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];

export interface DayRange {
  /** First day, inclusive, YYYY-MM-DD. */
  startDate: string;
  /** Last day, inclusive, YYYY-MM-DD. */
  endDate: string;
}

/**
 * A UTC calendar day as YYYY-MM-DD. The server counts every day (records, KPIs, salaries) in UTC, so
 * every day the client sends is a UTC day, whatever the phone's time zone.
 */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The same instant `days` calendar days earlier (UTC days have no daylight-saving jumps). */
export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * 86_400_000);
}

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
