import { vars } from '../theme/contract.css.js';
import { mockFixtures } from './mock-data.js';

/** Deterministic data shared by the account-form stories (not part of the kit). */
/** The country list of the API mocks (Thailand first). */
export const storyCountries = mockFixtures.countries;

export const storySmsLabels = {
  send: 'Get code',
  sending: 'Sending…',
  resend: 'Resend',
  countdown: (seconds: number) => `${seconds}s`,
};

/** Numbers of 9 or 10 digits count as valid in the stories. */
export const storyMobileValid = (mobile: string) => /^\d{9,10}$/.test(mobile);

export const storyTermsLink = (
  <a href="/m/help?tag=terms" style={{ color: vars.color.brand, fontWeight: 700 }}>
    Terms
  </a>
);
