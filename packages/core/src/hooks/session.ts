import { ApiClientError, unwrap, type LoginPayload, type RegisterPayload, type ResetByVerificationPayload, type Schema } from '@whitelabel/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useMemo } from 'react';
import { LoginSideError } from '../errors/error-key.js';
import { loginWithProof, registrationWithProof, resetWithProof } from '../phone/phone-verification.js';
import { vipProgress } from '../session/vip.js';
import type { SocialLogin } from '../session/gating.js';
import { freePlayRejection, loginSideError, type LoginSide } from '../session/member.js';
import { isLoggedInAtom, loginAtom, logoutAtom, passwordChangedAtom, sessionAtom, tokenAtom, trialLoginAtom } from '../state/atoms.js';
import { usePhoneVerification } from './account.js';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';

type Session = Schema<'Session'>;

/** The current session (null when logged out) and whether someone is logged in. */
export function useSession() {
  const session = useAtomValue(sessionAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  return { session, loggedIn, userName: session?.userName ?? null };
}

/**
 * Login (spec sections 2 and 4): sends the encrypted payload, refuses a member type that does not
 * fit the side, then saves the session to session storage and state. A failure whose value flags
 * `captchaRequired` tells the form to show the captcha (read it from the ApiClientError's value).
 */
export function useLogin(side: LoginSide = 'member') {
  const { client, encryptor } = useApi();
  const phone = usePhoneVerification();
  const login = useSetAtom(loginAtom);
  return useMutation({
    mutationFn: async (variables: { payload: LoginPayload; remember?: boolean }) => {
      const { payload } = variables;
      // The typed code proves the phone through the merchant's channel (Firebase's token in its place, spec 5.026).
      const proved = payload.type === 'sms' ? loginWithProof(payload, await phone.prove(payload, payload.verificationCode)) : payload;
      const session = await unwrap(client.POST('/wps/session/login', await encryptor.seal(proved)));
      const refused = loginSideError(session.type, side);
      if (refused) throw new LoginSideError(refused);
      return session;
    },
    onSuccess: (session, variables) => {
      const password = variables.payload.type === 'username' ? variables.payload.password : undefined;
      login(session, { password, autoLogin: variables.remember });
    },
  });
}

/**
 * Social login, first leg (spec 2.149): asks the server for the provider's authorisation URL (the server keeps the
 * PKCE verifier, state and nonce, bound to this browser by a cookie); the caller then navigates there.
 */
export function useStartSocialLogin() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (provider: SocialLogin) =>
      (await unwrap(client.POST('/wps/session/social/{provider}', { params: { path: { provider } } }))).authorizationUrl,
  });
}

/** Social login, last leg: trades the one-time ticket the callback left in the address for a session. */
export function useRedeemSocialLogin(side: LoginSide = 'member') {
  const { client } = useApi();
  const login = useSetAtom(loginAtom);
  return useMutation({
    mutationFn: async (ticket: string) => {
      const session = await unwrap(client.POST('/wps/session/social/ticket', { body: { ticket } }));
      const refused = loginSideError(session.type, side);
      if (refused) throw new LoginSideError(refused);
      return session;
    },
    onSuccess: (session) => login(session, {}),
  });
}

/** A failed login whose error value flags that a captcha is needed (spec sections 4 and 8). */
export function loginNeedsCaptcha(error: unknown): boolean {
  return error instanceof ApiClientError && error.value?.captchaRequired === true;
}

/** Saves a session the server answered with (registration and phone reset log in at once). */
function useAdoptSession() {
  const login = useSetAtom(loginAtom);
  return (session: Session, password?: string) => login(session, { password });
}

/** Registration (spec section 2): username or mobile route, encrypted; success logs the new member in. */
export function useRegister() {
  const { client, encryptor } = useApi();
  const phone = usePhoneVerification();
  const adopt = useAdoptSession();
  return useMutation({
    mutationFn: async (variables: { mode: 'username' | 'mobile'; payload: RegisterPayload }) => {
      const { payload } = variables;
      const { mobileNum, countryDialingCode, verificationCode } = payload;
      const proved =
        mobileNum && countryDialingCode && verificationCode
          ? registrationWithProof(payload, await phone.prove({ mobileNum, countryDialingCode }, verificationCode))
          : payload;
      const sealed = await encryptor.seal(proved);
      return unwrap(variables.mode === 'mobile' ? client.PUT('/wps/member/register/mobile', sealed) : client.PUT('/wps/member/register', sealed));
    },
    onSuccess: (session, variables) => adopt(session, variables.payload.password),
  });
}

/** Forgot password by phone (spec section 2): sets the new password and logs in automatically. */
export function useResetPasswordByVerification() {
  const { client, encryptor } = useApi();
  const phone = usePhoneVerification();
  const adopt = useAdoptSession();
  return useMutation({
    mutationFn: async (payload: ResetByVerificationPayload) => {
      const proved = payload.verificationCode ? resetWithProof(payload, await phone.prove(payload, payload.verificationCode)) : payload;
      return unwrap(client.POST('/wps/member/password/verification', await encryptor.seal(proved)));
    },
    onSuccess: (session, payload) => adopt(session, payload.newPassword),
  });
}

