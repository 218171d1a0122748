/** Largest value of a PostgreSQL `integer` (serial) column: every row id of this server. */
export const maxRowId = 2_147_483_647;

/**
 * A row id from the text a client sent (the contract types ids as strings): a whole number a serial column
 * can hold, else undefined. An id past that range names no row, so callers answer 404 as for any unknown id
 * instead of letting the database refuse the value.
 */
export function rowId(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= maxRowId ? id : undefined;
}
