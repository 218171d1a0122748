/**
 * Calendar days. The platform counts every day (records, KPIs, salaries, draws) in UTC, so a day is a UTC day
 * written `YYYY-MM-DD`, whatever the phone's or the server's time zone. The contract's `format: date` admits years
 * 0000 to 9999 while a Date's ISO string (and PostgreSQL) holds 1 to 9999, so day arithmetic stays in that range.
 */

export const firstDay = '0001-01-01';
export const lastDay = '9999-12-31';
const dayMs = 86_400_000;

/** The UTC day of an instant. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The same instant `days` calendar days earlier (UTC days have no daylight-saving jumps). */
export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * dayMs);
}

/** A day moved into years 1 to 9999. */
export function clampDay(day: string): string {
  return day < firstDay ? firstDay : day > lastDay ? lastDay : day;
}

/** Midnight UTC at the start of a day (clamped). */
export function startOfDay(day: string): Date {
  return new Date(`${clampDay(day)}T00:00:00.000Z`);
}

/** The day `days` later (or earlier), kept within years 1 to 9999. */
export function addDays(day: string, days: number): string {
  const time = startOfDay(day).getTime() + days * dayMs;
  if (time < startOfDay(firstDay).getTime()) return firstDay;
  if (time > startOfDay(lastDay).getTime()) return lastDay;
  return utcDay(new Date(time));
}
