import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { messages } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { authenticate, hasReadState, ok, resolveContentLanguage, type Authenticated, type HandlerContext, type OperationRequest } from './context.js';
import { translateFields } from '../services/content-language.js';
import { rowId } from '../services/ids.js';

type MessageRow = typeof messages.$inferSelect;

/**
 * The member's inbox (list, read, delete beside the contract's unread count). Member type 4 keeps
 * no read state (spec section 6): its messages are listed as read and marking one read changes nothing.
 */
export function inboxHandlers(ctx: HandlerContext) {
  const ofMember = (auth: Authenticated) => and(eq(messages.memberId, auth.member.id), eq(messages.channel, 'inbox'));

  async function unreadCount(auth: Authenticated): Promise<number> {
    if (!hasReadState(auth.member.type)) return 0;
    const [row] = await ctx.db
      .select({ n: count() })
      .from(messages)
      .where(and(ofMember(auth), isNull(messages.readAt)));
    return row?.n ?? 0;
  }

  function messageView(row: MessageRow, auth: Authenticated, chain: readonly string[]) {
    const { title, content } = translateFields(row.translations, chain, { title: row.title, content: row.content });
    return {
      messageId: String(row.id),
      title,
      content,
      createdAt: row.createdAt.toISOString(),
      read: !hasReadState(auth.member.type) || row.readAt !== null,
    };
  }

  /** The member's own inbox message, else 404 (another member's id answers the same as a missing one). */
  async function ownMessage(auth: Authenticated, messageId: string): Promise<MessageRow> {
    const id = rowId(messageId);
    if (id === undefined) throw new HttpError(404, 'NOT_FOUND', 'No such message');
    const [row] = await ctx.db
      .select()
      .from(messages)
      .where(and(ofMember(auth), eq(messages.id, id)));
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such message');
    return row;
  }

  return {
    async listInboxMessages(request: OperationRequest<'listInboxMessages'>) {
      const auth = await authenticate(ctx, request);
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 24;
      const [total] = await ctx.db.select({ n: count() }).from(messages).where(ofMember(auth));
      const totalCount = total?.n ?? 0;
      const rows = await ctx.db
        .select()
        .from(messages)
        .where(ofMember(auth))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return ok({
        list: rows.map((row) => messageView(row, auth, resolveContentLanguage(request, auth.merchant).chain)),
        pageNum: pageNo,
        totalPages: Math.ceil(totalCount / pageSize),
        totalCount,
      });
    },

    async markInboxMessageRead(request: OperationRequest<'markInboxMessageRead'>) {
      const auth = await authenticate(ctx, request);
      const row = await ownMessage(auth, request.params.messageId);
      if (hasReadState(auth.member.type) && row.readAt === null) {
        await ctx.db
          .update(messages)
          .set({ readAt: new Date() })
          .where(and(eq(messages.id, row.id), isNull(messages.readAt)));
      }
      return ok({ unReadCount: await unreadCount(auth) });
    },

    async deleteInboxMessage(request: OperationRequest<'deleteInboxMessage'>) {
      const auth = await authenticate(ctx, request);
      const id = rowId(request.params.messageId);
      if (id === undefined) throw new HttpError(404, 'NOT_FOUND', 'No such message');
      const deleted = await ctx.db
        .delete(messages)
        .where(and(ofMember(auth), eq(messages.id, id)))
        .returning({ id: messages.id });
      if (deleted.length === 0) throw new HttpError(404, 'NOT_FOUND', 'No such message');
      return ok({ unReadCount: await unreadCount(auth) });
    },
  };
}
