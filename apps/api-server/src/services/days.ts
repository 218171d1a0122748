import { gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Calendar days (`YYYY-MM-DD`, UTC) as the contract's `format: date` allows them: years 0000 to 9999. PostgreSQL
 * and an ISO string both hold only years 1 to 9999, so every day is clamped into that range before it becomes
 * an instant or a query value: a range from year 0 starts at the first day there is, one ending on 9999-12-31
 * has no upper bound.
 */
export const firstDay = '0001-01-01';
export const lastDay = '9999-12-31';
const dayMs = 86_400_000;

export const clampDay = (day: string): string => (day < firstDay ? firstDay : day > lastDay ? lastDay : day);

/** The UTC day of an instant. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** Midnight UTC at the start of a day. */
export const startOfDay = (day: string): Date => new Date(`${clampDay(day)}T00:00:00.000Z`);

/** The day `days` later (or earlier), kept within years 1 to 9999. */
export function addDays(day: string, days: number): string {
  const time = startOfDay(day).getTime() + days * dayMs;
  if (time < startOfDay(firstDay).getTime()) return firstDay;
  if (time > startOfDay(lastDay).getTime()) return lastDay;
  return dayOf(new Date(time));
}

/** Conditions for an inclusive range of UTC days on a timestamp column; a missing day leaves that side open. */
export function dayRange(column: PgColumn, startDay?: string, endDay?: string): SQL[] {
  const conditions: SQL[] = [];
  if (startDay) conditions.push(gte(column, startOfDay(startDay)));
  if (endDay && clampDay(endDay) < lastDay) conditions.push(lt(column, startOfDay(addDays(endDay, 1))));
  return conditions;
}
