import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@whitelabel/api';
import { errorMessageKey } from './errors.js';

describe('error texts of content calls (spec section 8)', () => {
  it('uses the catalogue text, the area text for ALREADY_APPLIED, else unknown error', () => {
    expect(errorMessageKey(new ApiClientError({ code: 'TRIAL_ACCOUNT_REJECTED', status: 403, message: '' }))).toBe('errors.TRIAL_ACCOUNT_REJECTED');
    expect(errorMessageKey(new ApiClientError({ code: 'ALREADY_APPLIED', status: 409, message: '' }))).toBe('reward.errors.alreadyApplied');
    expect(errorMessageKey(new Error('boom'))).toBe('errors.UNKNOWN_ERROR');
  });
  it('words a refused picture by the rule the server names', () => {
    const refused = new ApiClientError({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: '',
      details: [{ field: 'pictures', message: 'activity_image_type' }],
    });
    expect(errorMessageKey(refused)).toBe('reward.errors.imageType');
    expect(errorMessageKey(new ApiClientError({ code: 'VALIDATION_FAILED', status: 400, message: '' }))).toBe('errors.VALIDATION_FAILED');
  });
});
