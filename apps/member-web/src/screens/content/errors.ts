import type { TextKey } from '@whitelabel/core';
import { ApiClientError } from '@whitelabel/api';

/** Error codes whose message this area words itself (the shared `errors.*` texts have none). */
const areaMessages: Partial<Record<string, TextKey>> = { ALREADY_APPLIED: 'reward.errors.alreadyApplied' };

/** Server rule names of a refused reward application (VALIDATION_FAILED details), by the text that says them. */
const ruleMessages: Partial<Record<string, TextKey>> = {
  activity_image_type: 'reward.errors.imageType',
  activity_apply_remark_limit3: 'reward.errors.imageTooLarge',
  activity_apply_remark_limit4: 'reward.errors.tooManyImages',
};

/**
 * The translation key of a failed call (spec section 8): the catalogue's text, else unknown error.
 * `exists` is the i18n instance's check (`i18n.exists` from useTranslation).
 */
export function errorMessageKey(error: unknown, exists: (key: string) => boolean): TextKey {
  if (!(error instanceof ApiClientError)) return 'errors.UNKNOWN_ERROR';
  const own = areaMessages[error.code];
  if (own) return own;
  const rule = error.details?.map((detail) => ruleMessages[detail.message]).find(Boolean);
  if (error.code === 'VALIDATION_FAILED' && rule) return rule;
  return exists(error.messageKey) ? error.messageKey : 'errors.UNKNOWN_ERROR';
}
