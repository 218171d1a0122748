import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq, inArray, isNull, or, sql, gt } from 'drizzle-orm';
import { rowId } from '../services/ids.js';
import { announcementReads, announcements, promotionCategories, promotions, rewardApplications } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { consume, limits } from '../services/rate-limit.js';
import { receivedImages } from '../services/multipart.js';
import { storeImage } from '../services/uploads.js';
import { labelName, translate, translateFields, type ContentLanguage } from '../services/content-language.js';
import {
  absoluteUrl,
  authenticateReal,
  hasReadState,
  ok,
  optionalAuth,
  resolveContentLanguage,
  resolveMerchant,
  type Authenticated,
  type HandlerContext,
  type OperationRequest,
  type Merchant,
} from './context.js';

type AnnouncementRow = typeof announcements.$inferSelect;
type PromotionRow = typeof promotions.$inferSelect;

/** An image address with the response language added (`lang`, which its art's text is drawn in). */
const withLanguage = (url: string, language: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;

const active = (merchant: Merchant) =>
  and(
    eq(announcements.merchantCode, merchant.code),
    sql`${announcements.startDate} <= now()`,
    or(isNull(announcements.endDate), gt(announcements.endDate, sql`now()`)),
  );

function parseLinkage(linkage: string | null): { kind: 'NONE' | 'URL' | 'ROUTE' | 'GAME' | 'PROMOTION'; target: string | null } {
  if (!linkage || linkage === 'NONE') return { kind: 'NONE', target: null };
  const [kind, ...rest] = linkage.split(':');
  return { kind: kind as 'URL', target: rest.join(':') || null };
}

export function contentHandlers(ctx: HandlerContext) {
  /** Read announcement ids of a member; guests and type 4 have no read state (everything shows as read). */
  async function readIds(auth: Authenticated | undefined, ids: number[]): Promise<Set<number> | 'all'> {
    if (!auth || !hasReadState(auth.member.type)) return 'all';
    if (!ids.length) return new Set();
    const rows = await ctx.db
      .select({ id: announcementReads.announcementId })
      .from(announcementReads)
      .where(and(eq(announcementReads.memberId, auth.member.id), inArray(announcementReads.announcementId, ids)));
    return new Set(rows.map((row) => row.id));
  }

  function localise(row: AnnouncementRow, language: ContentLanguage) {
    return translateFields(row.translations, language.chain, { title: row.title, content: row.content });
  }

  function announcementView(row: AnnouncementRow, language: ContentLanguage, read: Set<number> | 'all') {
    const text = localise(row, language);
    return {
      id: String(row.id),
      type: row.type as 'A',
      title: text.title,
      content: text.content,
      startDate: row.startDate.toISOString(),
      endDate: row.endDate?.toISOString() ?? null,
      read: read === 'all' || read.has(row.id),
    };
  }

  async function promotionView(request: FastifyRequest, row: PromotionRow, language: ContentLanguage) {
    const actionKind = row.imageRequired || row.remarkRequired ? 'APPLY' : row.bonus > 0 ? 'JOIN' : 'NONE';
    const text = translateFields(row.translations, language.chain, { title: row.title, content: row.content });
    const { labels } = await ctx.catalogue.current();
    const actionLabel = actionKind === 'NONE' ? null : labelName(labels.get(`action:${actionKind}`), language.chain, actionKind === 'APPLY' ? 'Apply' : 'Join');
    return {
      id: String(row.id),
      linkedPromotionId: String(row.linkedPromotionId),
      title: text.title,
      content: text.content,
      startDate: row.startDate.toISOString(),
      endDate: row.endDate?.toISOString() ?? null,
      noExpiry: (row.endDate ? 0 : 1) as 0 | 1,
      announcementImages: row.images.map((image) => ({
        sequence: image.sequence,
        url: absoluteUrl(request, withLanguage(image.url, language.language)),
      })),
      promoAnnouncementCategoryIds: row.categoryIds.map(String),
      imageRequired: (row.imageRequired ? 'Y' : 'N') as 'Y' | 'N',
      remarkRequired: (row.remarkRequired ? 'Y' : 'N') as 'Y' | 'N',
      actionLabel,
      actionKind: actionKind as 'APPLY' | 'JOIN' | 'NONE',
      actionTarget: actionKind === 'APPLY' ? `/m/applyReward?id=${row.linkedPromotionId}` : null,
    };
  }

  async function activePromotions(merchant: Merchant) {
    return ctx.db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.merchantCode, merchant.code),
          sql`${promotions.startDate} <= now()`,
          or(isNull(promotions.endDate), gt(promotions.endDate, sql`now()`)),
        ),
      )
      .orderBy(asc(promotions.sort));
  }

  async function listByType(request: FastifyRequest, types: string[]) {
    const merchant = await resolveMerchant(ctx, request);
    const auth = await optionalAuth(ctx, request);
    const rows = await ctx.db
      .select()
      .from(announcements)
      .where(and(active(merchant), inArray(announcements.type, types)))
      .orderBy(desc(announcements.startDate), asc(announcements.sort));
    const read = await readIds(
      auth,
      rows.map((row) => row.id),
    );
    const language = resolveContentLanguage(request, merchant);
    return rows.map((row) => announcementView(row, language, read));
  }

  return {
    async getAnnouncements(request: OperationRequest<'getAnnouncements'>) {
      const merchant = await resolveMerchant(ctx, request);
      const auth = await optionalAuth(ctx, request);
      const language = resolveContentLanguage(request, merchant);
      const types = new Set(request.query.types);
      const rows = await ctx.db.select().from(announcements).where(active(merchant)).orderBy(asc(announcements.sort));
      const read = await readIds(
        auth,
        rows.map((row) => row.id),
      );
      const value: Record<string, unknown> = {};
      if (types.has('B')) {
        value.banners = rows
          .filter((row) => row.type === 'B' && (!request.query.groupName || row.groupName === request.query.groupName))
          .map((row) => ({
            id: String(row.id),
            groupName: row.groupName as 'm_home',
            imageUrl: absoluteUrl(request, row.imageUrl ? withLanguage(row.imageUrl, language.language) : ''),
            title: localise(row, language).title,
            sequence: row.sort,
            linkage: parseLinkage(row.linkage),
          }));
      }
      if (types.has('PL') || types.has('A') || types.has('PR')) {
        value.player = rows
          .filter((row) => (row.type === 'PL' || row.type === 'A' || row.type === 'PR') && types.has(row.type))
          .map((row) => announcementView(row, language, read));
      }
      if (types.has('PU')) {
        // Popups: execution A for logged-in members, B for guests (spec section 2).
        const execution = auth ? 'A' : 'B';
        value.popup = rows
          .filter((row) => row.type === 'PU' && row.execution === execution)
          .map((row) => ({ id: String(row.id), ...localise(row, language), execution: execution as 'A' | 'B', startDate: row.startDate.toISOString() }));
      }
      if (types.has('H')) value.hot = rows.filter((row) => row.type === 'H').map((row) => announcementView(row, language, read));
      if (types.has('Promotion')) {
        value.promotion = await Promise.all((await activePromotions(merchant)).map((row) => promotionView(request, row, language)));
        value.promotionCategories = (
          await ctx.db.select().from(promotionCategories).where(eq(promotionCategories.merchantCode, merchant.code)).orderBy(asc(promotionCategories.sort))
        ).map((row) => ({
          id: String(row.id),
          name: translate(row.translations, language.chain, row.name),
          sequence: row.sort,
        }));
      }
      return ok(value);
    },

    async markAnnouncementRead(request: OperationRequest<'markAnnouncementRead'>) {
      const merchant = await resolveMerchant(ctx, request);
      const auth = await authenticateReal(ctx, request).catch((error: unknown) => {
        // Trial players read notices too; only real-money functions refuse them.
        if (error instanceof HttpError && error.code === 'TRIAL_ACCOUNT_REJECTED') return undefined;
        throw error;
      });
      const id = rowId(request.body.announcementId) ?? -1;
      // The list's query scopes the lookup: an announcement outside the types that list shows is not found there.
      const types = request.query.types;
      const [row] = await ctx.db
        .select({ id: announcements.id })
        .from(announcements)
        .where(and(eq(announcements.id, id), eq(announcements.merchantCode, merchant.code), types?.length ? inArray(announcements.type, types) : undefined));
      if (!row) throw new HttpError(404, 'NOT_FOUND', `No announcement ${request.body.announcementId}`);
      if (!auth || !hasReadState(auth.member.type)) return ok({});
      if (request.body.read) await ctx.db.insert(announcementReads).values({ memberId: auth.member.id, announcementId: id }).onConflictDoNothing();
      else await ctx.db.delete(announcementReads).where(and(eq(announcementReads.memberId, auth.member.id), eq(announcementReads.announcementId, id)));
      return ok({});
    },

    getLobbyNews: async (request: FastifyRequest) => ok(await listByType(request, ['PL'])),
    getNotices: async (request: FastifyRequest) => ok(await listByType(request, ['A'])),

    async joinSignUpPromotion(request: OperationRequest<'joinSignUpPromotion'>) {
      const auth = await authenticateReal(ctx, request);
      const promotion = await findPromotion(auth.merchant, request.body.promotionId, 'id');
      await consume(ctx.db, `promotion:member:${auth.member.id}`, limits.writePerMember);
      const remarks = request.body.data
        ? Object.entries(request.body.data)
            .map(([key, value]) => `${key}: ${value}`)
            .join('\n')
        : null;
      const row = await insertApplication(auth, promotion, remarks, []);
      return ok({ id: String(row.id) });
    },

    async applyReward(request: OperationRequest<'applyReward'>) {
      const auth = await authenticateReal(ctx, request);
      const promotion = await findPromotion(auth.merchant, request.body.promotionId, 'linked');
      await consume(ctx.db, `promotion:member:${auth.member.id}`, limits.writePerMember);
      const remarks = request.body.remarks?.trim() ?? '';
      // Spec section 5: Y means non-empty remarks / at least one image.
      if (promotion.remarkRequired && !remarks)
        throw new HttpError(400, 'VALIDATION_FAILED', 'Remarks are required for this promotion', undefined, [{ field: 'remarks', message: 'required' }]);
      const pictures = receivedImages(request, 'pictures', request.body.pictures);
      if (promotion.imageRequired && pictures.length === 0) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'At least one image is required for this promotion', undefined, [
          { field: 'pictures', message: 'required' },
        ]);
      }
      if ([...remarks].length > 140)
        throw new HttpError(400, 'VALIDATION_FAILED', 'Remarks may be at most 140 characters', undefined, [
          { field: 'remarks', message: 'activity_comment_limit' },
        ]);
      const [existing] = await ctx.db
        .select({ id: rewardApplications.id })
        .from(rewardApplications)
        .where(and(eq(rewardApplications.memberId, auth.member.id), eq(rewardApplications.promotionId, promotion.id)));
      if (existing) throw new HttpError(409, 'ALREADY_APPLIED', 'You have already applied for this promotion');
      const uploadIds: string[] = [];
      for (const picture of pictures) uploadIds.push(await storeImage(ctx, auth.member.id, picture));
      const row = await insertApplication(auth, promotion, remarks || null, uploadIds);
      return ok({ applicationId: String(row.id), status: 'PENDING' as const, submittedAt: row.createdAt.toISOString() });
    },
  };

  async function findPromotion(merchant: Merchant, id: string, by: 'id' | 'linked'): Promise<PromotionRow> {
    const numeric = rowId(id) ?? -1;
    const [row] = await ctx.db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.merchantCode, merchant.code),
          by === 'id' ? or(eq(promotions.id, numeric), eq(promotions.linkedPromotionId, numeric)) : eq(promotions.linkedPromotionId, numeric),
        ),
      );
    if (!row) throw new HttpError(404, 'NOT_FOUND', `No promotion ${id}`);
    if (row.endDate && row.endDate.getTime() < Date.now()) throw new HttpError(404, 'NOT_FOUND', `Promotion ${id} has ended`);
    return row;
  }

  async function insertApplication(auth: Authenticated, promotion: PromotionRow, remarks: string | null, uploadIds: string[]) {
    const [row] = await ctx.db
      .insert(rewardApplications)
      .values({ memberId: auth.member.id, promotionId: promotion.id, remarks, uploadIds })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(409, 'ALREADY_APPLIED', 'You have already applied for this promotion');
    return row;
  }
}
