import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { bets, favourites, games, launchTickets, members, recentGames } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { gamePredicate, gameView, type CachedResponse, type GameRow } from '../services/catalogue.js';
import { amountRulesOf } from '../services/amount-rules.js';
import { newToken, sha256 } from '../services/crypto.js';
import { rowId } from '../services/ids.js';
import { baseGameTypeOf, cockfightVendorCodes, esportVendorCodes, fromMinorUnits, gameCategories, parseMoney } from '@whitelabel/rules';
import { consume, limits } from '../services/rate-limit.js';
import { labelName } from '../services/content-language.js';
import {
  authenticate,
  freePlayTypes,
  ok,
  optionalAuth,
  paging,
  resolveContentLanguage,
  resolveMerchant,
  type HandlerContext,
  type OperationRequest,
  type Merchant,
} from './context.js';

/** English names; every language's name is in the labels table (scope game_type). */
const categoryNames: Record<string, string> = {
  RNG: 'Slots',
  FISH: 'Fishing',
  PVP: 'Card games',
  LIVE: 'Live casino',
  SPORTS: 'Sports',
  ESPORTS: 'Esports',
  COCKFIGHT: 'Cockfight',
  LOTT: 'Lottery',
  ELOTT: 'E-lottery',
};
const popularKeywords = ['dragon', 'fortune', 'baccarat', 'fishing', 'roulette', 'bingo', 'jackpot'];
/**
 * A launch ticket opens the demo game for a fixed hour (spins never extend it) and never outlives the login
 * that launched it: logout or the session's end closes the game too.
 */
const ticketTtlMs = 60 * 60_000;

export function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Masks a member name for public boards: first two characters, asterisks, last one. */
export function maskName(name: string): string {
  return name.length <= 3 ? `${name[0] ?? ''}**` : `${name.slice(0, 2)}***${name.slice(-1)}`;
}

