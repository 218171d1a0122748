import { unwrap } from '@whitelabel/api';
import { useQuery } from '@tanstack/react-query';
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
