import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@whitelabel/api';
import { errorMessageKey } from './errors.js';

describe('error texts of content calls (spec section 8)', () => {
  const exists = (key: string) => key !== 'errors.PAYLOAD_DECRYPTION_FAILED';
  it('uses the catalogue text, the area text for ALREADY_APPLIED, else unknown error', () => {
    expect(errorMessageKey(new ApiClientError({ code: 'TRIAL_ACCOUNT_REJECTED', status: 403, message: '' }), exists)).toBe('errors.TRIAL_ACCOUNT_REJECTED');
    expect(errorMessageKey(new ApiClientError({ code: 'ALREADY_APPLIED', status: 409, message: '' }), exists)).toBe('reward.errors.alreadyApplied');
    expect(errorMessageKey(new ApiClientError({ code: 'PAYLOAD_DECRYPTION_FAILED', status: 400, message: '' }), exists)).toBe('errors.UNKNOWN_ERROR');
    expect(errorMessageKey(new Error('boom'), exists)).toBe('errors.UNKNOWN_ERROR');
  });
  it('words a refused picture by the rule the server names', () => {
    const refused = new ApiClientError({ code: 'VALIDATION_FAILED', status: 400, message: '', details: [{ field: 'pictures', message: 'activity_image_type' }] });
    expect(errorMessageKey(refused, exists)).toBe('reward.errors.imageType');
    expect(errorMessageKey(new ApiClientError({ code: 'VALIDATION_FAILED', status: 400, message: '' }), exists)).toBe('errors.VALIDATION_FAILED');
  });
});