export function gameHandlers(ctx: HandlerContext) {
  /** Sends a cached catalogue response: 304 on a matching If-None-Match, else the body (pre-serialised). */
  function send(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    // With response validation on (tests), hand Fastify the object so that the schema check runs.
    if (ctx.config.validateResponses) return reply.send(entry.body);
    return reply.type('application/json; charset=utf-8').send(entry.json);
  }

  function visible(merchant: Merchant) {
    const hidden = new Set(merchant.hiddenVendors);
    return (game: GameRow) => !hidden.has(game.vassalage);
  }

  async function findGame(merchant: Merchant, nodeId: string): Promise<GameRow> {
    const snapshot = await ctx.catalogue.current();
    const id = rowId(nodeId);
    const game = id === undefined ? undefined : snapshot.byId.get(id);
    if (!game || merchant.hiddenVendors.includes(game.vassalage)) throw new HttpError(404, 'NOT_FOUND', `No game ${nodeId}`);
    return game;
  }

  /** A member's favourite or recent games, newest first, filtered by type/preset and vendor, as a page. */
  async function memberList(request: OperationRequest<'getRecentGames' | 'getFavouriteGames'>, kind: 'favourites' | 'recent') {
    const auth = await authenticate(ctx, request);
    const snapshot = await ctx.catalogue.current();
    const rows =
      kind === 'favourites'
        ? await ctx.db.select({ nodeId: favourites.nodeId }).from(favourites).where(eq(favourites.memberId, auth.member.id)).orderBy(desc(favourites.createdAt))
        : await ctx.db
            .select({ nodeId: recentGames.nodeId })
            .from(recentGames)
            .where(eq(recentGames.memberId, auth.member.id))
            .orderBy(desc(recentGames.playedAt));
    const { gameType, vendor } = request.query;
    const rules = amountRulesOf(auth.merchant);
    const matches = gamePredicate({ gameType: gameType === 'FAV' || gameType === 'RECENT' ? undefined : gameType, vassalage: vendor }, snapshot.inHouse);
    const isVisible = visible(auth.merchant);
    const list = rows.map((row) => snapshot.byId.get(row.nodeId)).filter((game): game is GameRow => !!game && isVisible(game) && matches(game));
    const { pageNo, pageSize, offset } = paging(request.query);
    return ok({
      list: list.slice(offset, offset + pageSize).map((game) => gameView(game, origin(request), rules)),
      pageNum: pageNo,
      totalPages: Math.ceil(list.length / pageSize),
      totalCount: list.length,
    });
  }

  async function favouriteIds(memberId: number): Promise<string[]> {
    const rows = await ctx.db
      .select({ nodeId: favourites.nodeId })
      .from(favourites)
      .where(eq(favourites.memberId, memberId))
      .orderBy(desc(favourites.createdAt));
    return rows.map((row) => String(row.nodeId));
  }

  return {
    async getGames(request: OperationRequest<'getGames'>, reply: FastifyReply) {
      const merchant = await resolveMerchant(ctx, request);
      const rules = amountRulesOf(merchant);
      const query = request.query;
      // FAV and RECENT are the member's own lists (empty for guests).
      if (query.gameType === 'FAV' || query.gameType === 'RECENT') {
        const auth = await optionalAuth(ctx, request);
        if (!auth) return ok({ games: [], pageNum: query.pageNo ?? 1, totalPages: 0, totalCount: 0 });
        const page = await memberList(request as never, query.gameType === 'FAV' ? 'favourites' : 'recent');
        return ok({ games: page.value.list, pageNum: page.value.pageNum, totalPages: page.value.totalPages, totalCount: page.value.totalCount });
      }
      const minBet = query.minBet === undefined ? undefined : parseMoney(query.minBet);
      const { pageNo, pageSize, offset } = paging(query);
      const key = `games|${origin(request)}|${merchant.code}|${JSON.stringify([query.gameType, query.vassalage, query.gameClassify, query.gameName?.toLowerCase(), query.isNew, minBet, query.minLine, pageNo, pageSize])}`;
      const entry = await ctx.catalogue.cached(key, (snapshot) => {
        const matches = gamePredicate({ ...query, minBet }, snapshot.inHouse, rules.gameMinStake);
        const isVisible = visible(merchant);
        const list = snapshot.games.filter((game) => isVisible(game) && matches(game));
        return ok({
          games: list.slice(offset, offset + pageSize).map((game) => gameView(game, origin(request), rules)),
          pageNum: pageNo,
          totalPages: Math.ceil(list.length / pageSize),
          totalCount: list.length,
        });
      });
      return send(request, reply, entry);
    },

    async getHotGames(request: OperationRequest<'getHotGames'>, reply: FastifyReply) {
      const merchant = await resolveMerchant(ctx, request);
      const rules = amountRulesOf(merchant);
      const { pageNo, pageSize, offset } = paging(request.query);
      const key = `hot|${origin(request)}|${merchant.code}|${request.query.gameType ?? ''}|${pageNo}|${pageSize}`;
      const entry = await ctx.catalogue.cached(key, (snapshot) => {
        const matches = gamePredicate({ gameType: request.query.gameType, hotOnly: true }, snapshot.inHouse);
        const isVisible = visible(merchant);
        const list = snapshot.games.filter((game) => isVisible(game) && matches(game));
        return ok({
          games: list.slice(offset, offset + pageSize).map((game) => gameView(game, origin(request), rules)),
          pageNum: pageNo,
          totalPages: Math.ceil(list.length / pageSize),
          totalCount: list.length,
        });
      });
      return send(request, reply, entry);
    },

    async getPopularItems(request: OperationRequest<'getPopularItems'>, reply: FastifyReply) {
      const merchant = await resolveMerchant(ctx, request);
      const rules = amountRulesOf(merchant);
      const key = `popular|${origin(request)}|${merchant.code}|${request.query.gameType ?? ''}`;
      const entry = await ctx.catalogue.cached(key, (snapshot) => {
        const matches = gamePredicate({ gameType: request.query.gameType, hotOnly: true }, snapshot.inHouse);
        const isVisible = visible(merchant);
        return ok({
          keywords: popularKeywords,
          games: snapshot.games
            .filter((game) => isVisible(game) && matches(game))
            .slice(0, 9)
            .map((game) => gameView(game, origin(request), rules)),
        });
      });
      return send(request, reply, entry);
    },

    async getVendorGameTypes(request: OperationRequest<'getVendorGameTypes'>, reply: FastifyReply) {
      const merchant = await resolveMerchant(ctx, request);
      const key = `vendors|${merchant.code}|${request.query.typeId ?? ''}`;
      const entry = await ctx.catalogue.cached(key, (snapshot) => {
        const isVisible = visible(merchant);
        const categories = gameCategories
          .filter((category) => !request.query.typeId || request.query.typeId === category)
          .map((category) => {
            const matches = gamePredicate({ gameType: category }, snapshot.inHouse);
            const codes = new Set(snapshot.games.filter((game) => isVisible(game) && matches(game)).map((game) => game.vassalage));
            return {
              gameCategory: category,
              vendorNames: snapshot.vendors
                .filter((vendor) => codes.has(vendor.code))
                .map((vendor) => ({ vassalage: vendor.code, displayName: vendor.displayName, accountTypeName: 'MAIN' })),
            };
          })
          .filter((category) => category.vendorNames.length > 0);
        return ok(categories);
      });
      return send(request, reply, entry);
    },

    async getGameMenus(request: FastifyRequest, reply: FastifyReply) {
      const merchant = await resolveMerchant(ctx, request);
      const language = resolveContentLanguage(request, merchant);
      const key = `menus|${origin(request)}|${merchant.code}|${language.language}`;
      const entry = await ctx.catalogue.cached(key, (snapshot) => {
        const isVisible = visible(merchant);
        const classificationName = (row: { gameType: string; key: string; displayName: string }) =>
          labelName(snapshot.labels.get(`classification:${row.gameType}:${row.key}`), language.chain, row.displayName);
        const menus = gameCategories
          .map((category, sorting) => {
            const matches = gamePredicate({ gameType: category }, snapshot.inHouse);
            const list = snapshot.games.filter((game) => isVisible(game) && matches(game));
            const vendorCodes = new Set(list.map((game) => game.vassalage));
            const baseType = baseGameTypeOf(category);
            const classifies = snapshot.classifications
              .filter((row) => row.gameType === baseType)
              .map((row) => ({
                key: row.key,
                displayName: classificationName(row),
                vendors: [...new Set(list.filter((game) => game.gameClassify.includes(row.key)).map((game) => game.vassalage))],
              }))
              .filter((row) => row.vendors.length > 0);
            const vendors = snapshot.vendors
              .filter((vendor) => vendorCodes.has(vendor.code))
              .map((vendor) => ({
                vassalage: vendor.code,
                displayName: vendor.displayName,
                iconUrl: `${origin(request)}/wps/assets/vendors/${vendor.code}-COLOR.png`,
                gameTypes: vendor.gameTypes,
                gameClassify: snapshot.classifications
                  .filter(
                    (row) =>
                      vendor.gameTypes.includes(row.gameType) && list.some((game) => game.vassalage === vendor.code && game.gameClassify.includes(row.key)),
                  )
                  .map((row) => ({ key: row.key, displayName: classificationName(row) })),
                sorting: vendor.sort,
                inHouse: vendor.inHouse,
                maintenance: false,
              }));
            return {
              gameType: category,
              displayName: labelName(snapshot.labels.get(`game_type:${category}`), language.chain, categoryNames[category]!),
              sorting,
              classifies,
              vendors,
            };
          })
          .filter((menu) => menu.vendors.length > 0);
        const shown = (codes: readonly string[]) => codes.filter((code) => !merchant.hiddenVendors.includes(code));
        return ok({
          menus,
          vendorMapping: {
            LOTT: shown(['TCG', 'GW']),
            ELOTT: shown(['TCG_LOTTO_VN', 'SGWIN']),
            ESPORTS: shown(esportVendorCodes),
            COCKFIGHT: shown(cockfightVendorCodes),
            INHOUSE: shown([...snapshot.inHouse]),
          },
        });
      });
      return send(request, reply, entry);
    },

    getRecentGames: (request: OperationRequest<'getRecentGames'>) => memberList(request, 'recent'),
    getFavouriteGames: (request: OperationRequest<'getFavouriteGames'>) => memberList(request, 'favourites'),

    async addRecentGame(request: OperationRequest<'addRecentGame'>) {
      const auth = await authenticate(ctx, request);
      const game = await findGame(auth.merchant, request.query.nodeId);
      await ctx.db
        .insert(recentGames)
        .values({ memberId: auth.member.id, nodeId: game.nodeId })
        .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { playedAt: sql`now()` } });
      return ok({});
    },

    async getFavouriteIds(request: FastifyRequest) {
      const auth = await authenticate(ctx, request);
      return ok(await favouriteIds(auth.member.id));
    },

    async addFavourite(request: OperationRequest<'addFavourite'>) {
      const auth = await authenticate(ctx, request);
      const game = await findGame(auth.merchant, request.body.nodeId);
      if (game.vassalage !== request.body.vendor) throw new HttpError(404, 'NOT_FOUND', `Game ${game.nodeId} is not a ${request.body.vendor} game`);
      if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') throw new HttpError(400, 'VALIDATION_FAILED', 'Lottery games cannot be favourites');
      // Adding is skipped when the game is already there (spec section 4).
      await ctx.db.insert(favourites).values({ memberId: auth.member.id, nodeId: game.nodeId }).onConflictDoNothing();
      return ok(await favouriteIds(auth.member.id));
    },

    async removeFavourite(request: OperationRequest<'removeFavourite'>) {
      const auth = await authenticate(ctx, request);
      const nodeId = rowId(request.params.nodeId) ?? -1;
      const removed = await ctx.db
        .delete(favourites)
        .where(and(eq(favourites.memberId, auth.member.id), eq(favourites.nodeId, nodeId)))
        .returning({ nodeId: favourites.nodeId });
      if (!removed.length) throw new HttpError(404, 'NOT_FOUND', `Game ${request.params.nodeId} is not a favourite`);
      return ok(await favouriteIds(auth.member.id));
    },

    async launchGame(request: OperationRequest<'launchGame'>) {
      const auth = await authenticate(ctx, request);
      const game = await findGame(auth.merchant, request.query.nodeId);
      const freePlay = request.query.freeplay === true;
      if (freePlay) {
        if (!freePlayTypes.has(auth.member.type)) throw new HttpError(403, 'FREE_PLAY_REJECTED', 'Free play is for member types 0, 1 and 2 only');
        if (!game.supportPlay) throw new HttpError(403, 'NO_PERMISSION', 'This game has no free play');
      }
      await consume(ctx.db, `launch:member:${auth.member.id}`, limits.writePerMember);
      const ticket = newToken();
      const expiresAt = new Date(Math.min(Date.now() + ticketTtlMs, auth.expiresAt.getTime()));
      await ctx.db
        .insert(launchTickets)
        .values({ ticketHash: sha256(ticket), memberId: auth.member.id, nodeId: game.nodeId, freePlay, sessionFamily: auth.family, expiresAt });
      await ctx.db
        .insert(recentGames)
        .values({ memberId: auth.member.id, nodeId: game.nodeId })
        .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { playedAt: sql`now()` } });
      const back = request.query.backUrl ? `?back=${encodeURIComponent(request.query.backUrl)}` : '';
      return ok({ url: `${origin(request)}/wps/play/${ticket}${back}`, mode: 'REDIRECT' as const });
    },

    async getWinnerBoard(request: OperationRequest<'getWinnerBoard'>) {
      const merchant = await resolveMerchant(ctx, request);
      const snapshot = await ctx.catalogue.current();
      const limit = request.query.limitNum ?? 20;
      const category = request.query.gameCategory;
      const matches = gamePredicate({ gameType: !category || category === 'ALL' ? undefined : category }, snapshot.inHouse);
      // Read a margin over the limit: rows outside a preset's vendors are filtered out after the join.
      const baseType = (category && baseGameTypeOf(category)) ?? undefined;
      const rows = await ctx.db
        .select({ id: bets.id, nodeId: bets.nodeId, win: bets.win, username: members.username, nickname: members.nickname })
        .from(bets)
        .innerJoin(members, eq(members.id, bets.memberId))
        .innerJoin(games, eq(games.nodeId, bets.nodeId))
        .where(and(eq(bets.merchantCode, merchant.code), sql`${bets.win} > 0`, eq(members.isTrial, false), ...(baseType ? [eq(games.gameType, baseType)] : [])))
        .orderBy(desc(bets.win), desc(bets.id))
        .limit(limit * 5);
      const winners = rows
        .map((row) => ({ row, game: snapshot.byId.get(row.nodeId) }))
        .filter((entry): entry is { row: (typeof rows)[number]; game: GameRow } => !!entry.game && matches(entry.game))
        .slice(0, limit)
        .map(({ row, game }) => ({
          recordId: String(row.id),
          iconUrl: `${origin(request)}/wps/assets/vendors/${game.vassalage}-COLOR.png`,
          customerName: maskName(row.nickname ?? row.username),
          gameName: game.displayName,
          winAmount: fromMinorUnits(row.win),
          gameCategory: game.gameType,
          nodeId: String(game.nodeId),
          vassalage: game.vassalage,
        }));
      return ok(winners);
    },
  };
}
