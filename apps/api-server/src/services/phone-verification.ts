import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { sql } from 'drizzle-orm';
import type { FirebaseProjectConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { payloadNonces, type SmsPurpose } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { sha256 } from './crypto.js';
import { consumeSmsCode, verifySmsCode } from './verification.js';

/** What a form sends to prove a phone: an SMS code of this server, or a Firebase ID token (spec 5.026, 7.015). */
export interface PhoneProof {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode?: string | undefined;
  firebaseIdToken?: string | undefined;
}

/** A phone proved by a proof; `use` spends the proof, so that it proves nothing twice. */
export interface VerifiedPhone {
  use(): Promise<void>;
}

/** A merchant's phone verification channel: the reference server's SMS (default) or Firebase. */
export interface PhoneVerifier {
  readonly channel: 'sms' | 'firebase';
  verify(proof: PhoneProof, purposes: SmsPurpose[]): Promise<VerifiedPhone>;
}

const wrongCode = () => new HttpError(400, 'VERIFICATION_CODE_WRONG', 'Verification code error');

/** The reference server's SMS codes (services/verification.ts). */
export class SmsPhoneVerifier implements PhoneVerifier {
  readonly channel = 'sms' as const;
  constructor(
    private readonly db: Database,
    private readonly merchantCode: string,
  ) {}

  async verify(proof: PhoneProof, purposes: SmsPurpose[]): Promise<VerifiedPhone> {
    if (proof.firebaseIdToken && !proof.verificationCode) throw new HttpError(403, 'NO_PERMISSION', 'This site verifies phones by SMS code, not Firebase');
    const id = await verifySmsCode(
      this.db,
      { merchantCode: this.merchantCode, countryDialingCode: proof.countryDialingCode, mobileNum: proof.mobileNum, purposes, code: proof.verificationCode },
      { consume: false },
    );
    return { use: () => consumeSmsCode(this.db, id) };
  }
}

/** Key sets by URL, fetched and cached by jose (refreshed when a token names an unknown key). */
const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

/**
 * What a verified ID token is, whatever its spelling: the hash of its decoded signature. Base64url leaves unused bits in
 * a last character (16 texts decode to one RS256 signature), and the signature covers exactly one header and payload,
 * so its bytes name the token; its text does not.
 */
function tokenIdentity(token: string): string {
  return sha256(Buffer.from(token.split('.')[2] ?? '', 'base64url').toString('hex'));
}

/**
 * Firebase phone authentication: the client signs in at Firebase with the SMS code and sends the ID token. The token is
 * a JWT checked as Firebase documents it: RS256 with a key of the project's JWKS, issuer
 * `https://securetoken.google.com/<projectId>`, audience the project, not expired, a subject, an auth_time in the past,
 * and its `phone_number` must be the number of the form. A token proves once (the hash of its signature is kept until it expires).
 */
export class FirebasePhoneVerifier implements PhoneVerifier {
  readonly channel = 'firebase' as const;
  constructor(
    private readonly db: Database,
    private readonly project: FirebaseProjectConfig,
  ) {}

  async verify(proof: PhoneProof): Promise<VerifiedPhone> {
    if (!proof.firebaseIdToken) throw new HttpError(400, 'VERIFICATION_CODE_WRONG', 'This site verifies phones through Firebase: send firebaseIdToken');
    const token = proof.firebaseIdToken;
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, keySet(this.project.jwksUrl), {
        algorithms: ['RS256'],
        issuer: `https://securetoken.google.com/${this.project.projectId}`,
        audience: this.project.projectId,
        requiredClaims: ['sub', 'exp', 'iat', 'auth_time'],
      }));
    } catch (error) {
      // The key set unreachable is the server's trouble, not the member's: 503, try again.
      if (error instanceof joseErrors.JWKSTimeout || (error instanceof Error && !(error instanceof joseErrors.JOSEError))) {
        throw new HttpError(503, 'SYSTEM_BUSY', 'Firebase keys cannot be fetched; try again later');
      }
      throw wrongCode();
    }
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : Number.NaN;
    if (!payload.sub || !(authTime <= Date.now() / 1000 + 60)) throw wrongCode();
    if (payload.phone_number !== `${proof.countryDialingCode}${proof.mobileNum}`) throw wrongCode();
    const expiresAt = new Date((payload.exp ?? 0) * 1000);
    return {
      use: async () => {
        const [fresh] = await this.db
          .insert(payloadNonces)
          .values({ jti: `firebase:${tokenIdentity(token)}`, expiresAt })
          .onConflictDoNothing()
          .returning({ jti: payloadNonces.jti });
        if (!fresh) throw wrongCode();
        await this.db.delete(payloadNonces).where(sql`${payloadNonces.expiresAt} < now()`);
      },
    };
  }
}

/** The merchant's channel: Firebase when FIREBASE_FILE names the merchant, else the server's SMS. */
export function phoneVerifier(ctx: { db: Database; config: { firebase: Record<string, FirebaseProjectConfig> } }, merchantCode: string): PhoneVerifier {
  const project = ctx.config.firebase[merchantCode];
  return project ? new FirebasePhoneVerifier(ctx.db, project) : new SmsPhoneVerifier(ctx.db, merchantCode);
}
