import { gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays, clampDay, lastDay, startOfDay } from '@whitelabel/rules';

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
