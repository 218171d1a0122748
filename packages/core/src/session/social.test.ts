import { describe, expect, it } from 'vitest';
import { readSocialReturn, socialFailureKey } from './social.js';

describe('social login return (2.149)', () => {
  it('reads a ticket or a reason from the fragment', () => {
    expect(readSocialReturn('#socialTicket=abc-_123')).toEqual({ ticket: 'abc-_123' });
    expect(readSocialReturn('#socialError=cancelled')).toEqual({ failure: 'cancelled' });
    expect(readSocialReturn('socialError=linkedElsewhere')).toEqual({ failure: 'linkedElsewhere' });
  });

  it('reads an unknown reason as a failure and anything else as no social return', () => {
    expect(readSocialReturn('#socialError=<script>')).toEqual({ failure: 'failed' });
    expect(readSocialReturn('')).toBeUndefined();
    expect(readSocialReturn('#top')).toBeUndefined();
    expect(readSocialReturn('#socialTicket=')).toBeUndefined();
  });

  it('names the message of each reason', () => {
    expect(socialFailureKey('unavailable')).toBe('socialLogin.errors.unavailable');
  });
});
