import { errorKey, type ErrorKeyOverrides, type TextKey } from '@whitelabel/core';
import { ApiClientError } from '@whitelabel/api';

/** Error codes whose message this area words itself (the shared `errors.*` texts have none). */
const areaMessages: ErrorKeyOverrides = { ALREADY_APPLIED: 'reward.errors.alreadyApplied' };

/** Server rule names of a refused reward application (VALIDATION_FAILED details), by the text that says them. */
const ruleMessages: Partial<Record<string, TextKey>> = {
  activity_image_type: 'reward.errors.imageType',
  activity_apply_remark_limit3: 'reward.errors.imageTooLarge',
  activity_apply_remark_limit4: 'reward.errors.tooManyImages',
};

/**
 * The translation key of a failed call (spec section 8): a refused upload's rule, the area's own text for a code,
 * else the catalogue's (core `errorKey`).
 */
export function errorMessageKey(error: unknown): TextKey {
  const rule =
    error instanceof ApiClientError && error.code === 'VALIDATION_FAILED'
      ? error.details?.map((detail) => ruleMessages[detail.message]).find(Boolean)
      : undefined;
  return rule ?? errorKey(error, areaMessages);
}
