import { unwrap } from '@whitelabel/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { unread } from '../constants/business.js';
import { loadsChatCounts, loadsUnreadCounts } from '../session/index.js';
import { memberTypeAtom } from '../state/atoms.js';
import { unreadBadge } from '../timers/rate-limits.js';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useSession } from './session.js';
import { useWhiteLabel } from './system.js';

/**
 * Unread chat count (spec sections 6 and 7): module CBS3, only for members other than type 4 with
 * CBS3 on; refetches no more often than every 250 ms. `badge` is the text (99+ above 99).
 */
export function useChatUnreadCount() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  const memberType = useAtomValue(memberTypeAtom);
  const whiteLabel = useWhiteLabel();
  const enabled = loadsChatCounts({ loggedIn, flags: whiteLabel.data?.flags ?? [] }, memberType);
  const query = useQuery({
    queryKey: queryKeys.member.chatUnread(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/chat/unread', { params: { query: { module: 'CBS3' } } })),
    enabled,
    staleTime: unread.countThrottleMs,
  });
  return { ...query, count: query.data?.unReadCount ?? 0, badge: unreadBadge(query.data?.unReadCount) };
}

/** Unread inbox count, not for member type 4 (spec section 6). */
export function useInboxUnreadCount() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  const memberType = useAtomValue(memberTypeAtom);
  const query = useQuery({
    queryKey: queryKeys.member.inboxUnread(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/inbox/unread')),
    enabled: loggedIn && loadsUnreadCounts(memberType),
    staleTime: unread.countThrottleMs,
  });
  return { ...query, count: query.data?.unReadCount ?? 0, badge: unreadBadge(query.data?.unReadCount) };
}

/** Which anchors: the hot list (most followed), the promoted ones, or a search by nickname. */
export type AnchorListType = 'hot' | 'promo' | 'query';

/** The anchor list of a kind (spec section 7); a search waits for a keyword. Guests may look. */
export function useAnchorList(type: AnchorListType, keyword = '') {
  const { client, language } = useApi();
  const { userName } = useSession();
  const term = keyword.trim();
  return useQuery({
    queryKey: queryKeys.chat.anchors(type, type === 'query' ? term : '', language, userName),
    queryFn: () => unwrap(client.GET('/wps/chat/anchors', { params: { query: type === 'query' ? { type, keyword: term } : { type } } })),
    enabled: type !== 'query' || term.length > 0,
  });
}

/** The anchors the member follows. */
export function useFocusList() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({ queryKey: queryKeys.chat.focus(userName ?? ''), queryFn: () => unwrap(client.GET('/wps/chat/focus')), enabled: loggedIn });
}

/** Live-stream models, optionally only the active and/or streaming ones (spec section 7). */
export function useLiveModels(filter: { active?: boolean; streaming?: boolean } = {}) {
  const { client, language } = useApi();
  return useQuery({
    queryKey: queryKeys.chat.liveModels(filter.active ?? null, filter.streaming ?? null, language),
    queryFn: () => unwrap(client.GET('/wps/chat/live/models', { params: { query: filter } })),
  });
}

/**
 * Asks for the chat room (b2c room, template v2, `backUrl` where the room returns) and answers its
 * `chatUrl`; opening the room reads the waiting messages, so the unread chat count loads again.
 */
export function useLaunchChat() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (options: { backUrl: string; b2c?: boolean }) =>
      (await unwrap(client.GET('/wps/chat/launch', { params: { query: { b2c: options.b2c ?? true, backUrl: options.backUrl, template: 'v2' } } }))).chatUrl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.member.chatUnread(userName ?? '') }),
  });
}
