import { ApiClientError } from '@whitelabel/api';
import { describe, expect, it, vi } from 'vitest';
import { smsCode } from '../constants/business.js';
import {
  e164,
  firebasePhoneVerification,
  isPhoneCodeSendFailed,
  loginWithProof,
  PhoneCodeSendFailed,
  registrationWithProof,
  resetWithProof,
  smsPhoneVerification,
  type FirebasePhoneSignIn,
} from './phone-verification.js';

const phone = { countryDialingCode: '+66', mobileNum: '812345678' };

/** A Firebase stand-in: every send texts "123456"; confirming it signs in with a token for the number. */
function fakeFirebase() {
  const sent: string[] = [];
  const signIn: FirebasePhoneSignIn = async (number) => {
    sent.push(number);
    return {
      confirm: async (code) => {
        if (code !== '123456') throw Object.assign(new Error('auth/invalid-verification-code'), { code: 'auth/invalid-verification-code' });
        return { user: { getIdToken: async () => `token-for-${number}` } };
      },
    };
  };
  return { sent, signIn };
}

describe('phone verification by SMS (the default channel)', () => {
  it('sends through the server and proves with the typed code', async () => {
    const send = vi.fn().mockResolvedValue({ expirationTime: 1, resendAfter: 60 });
    const sms = smsPhoneVerification(send);
    expect(sms.channel).toBe('sms');
    await expect(sms.send({ ...phone }, 'register')).resolves.toEqual({ expirationTime: 1, resendAfter: 60 });
    expect(send).toHaveBeenCalledWith(phone, 'register');
    await expect(sms.prove(phone, ' 654321 ')).resolves.toEqual({ kind: 'code', verificationCode: '654321' });
  });
});

describe('phone verification by Firebase (spec 5.026, 7.015, 8.005)', () => {
  it('texts the number in E.164 form, then verifies the code at Firebase and proves with its ID token', async () => {
    const firebase = fakeFirebase();
    const load = vi.fn().mockResolvedValue(firebase.signIn);
    const verification = firebasePhoneVerification(load);
    const before = Date.now();
    const { expirationTime } = await verification.send({ ...phone }, 'noLogin');
    // Firebase gives no expiry: the code is for core's default countdown.
    expect(expirationTime).toBeGreaterThanOrEqual(before + smsCode.countdownDefaultSeconds * 1000);
    expect(expirationTime).toBeLessThanOrEqual(Date.now() + smsCode.countdownDefaultSeconds * 1000);
    expect(firebase.sent).toEqual(['+66812345678']);
    await expect(verification.prove(phone, '123456')).resolves.toEqual({ kind: 'firebase', firebaseIdToken: 'token-for-+66812345678' });
    // The SDK is loaded once, on the first send.
    await verification.send({ ...phone }, 'noLogin');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a wrong code, or a code for a number never texted, with the wrong-code error', async () => {
    const verification = firebasePhoneVerification(async () => fakeFirebase().signIn);
    await expect(verification.prove(phone, '123456')).rejects.toMatchObject({ code: 'VERIFICATION_CODE_WRONG' });
    await verification.send({ ...phone }, 'noLogin');
    const wrong = verification.prove(phone, '000000');
    await expect(wrong).rejects.toBeInstanceOf(ApiClientError);
    await expect(wrong).rejects.toMatchObject({ code: 'VERIFICATION_CODE_WRONG', messageKey: 'errors.VERIFICATION_CODE_WRONG' });
  });

  it('turns a failed send into PhoneCodeSendFailed, and loads the SDK again after a failed load', async () => {
    const refusing = firebasePhoneVerification(async () => () => Promise.reject(new Error('auth/too-many-requests')));
    const refused = refusing.send({ ...phone }, 'noLogin');
    await expect(refused).rejects.toBeInstanceOf(PhoneCodeSendFailed);
    expect(isPhoneCodeSendFailed(await refused.catch((error: unknown) => error))).toBe(true);
    expect(isPhoneCodeSendFailed(new ApiClientError({ status: 400, code: 'VERIFICATION_CODE_WRONG', message: 'wrong' }))).toBe(false);

    const firebase = fakeFirebase();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(firebase.signIn);
    const verification = firebasePhoneVerification(load);
    await expect(verification.send({ ...phone }, 'noLogin')).rejects.toBeInstanceOf(PhoneCodeSendFailed);
    await expect(verification.send({ ...phone }, 'noLogin')).resolves.toHaveProperty('expirationTime');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('writes the dialling code and number as one E.164 number', () => {
    expect(e164({ countryDialingCode: '+84', mobileNum: ' 912345678 ' })).toBe('+84912345678');
    expect(e164({ countryDialingCode: '66', mobileNum: '812345678' })).toBe('+66812345678');
  });
});

describe('payloads with their proof', () => {
  const firebase = { kind: 'firebase', firebaseIdToken: 'id-token' } as const;
  const code = { kind: 'code', verificationCode: '123456' } as const;

  it('turns an SMS login into a Firebase login, keeping the number and the portal', () => {
    const sms = { type: 'sms', ...phone, verificationCode: '', portal: 'MEMBER' } as const;
    expect(loginWithProof(sms, firebase)).toEqual({
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token',
      firebaseMobileNo: '812345678',
      countryDialingCode: '+66',
      portal: 'MEMBER',
    });
    expect(loginWithProof(sms, code)).toEqual({ ...sms, verificationCode: '123456' });
  });

  it('puts the token in place of the code in a registration and a reset', () => {
    const registration = {
      ...phone,
      password: 'secret1',
      confirmPassword: 'secret1',
      verificationCode: '123456',
      registerMethod: 'H5' as const,
      type: 0 as const,
      domain: 'lucky88.test',
      registerUrl: 'https://lucky88.test/m/register',
    };
    const withToken = registrationWithProof(registration, firebase);
    expect(withToken).toMatchObject({ firebaseChannel: 'sms', firebaseIdToken: 'id-token' });
    expect(withToken).not.toHaveProperty('verificationCode');
    const reset = resetWithProof({ ...phone, newPassword: 'secret2', verificationCode: '123456' }, firebase);
    expect(reset).toEqual({ ...phone, newPassword: 'secret2', firebaseIdToken: 'id-token' });
  });
});
