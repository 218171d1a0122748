import { unwrap, type Schema } from '@whitelabel/api';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import { flattenPages, nextPage } from '../games/paging.js';
import { loadsUnreadCounts } from '../session/index.js';
import { memberTypeAtom } from '../state/atoms.js';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useSession } from './session.js';

/** Messages per page of the inbox. */
export const inboxPageSize = 20;

type InboxPage = Schema<'InboxMessagePage'>;

/**
 * The member's inbox, newest first, a page at a time. `hasReadState` is false for member type 4 (spec
 * section 6): its screen shows no unread markers and sends no mark-read.
 */
export function useInboxMessages() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  const memberType = useAtomValue(memberTypeAtom);
  const query = useInfiniteQuery({
    queryKey: queryKeys.member.inbox(userName ?? ''),
    initialPageParam: 1,
    enabled: loggedIn,
    getNextPageParam: (last: InboxPage) => nextPage(last),
    queryFn: ({ pageParam }) => unwrap(client.GET('/wps/inbox/messages', { params: { query: { pageNo: pageParam, pageSize: inboxPageSize } } })),
  });
  const pages = query.data?.pages;
  const rows = useMemo(
    () =>
      flattenPages(
        (pages ?? []).map((page) => page.list),
        (message) => message.messageId,
      ),
    [pages],
  );
  return { ...query, messages: rows, totalCount: pages?.at(-1)?.totalCount ?? 0, hasReadState: loadsUnreadCounts(memberType) };
}

/** Applies a change to the loaded inbox pages and takes the server's new unread count for the badge. */
async function afterChange(
  queryClient: QueryClient,
  userName: string,
  count: Schema<'UnreadCount'>,
  change: (list: Schema<'InboxMessage'>[]) => Schema<'InboxMessage'>[],
) {
  // A count already on its way was read before the change: cancelled, so that it cannot replace the server's answer.
  await queryClient.cancelQueries({ queryKey: queryKeys.member.inboxUnread(userName) });
  queryClient.setQueryData(queryKeys.member.inboxUnread(userName), count);
  queryClient.setQueryData<InfiniteData<InboxPage>>(queryKeys.member.inbox(userName), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: change(page.list) })) } : data,
  );
}

/** Marks a message read; the unread count the server answers replaces the badge's at once. */
export function useMarkInboxRead() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => unwrap(client.POST('/wps/inbox/messages/{messageId}/read', { params: { path: { messageId } } })),
    onSuccess: (count, messageId) =>
      afterChange(queryClient, userName ?? '', count, (list) =>
        list.map((message) => (message.messageId === messageId ? { ...message, read: true } : message)),
      ),
  });
}

/** Deletes a message; the list drops it and the badge takes the new unread count. */
export function useDeleteInboxMessage() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => unwrap(client.DELETE('/wps/inbox/messages/{messageId}', { params: { path: { messageId } } })),
    onSuccess: async (count, messageId) => {
      await afterChange(queryClient, userName ?? '', count, (list) => list.filter((message) => message.messageId !== messageId));
      // Totals and paging shift by one: the pages load again in the background.
      await queryClient.invalidateQueries({ queryKey: queryKeys.member.inbox(userName ?? '') });
    },
  });
}
