import { ApiClientError, type LoginPayload, type RegisterPayload, type ResetByVerificationPayload, type Schema } from '@whitelabel/api';
import { smsCode } from '../constants/business.js';

/** Which code: for a registration, or for a login or password reset (spec section 7's two paths). */
export type PhoneCodePurpose = 'register' | 'noLogin';

/** A phone number as the forms hold it. */
export interface PhoneNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** What a send answers: when the code expires, or how long before another may be asked for (else 60 s apply). */
export interface PhoneCodeSent {
  expirationTime?: number | string | null;
  resendAfter?: number | null;
}

/** What proves the phone in a payload: the server's SMS code, or Firebase's ID token (spec 3.031, 3.034, 3.037). */
export type PhoneProof = { kind: 'code'; verificationCode: string } | { kind: 'firebase'; firebaseIdToken: string };

/**
 * How the site proves a phone (spec 5.026, 7.015): it sends a code to the number, then turns the code the member typed
 * into the payload's proof. The server's SMS is the default; Firebase phone authentication is the other channel.
 */
export interface PhoneVerification {
  readonly channel: 'sms' | 'firebase';
  /** `purpose` picks the server's operation (a registration's code or any other); Firebase has one kind of code. */
  send(request: Schema<'SmsCodeRequest'>, purpose: PhoneCodePurpose): Promise<PhoneCodeSent>;
  prove(phone: PhoneNumber, code: string): Promise<PhoneProof>;
}

/** The server's SMS codes: the send is the server's operation, and the typed code is the proof. */
export function smsPhoneVerification(
  sendToServer: (request: Schema<'SmsCodeRequest'>, purpose: PhoneCodePurpose) => Promise<PhoneCodeSent>,
): PhoneVerification {
  return {
    channel: 'sms',
    send: sendToServer,
    prove: (_phone, code) => Promise.resolve({ kind: 'code', verificationCode: code.trim() }),
  };
}

/** Firebase's confirmation of a sent code: what `signInWithPhoneNumber` of firebase/auth resolves with. */
export interface FirebaseConfirmation {
  confirm(code: string): Promise<{ user: { getIdToken(): Promise<string> } }>;
}

/** Sends a code to an E.164 number through Firebase: `signInWithPhoneNumber(auth, number, appVerifier)`, bound by the app. */
export type FirebasePhoneSignIn = (e164Number: string) => Promise<FirebaseConfirmation>;

/** Firebase's public web configuration for the merchant, from the site settings. */
export type FirebaseWebConfig = NonNullable<Schema<'PhoneVerificationSettings'>['firebase']>;

/**
 * A code Firebase could not send (reCAPTCHA closed, quota, a number Firebase refuses). Firebase shows its own challenge
 * and problems, so the form only stops waiting (spec 8.005): this error carries no message for the member.
 */
export class PhoneCodeSendFailed extends Error {
  override readonly name = 'PhoneCodeSendFailed';
  constructor(options?: { cause?: unknown }) {
    super('Firebase could not send the verification code', options);
  }
}

/** Whether a send failed at Firebase (spec 8.005): the form then only stops waiting, with no message of its own. */
export function isPhoneCodeSendFailed(error: unknown): error is PhoneCodeSendFailed {
  return error instanceof PhoneCodeSendFailed;
}

/**
 * The merchant's channel cannot be served by this site: its settings name Firebase and the app gave no Firebase plug
 * (a build the merchant check would have refused). Unlike a refused send, nothing else tells the member: the form says it.
 */
export class PhoneChannelUnavailable extends Error {
  override readonly name = 'PhoneChannelUnavailable';
  constructor(channel: PhoneVerification['channel']) {
    super(`This merchant verifies phones through ${channel}, but the app gave ApiProvider no plug for it (firebasePhoneSignIn)`);
  }
}

/** Whether a send failed because the site cannot serve the merchant's channel at all. */
export function isPhoneChannelUnavailable(error: unknown): error is PhoneChannelUnavailable {
  return error instanceof PhoneChannelUnavailable;
}

const wrongCode = () => new ApiClientError({ status: 400, code: 'VERIFICATION_CODE_WRONG', message: 'Firebase did not confirm the code' });

/** `+<dialling code><number>`, the form Firebase and the server's token check compare (digits of both kept). */
export function e164(phone: PhoneNumber): string {
  const code = phone.countryDialingCode.replace(/[^\d]/g, '');
  return `+${code}${phone.mobileNum.trim()}`;
}

/**
 * Firebase phone authentication: `send` asks Firebase to text a code (the SDK is loaded on the first send) and keeps
 * its confirmation for the number; `prove` confirms the typed code at Firebase and hands over the ID token. A wrong
 * code, or a code for a number no code was sent to, is the server's wrong-code error, so forms say it as they always do.
 */
export function firebasePhoneVerification(loadSignIn: () => Promise<FirebasePhoneSignIn>): PhoneVerification {
  let signIn: Promise<FirebasePhoneSignIn> | undefined;
  const confirmations = new Map<string, FirebaseConfirmation>();
  return {
    channel: 'firebase',
    async send(request) {
      let sendCode: FirebasePhoneSignIn;
      try {
        sendCode = await (signIn ??= loadSignIn());
      } catch (cause) {
        // A failed load is tried again on the next send.
        signIn = undefined;
        if (isPhoneChannelUnavailable(cause)) throw cause;
        throw new PhoneCodeSendFailed({ cause });
      }
      const number = e164(request);
      try {
        confirmations.set(number, await sendCode(number));
      } catch (cause) {
        throw new PhoneCodeSendFailed({ cause });
      }
      // Firebase gives no expiry: the code is for core's default countdown (spec section 4).
      return { expirationTime: Date.now() + smsCode.countdownDefaultSeconds * 1000 };
    },
    async prove(phone, code) {
      const confirmation = confirmations.get(e164(phone));
      if (!confirmation) throw wrongCode();
      try {
        const { user } = await confirmation.confirm(code.trim());
        return { kind: 'firebase', firebaseIdToken: await user.getIdToken() };
      } catch {
        throw wrongCode();
      }
    },
  };
}

/** The login payload with its phone proof: an SMS login becomes a Firebase login when Firebase proved the number. */
export function loginWithProof(payload: Extract<LoginPayload, { type: 'sms' }>, proof: PhoneProof): LoginPayload {
  if (proof.kind === 'code') return { ...payload, verificationCode: proof.verificationCode };
  const { mobileNum, countryDialingCode, portal } = payload;
  return {
    type: 'firebase',
    firebaseChannel: 'sms',
    firebaseIdToken: proof.firebaseIdToken,
    firebaseMobileNo: mobileNum,
    countryDialingCode,
    ...(portal ? { portal } : {}),
  };
}

/** The registration payload with its phone proof in place of the code. */
export function registrationWithProof(payload: RegisterPayload, proof: PhoneProof): RegisterPayload {
  if (proof.kind === 'code') return { ...payload, verificationCode: proof.verificationCode };
  const { verificationCode: _code, ...rest } = payload;
  return { ...rest, firebaseChannel: 'sms', firebaseIdToken: proof.firebaseIdToken };
}

/** The reset-by-phone payload with its phone proof in place of the code. */
export function resetWithProof(payload: ResetByVerificationPayload, proof: PhoneProof): ResetByVerificationPayload {
  if (proof.kind === 'code') return { ...payload, verificationCode: proof.verificationCode };
  const { verificationCode: _code, ...rest } = payload;
  return { ...rest, firebaseIdToken: proof.firebaseIdToken };
}
