import { formBody, normaliseError, unwrap, type Schema } from '@whitelabel/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { findPromotion, sortPromotionCategories } from '../content/promotions.js';
import { rewardApplicationOutcome } from '../validation/reward.js';
import { popupNoticesFor } from '../content/popup-notices.js';
import { isNoticeShownRead, tracksReadState } from '../session/member.js';
import { throttleMarkRead } from '../timers/rate-limits.js';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useSession } from './session.js';

type AnnouncementType = Schema<'AnnouncementType'>;
type BannerGroup = Schema<'BannerGroup'>;

/**
 * Announcements by types (spec section 7: B banners, PL player, PU popup, PR promotion, H hot,
 * Promotion), with the member's read marks when logged in. Banners are cached (5 minutes fresh).
 */
export function useAnnouncements(types: readonly AnnouncementType[], groupName?: BannerGroup) {
  const { client, language } = useApi();
  const { userName } = useSession();
  return useQuery({
    queryKey: queryKeys.content.announcements(types, groupName, language, userName),
    queryFn: () => unwrap(client.GET('/wps/announcements', { params: { query: { types: [...types], groupName, platform: 'M' } } })),
    staleTime: types.length === 1 && types[0] === 'B' ? 5 * 60_000 : 30_000,
  });
}

/** Banners of a group (m_home, m_promotion...). */
export function useBanners(groupName: BannerGroup) {
  const query = useAnnouncements(['B'], groupName);
  return { ...query, banners: query.data?.banners ?? [] };
}

const noPromotions: Schema<'Promotion'>[] = [];
const noCategories: Schema<'PromotionCategory'>[] = [];

/** Promotions with their categories in tab order (spec section 2, promotions screen). */
export function usePromotions() {
  const query = useAnnouncements(['Promotion']);
  const promotions = query.data?.promotion ?? noPromotions;
  const rawCategories = query.data?.promotionCategories ?? noCategories;
  const categories = useMemo(() => sortPromotionCategories(rawCategories), [rawCategories]);
  return { ...query, promotions, categories };
}

/**
 * One promotion by the id of a link (/m/activityDetail?id=, /m/applyReward?id=): its own id or the
 * linked promotion id. `promotion` is undefined while loading and when no active promotion matches.
 */
export function usePromotion(id: string | null | undefined) {
  const query = usePromotions();
  const promotion = useMemo(() => findPromotion(query.promotions, id), [query.promotions, id]);
  return { ...query, promotion };
}

/** Popup notices for the visitor: execution A when logged in, B for guests (spec section 2). */
export function usePopupNotices() {
  const { loggedIn } = useSession();
  const query = useAnnouncements(['PU']);
  const notices = useMemo(() => popupNoticesFor(query.data?.popup ?? [], loggedIn), [query.data, loggedIn]);
  return { ...query, notices };
}

/** The notice list (spec section 2). */
export function useNotices() {
  const { client, language } = useApi();
  const { userName } = useSession();
  return useQuery({
    queryKey: queryKeys.content.notices(language, userName),
    queryFn: () => unwrap(client.GET('/wps/notice')),
    staleTime: 30_000,
  });
}

/**
 * The notice list as the member sees it (spec sections 2 and 4): each notice with `read` as shown,
 * always true for member type 4 and guests, who keep no read state.
 */
export function useNoticeList() {
  const query = useNotices();
  const { session, loggedIn } = useSession();
  const type = session?.type;
  const notices = useMemo(
    () => (query.data ?? []).map((notice) => ({ ...notice, read: !loggedIn || isNoticeShownRead(notice, type) })),
    [query.data, loggedIn, type],
  );
  /** Whether opening a notice should mark it read (members other than type 4). */
  const tracksRead = loggedIn && tracksReadState(type);
  return { ...query, notices, tracksRead };
}

/** The marquee's lobby news. */
export function useLobbyNews() {
  const { client, language } = useApi();
  return useQuery({ queryKey: queryKeys.content.lobbyNews(language), queryFn: () => unwrap(client.GET('/wps/announcements/lobby')), staleTime: 60_000 });
}

/**
 * Marks a notice read (spec section 4): locally at once, then the server (throttled 150 ms per
 * notice), then the lists reload. Guests and member type 4 keep no read state: the caller checks
 * `tracksReadState` first. `types` are those of the list the notice was read in (the notice list is
 * A, popup notices PU): the call repeats that list's query (spec 7.048).
 */
export function useMarkNoticeRead(types: readonly AnnouncementType[]) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (announcementId: string) =>
      unwrap(client.POST('/wps/announcements/read', { params: { query: { types: [...types], platform: 'M' } }, body: { announcementId, read: true } })),
    onMutate: (announcementId) => {
      const markLocally = (list: Schema<'Announcement'>[] | undefined) => list?.map((item) => (item.id === announcementId ? { ...item, read: true } : item));
      queryClient.setQueriesData<Schema<'Announcement'>[]>({ queryKey: ['content', 'notices'] }, markLocally);
      queryClient.setQueriesData<Schema<'AnnouncementGroups'>>({ queryKey: ['content', 'announcements'] }, (groups) =>
        groups ? { ...groups, player: markLocally(groups.player), hot: markLocally(groups.hot) } : groups,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'content' }),
  });
  // react-query keeps `mutate` stable for the life of the component.
  const { mutate } = mutation;
  const markRead = useMemo(() => throttleMarkRead((id) => mutate(id)), [mutate]);
  return { ...mutation, markRead };
}

/** Help centre topics (spec section 2), for the mobile device. */
export function useHelpCentre() {
  const { client, merchantCode, language } = useApi();
  return useQuery({
    queryKey: queryKeys.system.help(merchantCode, language),
    queryFn: () => unwrap(client.GET('/wps/system/help', { params: { query: { device: 'MOBILE' } } })),
    staleTime: 5 * 60_000,
  });
}

/** Customer service entries (spec section 3). */
export function useCustomerService() {
  const { client, merchantCode } = useApi();
  return useQuery({
    queryKey: queryKeys.system.customerService(merchantCode),
    queryFn: () => unwrap(client.GET('/wps/system/customerService')),
    staleTime: 5 * 60_000,
  });
}

/**
 * Reward application (spec sections 2 and 8): a multipart form with promotionId (linkedPromotionId when
 * set), remarks and the pictures as file parts. Resolves with `{ applied }` (section 8: applied only when the
 * answer's success flag is set); success goes to /m/activity (the caller navigates).
 */
export function useApplyReward() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (variables: { promotion: Pick<Schema<'Promotion'>, 'id' | 'linkedPromotionId'>; remarks: string; pictures: readonly Blob[] }) => {
      const fields = { promotionId: variables.promotion.linkedPromotionId ?? variables.promotion.id, remarks: variables.remarks.trim() || undefined };
      const { data, error, response } = await client.POST('/wps/promotion/reward/apply', {
        body: fields,
        bodySerializer: () => formBody(fields, { pictures: variables.pictures }),
      });
      if (error !== undefined) throw normaliseError(error, response.status);
      return rewardApplicationOutcome<Schema<'RewardApplication'>>(data);
    },
  });
}

/** Sign-up promotion join (spec section 7). */
export function useJoinSignUpPromotion() {
  const { client } = useApi();
  return useMutation({ mutationFn: (body: Schema<'SignUpJoinRequest'>) => unwrap(client.POST('/wps/promotion/signup/join', { body })) });
}
