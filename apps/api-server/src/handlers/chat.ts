import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { anchorFollows, customerServiceChannels, messages } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { anchors, liveModels } from '../seed/anchors.js';
import { chatRoomPath, decryptChannelPath } from '../services/channel-path.js';
import {
  absoluteUrl,
  authenticate,
  hasReadState,
  ok,
  optionalAuth,
  resolveLanguage,
  resolveMerchant,
  type Authenticated,
  type HandlerContext,
  type OperationRequest,
} from './context.js';

export function chatHandlers(ctx: HandlerContext) {
  async function followed(auth: Authenticated | undefined): Promise<Set<string>> {
    if (!auth) return new Set();
    const rows = await ctx.db.select({ anchorId: anchorFollows.anchorId }).from(anchorFollows).where(eq(anchorFollows.memberId, auth.member.id));
    return new Set(rows.map((row) => row.anchorId));
  }

  function anchorView(request: FastifyRequest, anchor: (typeof anchors)[number], focused: Set<string>) {
    return {
      anchorId: anchor.anchorId,
      nickname: anchor.nickname,
      avatarUrl: absoluteUrl(request, `/wps/assets/avatars/${Number(anchor.anchorId.slice(1))}.svg`),
      coverUrl: absoluteUrl(request, `/wps/assets/avatars/${Number(anchor.anchorId.slice(1)) + 20}.svg`),
      online: anchor.online,
      streaming: anchor.streaming,
      followers: anchor.followers,
      focused: focused.has(anchor.anchorId),
    };
  }

  async function unread(request: FastifyRequest, channel: 'chat' | 'inbox') {
    const auth = await authenticate(ctx, request);
    if (channel === 'chat' && !auth.merchant.whitelabel.includes('CBS3'))
      throw new HttpError(403, 'NO_PERMISSION', 'Chat is switched off for this site (CBS3)');
    // Member type 4 has no unread counts (spec section 6).
    if (!hasReadState(auth.member.type)) return ok({ unReadCount: 0 });
    const [row] = await ctx.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.memberId, auth.member.id), eq(messages.channel, channel), isNull(messages.readAt)));
    return ok({ unReadCount: row?.n ?? 0 });
  }

  return {
    async getAnchorList(request: OperationRequest<'getAnchorList'>) {
      await resolveMerchant(ctx, request);
      const focused = await followed(await optionalAuth(ctx, request));
      const type = request.query.type ?? 'hot';
      const keyword = request.query.keyword?.toLowerCase() ?? '';
      const list =
        type === 'promo'
          ? anchors.filter((anchor) => anchor.promoted)
          : type === 'query'
            ? anchors.filter((anchor) => anchor.nickname.toLowerCase().includes(keyword))
            : [...anchors].sort((a, b) => b.followers - a.followers);
      return ok(list.map((anchor) => anchorView(request, anchor, focused)));
    },

    async getFocusList(request: FastifyRequest) {
      const auth = await authenticate(ctx, request);
      const focused = await followed(auth);
      return ok(anchors.filter((anchor) => focused.has(anchor.anchorId)).map((anchor) => anchorView(request, anchor, focused)));
    },

    getChatUnreadCount: (request: FastifyRequest) => unread(request, 'chat'),
    getInboxUnreadCount: (request: FastifyRequest) => unread(request, 'inbox'),

    async launchChat(request: OperationRequest<'launchChat'>) {
      const auth = await authenticate(ctx, request);
      const [channel] = await ctx.db
        .select()
        .from(customerServiceChannels)
        .where(and(eq(customerServiceChannels.merchantCode, auth.merchant.code), eq(customerServiceChannels.csType, 'LIVECHAT')))
        .orderBy(asc(customerServiceChannels.sort))
        .limit(1);
      if (!channel) throw new HttpError(403, 'NO_PERMISSION', 'This site has no live chat');
      // Opening the room reads the waiting messages.
      await ctx.db
        .update(messages)
        .set({ readAt: new Date() })
        .where(and(eq(messages.memberId, auth.member.id), eq(messages.channel, 'chat'), isNull(messages.readAt)));
      // A path is a room on this server (the seeded chat room): on the origin the member came through.
      const url = new URL(decryptChannelPath(channel.url), absoluteUrl(request, '/'));
      url.searchParams.set('room', request.query.b2c === false ? 'c2c' : 'b2c');
      url.searchParams.set('member', String(auth.member.id));
      // This server's own room speaks the site's language; an operator's chat service gets the address as configured.
      if (url.origin === new URL(absoluteUrl(request, '/')).origin && url.pathname.startsWith(chatRoomPath('')))
        url.searchParams.set('lang', resolveLanguage(request, auth.merchant));
      if (request.query.backUrl) url.searchParams.set('back', request.query.backUrl);
      return ok({ chatUrl: url.toString() });
    },

    async getLiveModels(request: OperationRequest<'getLiveModels'>) {
      await resolveMerchant(ctx, request);
      const { active, streaming } = request.query;
      return ok(
        liveModels
          .filter((model) => (active === undefined || model.active === active) && (streaming === undefined || model.streaming === streaming))
          .map((model) => ({ ...model, avatarUrl: absoluteUrl(request, `/wps/assets/avatars/${Number(model.modelId.slice(1)) + 40}.svg`) })),
      );
    },
  };
}
