import { unwrap, type Schema } from '@whitelabel/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useSession } from './session.js';

// The security centre and the profile: payment password, bank cards, security questions,
// profile edits and head icons. The withdrawal password, card list and binding live in wallet.ts.

/** After a security change the settings (what is set) load again. */
function useSecurityRefresh() {
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.money.security(userName ?? '') });
}

/** Sets (or changes, with the old one) the payment password. */
export function useSetPaymentPassword() {
  const { client } = useApi();
  const refresh = useSecurityRefresh();
  return useMutation({
    mutationFn: (body: Schema<'SetPasswordRequest'>) => unwrap(client.POST('/wps/security/password/payment', { body })),
    onSuccess: refresh,
  });
}

/** Resets a forgotten payment password with an SMS code sent to the account's mobile number. */
export function useResetPaymentPassword() {
  const { client } = useApi();
  const refresh = useSecurityRefresh();
  return useMutation({
    mutationFn: (body: Schema<'ResetPaymentPasswordRequest'>) => unwrap(client.POST('/wps/security/password/payment/reset', { body })),
    onSuccess: refresh,
  });
}

/** Banks a card may be bound at (with their account-number lengths) and the most cards a member may bind. */
export function useWithdrawBanks() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({
    queryKey: queryKeys.money.withdrawBanks(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/withdraw/banks')),
    enabled: loggedIn,
    staleTime: 10 * 60_000,
  });
}

/** Unbinds a card (needs the withdrawal password); the card list and security settings reload. */
export function useUnbindBankCard() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, withdrawalPassword }: { cardId: string; withdrawalPassword: string }) =>
      unwrap(client.POST('/wps/security/bankcard/{cardId}/unbind', { params: { path: { cardId } }, body: { withdrawalPassword } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.money.bankCards(userName ?? '') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.money.security(userName ?? '') });
    },
  });
}

/** The questions to choose from (in the site language) and which ones the member has answered. */
export function useSecurityQuestions() {
  const { client, language } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({
    queryKey: queryKeys.money.securityQuestions(userName ?? '', language),
    queryFn: () => unwrap(client.GET('/wps/security/questions')),
    enabled: loggedIn,
  });
}

/** Saves the answers to 1-3 security questions (needs the withdrawal password). */
export function useSetSecurityQuestions() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  const refresh = useSecurityRefresh();
  return useMutation({
    mutationFn: (body: Schema<'SecurityAnswersRequest'>) => unwrap(client.PUT('/wps/security/questions', { body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['member', userName ?? '', 'securityQuestions'] });
      await refresh();
    },
  });
}

/** Edits nickname, e-mail or real name; the member info (header, side menu, profile) takes the answer. */
export function useUpdateMemberInfo() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schema<'UpdateMemberInfoRequest'>) => unwrap(client.PUT('/wps/member/info', { body })),
    onSuccess: (info) => queryClient.setQueryData(queryKeys.member.info(userName ?? ''), info),
  });
}

/** The preset head icons a member may choose. */
export function useHeadIconPresets() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({
    queryKey: queryKeys.money.headIconPresets(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/member/headIcon/presets')),
    enabled: loggedIn,
    staleTime: 60 * 60_000,
  });
}

/** Chooses a preset head icon (form-encoded, as the contract says); the member info shows it at once. */
export function useSetHeadIcon() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (headIcon: string) =>
      unwrap(
        client.POST('/wps/member/headIcon', {
          body: { headIcon },
          bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
      ),
    onSuccess: (icon) => {
      queryClient.setQueryData<Schema<'MemberInfo'>>(queryKeys.member.info(userName ?? ''), (info) => (info ? { ...info, headIcon: icon } : info));
    },
  });
}
