import { search } from '../constants/business.js';
import type { ValidationIssue } from './types.js';

/**
 * Game search input (spec section 5): empty shows the hot list (no message); 1-2 characters show
 * 'Search requires at least 3 characters'; 3 or more search.
 */
export function searchInputIssue(value: string): ValidationIssue | null {
  const length = [...value.trim()].length;
  return length > 0 && length < search.minLength ? { key: 'search.minLength', values: { min: search.minLength } } : null;
}

/** A search runs only for 3 or more characters. */
export function isSearchable(value: string): boolean {
  return [...value.trim()].length >= search.minLength;
}

/** Name search is a lowercased substring match (spec section 5). */
export function matchesGameName(name: string | null | undefined, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || (name ?? '').toLowerCase().includes(needle);
}
