import * as oidc from 'openid-client';
import type { OidcClientConfig, ServerConfig, SocialProviderName } from '../../config.js';

/** Who signed in at the provider: the ID token's issuer and subject, and what the profile says. */
export interface SocialIdentity {
  issuer: string;
  subject: string;
  name?: string;
}

/** Checks of one authorisation request, kept server-side between the start and the callback. */
export interface AuthorizationChecks {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Why a flow did not end in an identity; each is a translated message on the member site's login screen. */
export type SocialFailure = 'cancelled' | 'failed' | 'unavailable';

export class SocialLoginError extends Error {
  constructor(
    readonly reason: SocialFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * A third-party authentication service (spec 2.149): builds the authorisation request and turns the provider's
 * answer into an identity. One implementation, OpenID Connect, serves LINE, Google and the development provider.
 */
export interface SocialProvider {
  authorizationUrl(checks: AuthorizationChecks): Promise<URL>;
  complete(callbackQuery: URLSearchParams, checks: AuthorizationChecks): Promise<SocialIdentity>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** An OpenID Connect provider through openid-client: authorisation code with PKCE (S256), state and nonce. */
export class OidcSocialProvider implements SocialProvider {
  #configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly client: OidcClientConfig,
    /** In-process transport for the development provider; real providers go over the network. */
    private readonly fetch?: FetchLike,
  ) {}

  /** Discovery once, retried after a failure (a provider briefly down must not stay down for this server). */
  private configuration(): Promise<oidc.Configuration> {
    if (!this.#configuration) {
      const insecure = new URL(this.client.issuer).protocol === 'http:';
      this.#configuration = oidc
        .discovery(new URL(this.client.issuer), this.client.clientId, undefined, oidc.ClientSecretPost(this.client.clientSecret), {
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
          ...(this.fetch ? { [oidc.customFetch]: this.fetch } : {}),
          timeout: 10,
        })
        .catch((error: unknown) => {
          this.#configuration = undefined;
          throw new SocialLoginError('unavailable', `OpenID Connect discovery of ${this.client.issuer} failed`, { cause: error });
        });
    }
    return this.#configuration;
  }

  async authorizationUrl(checks: AuthorizationChecks): Promise<URL> {
    const configuration = await this.configuration();
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: checks.redirectUri,
      scope: this.client.scope ?? 'openid profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
  }

  async complete(callbackQuery: URLSearchParams, checks: AuthorizationChecks): Promise<SocialIdentity> {
    const configuration = await this.configuration();
    const callbackUrl = new URL(checks.redirectUri);
    callbackUrl.search = callbackQuery.toString();
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied') {
        throw new SocialLoginError('cancelled', 'The member declined at the provider', { cause: error });
      }
      throw new SocialLoginError('failed', 'The provider answer did not pass the checks', { cause: error });
    }
    if (!claims) throw new SocialLoginError('failed', 'The provider answered without an ID token');
    const name = typeof claims.name === 'string' ? claims.name : undefined;
    return { issuer: claims.iss, subject: claims.sub, ...(name ? { name } : {}) };
  }
}

/** The development provider's client of each button (its secret is made per start). */
export const devClientId = (provider: SocialProviderName) => `dev-${provider}`;

/**
 * Which provider serves a merchant's button: the operator's configuration (SOCIAL_LOGIN_FILE), else the development
 * provider when it runs, else none (the start answers 403 NO_PERMISSION).
 */
export class SocialProviders {
  readonly #providers = new Map<string, SocialProvider>();

  constructor(
    private readonly config: Pick<ServerConfig, 'socialLogin' | 'devOidc'>,
    private readonly dev?: { clientSecret: string; fetch: FetchLike },
  ) {}

  resolve(merchantCode: string, provider: SocialProviderName): SocialProvider | undefined {
    const key = `${merchantCode}:${provider}`;
    const known = this.#providers.get(key);
    if (known) return known;
    const configured = this.config.socialLogin[merchantCode]?.[provider];
    let created: SocialProvider | undefined;
    if (configured) created = new OidcSocialProvider(configured);
    else if (this.config.devOidc.enabled && this.dev) {
      created = new OidcSocialProvider(
        { issuer: this.config.devOidc.issuer, clientId: devClientId(provider), clientSecret: this.dev.clientSecret, scope: 'openid profile' },
        this.dev.fetch,
      );
    }
    if (created) this.#providers.set(key, created);
    return created;
  }
}
