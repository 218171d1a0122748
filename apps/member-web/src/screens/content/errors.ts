import { ApiClientError } from '@whitelabel/api';

/** Error codes whose message this area words itself (the shared `errors.*` texts have none). */
const areaMessages: Record<string, string> = { ALREADY_APPLIED: 'reward.errors.alreadyApplied' };

/**
 * The translation key of a failed call (spec section 8): the catalogue's text, else unknown error.
 * `exists` is the i18n instance's check (`i18n.exists` from useTranslation).
 */
export function errorMessageKey(error: unknown, exists: (key: string) => boolean): string {
  if (!(error instanceof ApiClientError)) return 'errors.UNKNOWN_ERROR';
  const own = areaMessages[error.code];
  if (own) return own;
  return exists(error.messageKey) ? error.messageKey : 'errors.UNKNOWN_ERROR';
}
