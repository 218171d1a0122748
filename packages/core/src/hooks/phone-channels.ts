import { unwrap, type ApiClient, type Schema } from '@whitelabel/api';
import {
  firebasePhoneVerification,
  PhoneChannelUnavailable,
  smsPhoneVerification,
  type FirebasePhoneSignIn,
  type FirebaseWebConfig,
  type PhoneVerification,
} from '../phone/phone-verification.js';

/** The app's way to Firebase: the merchant's web configuration in, `signInWithPhoneNumber` bound to an auth out. */
export type FirebasePlug = (config: FirebaseWebConfig) => Promise<FirebasePhoneSignIn>;

export interface PhoneChannels {
  /** The channel the site settings name (the server's SMS when they name none or have not loaded). */
  forSettings(settings: Schema<'PhoneVerificationSettings'> | undefined): PhoneVerification;
}

/**
 * The phone channels of one API client. A Firebase channel is made once per project and kept, because the form's send
 * and its submit must meet the same pending confirmation.
 */
export function createPhoneChannels(client: ApiClient, plug: FirebasePlug | undefined): PhoneChannels {
  const sms = smsPhoneVerification((body, purpose) =>
    unwrap(purpose === 'register' ? client.POST('/wps/verification/sms/register', { body }) : client.POST('/wps/verification/sms/noLogin', { body })),
  );
  const firebase = new Map<string, PhoneVerification>();
  return {
    forSettings(settings) {
      const config = settings?.channel === 'firebase' ? settings.firebase : undefined;
      if (!config) return sms;
      let channel = firebase.get(config.projectId);
      if (!channel) {
        channel = firebasePhoneVerification(() => {
          if (plug) return plug(config);
          const missing = new PhoneChannelUnavailable('firebase');
          // For the operator: the member's form says only that codes cannot be sent.
          console.error(missing);
          return Promise.reject(missing);
        });
        firebase.set(config.projectId, channel);
      }
      return channel;
    },
  };
}
