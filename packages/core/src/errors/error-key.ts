import { ApiClientError } from '@whitelabel/api';
import type { TextKey } from '../i18n/namespaces.js';

/** A login refused on the client: the account is not of the site's side (a member on the agent site, or the reverse). */
export class LoginSideError extends Error {
  override readonly name = 'LoginSideError';
  readonly messageKey: `errors.${'NON_MEMBER_LOGIN' | 'NON_AGENT_LOGIN'}`;
  constructor(readonly code: 'NON_MEMBER_LOGIN' | 'NON_AGENT_LOGIN') {
    super(code);
    this.messageKey = `errors.${code}`;
  }
}

/** Texts a screen words itself for some error codes (ALREADY_APPLIED reads "already claimed" on a claim). */
export type ErrorKeyOverrides = Partial<Record<string, TextKey>>;

/**
 * The one way to turn a failure into the text a member reads (spec section 8): the screen's own text for the
 * code when it has one, else the catalogue's `errors.<CODE>` (every code has one, a test checks it), else, for
 * anything that is not an answer of the server (a bug, a refused login side handled above), the unknown error.
 * Kept as a key, so a language change re-translates a message already shown.
 */
export function errorKey(error: unknown, overrides: ErrorKeyOverrides = {}): TextKey {
  if (error instanceof ApiClientError || error instanceof LoginSideError) return overrides[error.code] ?? error.messageKey;
  return 'errors.UNKNOWN_ERROR';
}
