import { unwrap, type Schema } from '@whitelabel/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PhoneCodePurpose, PhoneVerification } from '../phone/phone-verification.js';
import { registrationSettingsFrom, sharedRulesFrom } from '../validation/server-rules.js';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useSiteSettings } from './system.js';

const settingsStaleMs = 5 * 60_000;

/** The shared rule table (spec section 5) for login, forgot and change password. */
export function useSharedRules() {
  const { client, merchantCode } = useApi();
  const query = useQuery({
    queryKey: queryKeys.system.registrationRules(merchantCode),
    queryFn: () => unwrap(client.GET('/wps/system/setting/validation')),
    staleTime: settingsStaleMs,
  });
  const rules = useMemo(() => sharedRulesFrom(query.data ?? []), [query.data]);
  return { ...query, rules };
}

/** Registration switches and per-field rules (spec sections 2, 3 and 5), ready for validateRegistration. */
export function useRegistrationSettings() {
  const { client, merchantCode } = useApi();
  const settings = useQuery({
    queryKey: queryKeys.system.registerSettings(merchantCode),
    queryFn: () => unwrap(client.GET('/wps/system/setting/register')),
    staleTime: settingsStaleMs,
  });
  const rules = useSharedRules();
  const registration = useMemo(
    () => (settings.data && rules.data ? registrationSettingsFrom(settings.data, rules.data) : undefined),
    [settings.data, rules.data],
  );
  return {
    registration,
    ageLimit: settings.data?.ageLimit,
    isPending: settings.isPending || rules.isPending,
    error: settings.error ?? rules.error,
  };
}

/** A captcha image (base64 png) and its key; refetch to refresh (tapping the image). Never cached. */
export function useCaptcha(enabled = true) {
  const { client } = useApi();
  return useQuery({
    queryKey: queryKeys.account.captcha,
    queryFn: () => unwrap(client.GET('/wps/captcha')),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Sends an SMS code of the server (spec section 7), whatever the merchant's phone channel (the payment password's reset); the answer's expirationTime drives the countdown. */
export function useSendSmsCode(purpose: 'noLogin' | 'register') {
  const { client } = useApi();
  return useMutation({
    mutationFn: (body: Schema<'SmsCodeRequest'>) =>
      unwrap(purpose === 'register' ? client.POST('/wps/verification/sms/register', { body }) : client.POST('/wps/verification/sms/noLogin', { body })),
  });
}

/** Affiliate (invitation) code check on submit (spec section 5); `success` false means invalid. */
export function useCheckAffiliate() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      queryClient.fetchQuery({
        queryKey: queryKeys.account.affiliate(code),
        queryFn: () => unwrap(client.GET('/wps/agent/affiliate', { params: { query: { code, domain: globalThis.location?.hostname ?? '' } } })),
        staleTime: 60_000,
      }),
  });
}

/** Countries with dialling codes and mobile length bounds, for the dialling-code picker. */
export function useCountries() {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.system.countries, queryFn: () => unwrap(client.GET('/wps/system/countries')), staleTime: Infinity });
}

/** The merchant's phone channel (spec 5.026, 7.015): the server's SMS, or Firebase when the site settings say so. */
export function usePhoneVerification(): PhoneVerification {
  const { phoneChannels } = useApi();
  const settings = useSiteSettings();
  return phoneChannels.forSettings(settings.data?.phoneVerification);
}

/**
 * Sends a code to prove a phone through the merchant's channel (login, registration, password reset). A Firebase send
 * that fails rejects with `PhoneCodeSendFailed`: the form only stops waiting (spec 8.005).
 */
export function useSendPhoneCode(purpose: PhoneCodePurpose) {
  const verification = usePhoneVerification();
  return useMutation({ mutationFn: (body: Schema<'SmsCodeRequest'>) => verification.send(body, purpose) });
}
