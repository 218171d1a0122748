import { gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays, clampDay, lastDay, startOfDay, utcDay } from '@whitelabel/rules';
import { HttpError } from '../errors.js';

/**
 * Conditions for an inclusive range of UTC days (the platform's days, clamped to years 1 to 9999) on a timestamp
 * column; a missing day leaves that side open, as does an end on the last day there is.
 */
export function dayRange(column: PgColumn, startDay?: string, endDay?: string): SQL[] {
  const conditions: SQL[] = [];
  if (startDay) conditions.push(gte(column, startOfDay(startDay)));
  if (endDay && clampDay(endDay) < lastDay) conditions.push(lt(column, startOfDay(addDays(endDay, 1))));
  return conditions;
}

/**
 * The days a report covers: the query's (clamped), by default the `defaultDays` days up to today (UTC);
 * 400 VALIDATION_FAILED when the start is after the end.
 */
export function reportDays(query: { startDate?: string; endDate?: string }, defaultDays = 30, now = new Date()): { from: string; to: string } {
  const to = clampDay(query.endDate ?? utcDay(now));
  const from = clampDay(query.startDate ?? addDays(to, -(defaultDays - 1)));
  if (from > to)
    throw new HttpError(400, 'VALIDATION_FAILED', 'The start date is after the end date', undefined, [
      { field: 'startDate', message: 'must not be after endDate' },
    ]);
  return { from, to };
}