/** Forgot password by e-mail (spec section 7): form-encoded username and e-mail. */
export function useResetPasswordByEmail() {
  const { client } = useApi();
  return useMutation({
    mutationFn: (form: { username: string; email: string }) =>
      unwrap(
        client.POST('/wps/member/password/email', {
          body: form,
          bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
      ),
  });
}

/**
 * The second step of the e-mail reset: the one-time token of the e-mailed link (`/m/forget#resetToken=...`) and the new
 * password set it and log in, as the phone reset does. Until then nothing about the account has changed.
 */
export function useConfirmPasswordResetByEmail() {
  const { client } = useApi();
  const adopt = useAdoptSession();
  return useMutation({
    mutationFn: (body: { resetToken: string; newPassword: string }) => unwrap(client.POST('/wps/member/password/email/confirm', { body })),
    onSuccess: (session, body) => adopt(session, body.newPassword),
  });
}

/** Change password (spec sections 2 and 4): success clears the password kept in the session. */
export function useChangePassword() {
  const { client } = useApi();
  const passwordChanged = useSetAtom(passwordChangedAtom);
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) => unwrap(client.POST('/wps/member/password/v2', { body })),
    onSuccess: () => passwordChanged(),
  });
}

/**
 * Trial (free-play) login (spec sections 2 and 4): a guest gets a new trial user, then test play with
 * the module id; a member trades the session for a free-play one, which only types 0, 1 and 2 may
 * (spec 5.041: the others get free_reject, as the server's FREE_PLAY_REJECTED, without a call). The
 * session is saved under the trial merchant.
 */
export function useTrialLogin() {
  const { client } = useApi();
  const current = useAtomValue(sessionAtom);
  const trialLogin = useSetAtom(trialLoginAtom);
  const member = current && !current.trial ? current : null;
  return useMutation({
    mutationFn: async (variables: { moduleId?: string } = {}) => {
      if (member) {
        if (freePlayRejection(member.type))
          throw new ApiClientError({ status: 403, code: 'FREE_PLAY_REJECTED', message: 'Free play is for member types 0, 1 and 2 only' });
        const session = await unwrap(client.POST('/wps/session/login/freeplay', { body: {} }));
        return { session, trialMerchantCode: session.merchantCode };
      }
      const trialUser = await unwrap(client.GET('/wps/member/trialuser'));
      const session = await unwrap(client.POST('/wps/session/testplay', { body: variables.moduleId ? { moduleId: variables.moduleId } : {} }));
      return { session, trialMerchantCode: trialUser.merchantCode };
    },
    onSuccess: ({ session, trialMerchantCode }) => trialLogin({ ...session, trialMerchantCode }),
  });
}

/** Session renewal on home load when logged in (spec section 4). */
export function useRenewSession() {
  const { client } = useApi();
  const setSession = useSetAtom(sessionAtom);
  return useMutation({
    mutationFn: () => unwrap(client.POST('/wps/session/renew')),
    // Only the token changes: login time and the kept password stay.
    onSuccess: (renewed) => setSession((current) => (current ? { ...current, token: renewed.token } : current)),
  });
}

/**
 * Logout (spec section 2): calls the logout endpoint and clears session storage, token, trial user and member data
 * and stores autoLogin 0. The session is cleared as the call leaves, with its token, not when it answers: a slow or
 * unreachable server never keeps a player signed in on this device. The caller goes to /m/home.
 */
export function useLogout() {
  const { client } = useApi();
  const token = useAtomValue(tokenAtom);
  const logout = useSetAtom(logoutAtom);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const call = client.DELETE('/wps/session/logout', token ? { headers: { Authorization: `Bearer ${token}` } } : {});
      logout();
      queryClient.removeQueries({ queryKey: queryKeys.member.all });
      await unwrap(call);
    },
  });
}

/** Member info (spec section 3), loaded only with a session. */
export function useMemberInfo() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({
    queryKey: queryKeys.member.info(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/member/info')),
    enabled: loggedIn,
  });
}

/** The player's rank progress and vipProgress (spec section 3). */
export function useVipProgress() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  const query = useQuery({
    queryKey: queryKeys.member.rankProgress(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/member/rank/progress')),
    enabled: loggedIn,
  });
  const progress = useMemo(() => vipProgress(query.data), [query.data]);
  return { ...query, progress };
}

/** Wallet with sumBalance (spec section 3); refresh with `refetch` (the balance is masked meanwhile). */
export function useWallet() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({
    queryKey: queryKeys.member.wallet(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/wallets/gcs')),
    enabled: loggedIn,
  });
}
