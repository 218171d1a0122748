// React hooks over @whitelabel/api (react-query) and the jotai atoms of ./state.
export { ApiProvider, useApi, type ApiContextValue } from './api-context.js';
export { queryKeys } from './query-keys.js';
export { siteStatusQuery, useImageCdn, useSiteSettings, useSiteStatus, useTemplateSettings, useWhiteLabel } from './system.js';
export { useMoneyFormat, type MoneyFormat } from './money-format.js';
export {
  loginNeedsCaptcha,
  useChangePassword,
  useLogin,
  useLogout,
  useMemberInfo,
  useRedeemSocialLogin,
  useRegister,
  useRenewSession,
  useConfirmPasswordResetByEmail,
  useResetPasswordByEmail,
  useResetPasswordByVerification,
  useSession,
  useStartSocialLogin,
  useTrialLogin,
  useVipProgress,
  useWallet,
} from './session.js';
export {
  useCaptcha,
  useCheckAffiliate,
  useCountries,
  usePhoneVerification,
  useRegistrationSettings,
  useSendPhoneCode,
  useSendSmsCode,
  useSharedRules,
} from './account.js';
export type { FirebasePlug } from './phone-channels.js';
export { seedGameList } from './game-list-seed.js';
export {
  useAddRecentGame,
  useFavouriteIds,
  useGameList,
  useGameMenus,
  useHotGames,
  useLaunchGame,
  usePopularItems,
  useToggleFavourite,
  useVendorLobbyGame,
  useWinnerBoard,
} from './games.js';
export {
  useAnnouncements,
  useApplyReward,
  useBanners,
  useCustomerService,
  useHelpCentre,
  useJoinSignUpPromotion,
  useLobbyNews,
  useMarkNoticeRead,
  useNoticeList,
  useNotices,
  usePopupNotices,
  usePromotion,
  usePromotions,
} from './content.js';
export { useAnchorList, useChatUnreadCount, useFocusList, useInboxUnreadCount, useLaunchChat, useLiveModels, type AnchorListType } from './chat.js';
export { inboxPageSize, useDeleteInboxMessage, useInboxMessages, useMarkInboxRead } from './inbox.js';
export { missionRatio, useClaimMission, useMissions } from './missions.js';
export { useSubmitFeedback, type FeedbackDraft } from './feedback.js';
export {
  lotteryOrderPageSize,
  useCancelLotterySubOrder,
  useDrawNumbers,
  useLotteries,
  useLotteryMenu,
  useLotteryOrderDetail,
  useLotteryOrders,
  useVietnamRecentDraws,
  type DrawResult,
  type Lottery,
  type LotteryOrder,
  type LotteryOrderFilter,
  type LotterySubOrder,
  type VnDraw,
} from './lottery.js';
export { useGating } from './gating.js';
export { noIssues, renameIssues, useFormIssues, type Issues } from './form-issues.js';
export { useDebouncedValue, useJackpotCounter, useRevalidateOnLanguageChange, useSmsCode } from './timers.js';
export {
  contractOffer,
  kpiRange,
  linkRebates,
  toMoney,
  useAffiliateUrls,
  useApplyDailySalary,
  useContractRequest,
  useCreateAffiliateUrl,
  useDailySalaryCurrent,
  useDailySalaryHistory,
  useDailySalaryQuery,
  useDeleteAffiliateUrl,
  useDividendCurrent,
  useDividendHistory,
  useDividendInfo,
  useDownline,
  usePayoutDividend,
  useProcessDailySalary,
  useRebateSettings,
  useSubordinates,
  useTeamKpi,
  useTransferToDownline,
  yesterday,
  type ContractKind,
  type ContractOffer,
  type KpiPeriod,
  type LinkRebateErrors,
  type LinkRebateInput,
  type PageFilter,
  type SalaryStatus,
} from './agent.js';
export {
  recordPageSize,
  useAcceptDepositPromo,
  useBankCards,
  useBindBankCard,
  useDepositBanks,
  useDepositPromos,
  useDepositReport,
  useGatewayDeposit,
  useManualDeposit,
  useMerchantWallet,
  usePaymentGateways,
  useSecurityConfig,
  useSetWithdrawalPassword,
  useTransactions,
  useTxCodes,
  useWithdraw,
  useWithdrawReport,
  type TransactionFilter,
} from './wallet.js';
export {
  rebateClaimable,
  splitRewards,
  useClaimManualRebate,
  useClaimReward,
  useManualRebate,
  useMemberRank,
  useRankList,
  useRewards,
  useTemplateLayout,
} from './member-area.js';
export { useToastQueue } from './toast.js';
export {
  useHeadIconPresets,
  useResetPaymentPassword,
  useSecurityQuestions,
  useSetHeadIcon,
  useSetPaymentPassword,
  useSetSecurityQuestions,
  useUnbindBankCard,
  useUpdateMemberInfo,
  useWithdrawBanks,
} from './security.js';
