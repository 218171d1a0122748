/** Why a social login came back without a session (the reference server's `socialError` reasons). */
export const socialLoginFailures = ['cancelled', 'failed', 'linkedElsewhere', 'unavailable'] as const;
export type SocialLoginFailure = (typeof socialLoginFailures)[number];

/** What the provider's return left in the login screen's address: a ticket to redeem, or a reason to show. */
export type SocialReturn = { ticket: string } | { failure: SocialLoginFailure };

/**
 * Reads the fragment the server's social-login callback redirects to (`#socialTicket=…` or `#socialError=…`,
 * spec 2.149). Anything else is not a social return (undefined); an unknown reason reads as `failed`.
 */
export function readSocialReturn(hash: string): SocialReturn | undefined {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const ticket = params.get('socialTicket');
  if (ticket) return { ticket };
  const reason = params.get('socialError');
  if (reason === null) return undefined;
  return { failure: (socialLoginFailures as readonly string[]).includes(reason) ? (reason as SocialLoginFailure) : 'failed' };
}

/** The translation key of a failed social login's message. */
export const socialFailureKey = (failure: SocialLoginFailure) => `socialLogin.errors.${failure}` as const;
