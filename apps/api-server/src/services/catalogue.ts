import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { catalogueVersion, classifications, games, labels, vendors, type Translations } from '../db/schema.js';
import { fromMinorUnits, gameTypeMatcher } from '@whitelabel/rules';
import type { AmountRules } from './amount-rules.js';
import { artSizes } from './art.js';

export type GameRow = typeof games.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export type ClassificationRow = typeof classifications.$inferSelect;

/** The filters of the spec's game query (section 3), after presets are applied. */
export interface GameFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  isNew?: 0 | 1;
  /** Minor units of the merchant's currency, compared with each game's smallest stake there. */
  minBet?: number;
  minLine?: number;
  hotOnly?: boolean;
}

/**
 * The games a query lists: the type's preset is the platform's rule (`gameTypeMatcher` of @whitelabel/rules, which
 * the client and the mocks read too), then the query's own filters.
 */
export function gamePredicate(
  filter: GameFilter,
  inHouse: Set<string>,
  gameMinStake: AmountRules['gameMinStake'] = (minBet) => minBet,
): (game: GameRow) => boolean {
  const checks: ((game: GameRow) => boolean)[] = [gameTypeMatcher(filter.gameType, inHouse)];
  if (filter.hotOnly) checks.push((g) => g.isHot);
  if (filter.vassalage) {
    const vendor = filter.vassalage;
    checks.push((g) => g.vassalage === vendor);
  }
  if (filter.gameClassify) {
    const key = filter.gameClassify;
    checks.push((g) => g.gameClassify.includes(key));
  }
  if (filter.gameName) {
    const needle = filter.gameName.toLowerCase();
    checks.push((g) => g.displayName.toLowerCase().includes(needle) || g.gameName.includes(needle));
  }
  if (filter.isNew === 1) checks.push((g) => g.isNew);
  if (filter.minBet !== undefined) {
    const minBet = filter.minBet;
    checks.push((g) => gameMinStake(g.minBet) >= minBet);
  }
  if (filter.minLine !== undefined) {
    const minLine = filter.minLine;
    checks.push((g) => g.minLine >= minLine);
  }
  return (game) => checks.every((check) => check(game));
}

/** A game's art: `w` (its own width) tells clients the address can be asked at other widths. */
export const gameImage = (origin: string, nodeId: number) => `${origin}/wps/assets/games/${nodeId}?w=${artSizes.game.width}`;

/** The contract's Game object, with URLs relative to this server (made absolute per request), its minimum bet the merchant's. */
export function gameView(game: GameRow, origin: string, { gameMinStake }: Pick<AmountRules, 'gameMinStake'>) {
  const classify = game.gameClassify as ('BG' | 'JP' | 'FeatureBuy')[];
  return {
    nodeId: String(game.nodeId),
    gameId: game.gameId,
    gameType: game.gameType as 'RNG',
    vassalage: game.vassalage,
    displayName: game.displayName,
    gameName: game.gameName,
    img: gameImage(origin, game.nodeId),
    mobileLargeIcon: game.gameType === 'LIVE' || game.gameType === 'SPORTS' ? gameImage(origin, game.nodeId) : null,
    iconUrl: `${origin}/wps/assets/vendors/${game.vassalage}-COLOR.png`,
    gameClassify: classify,
    gameClassifyNew: classify,
    isHot: (game.isHot ? 1 : 0) as 0 | 1,
    isNew: (game.isNew ? 1 : 0) as 0 | 1,
    roomId: game.roomId,
    gameCode: game.gameCode,
    supportPlay: game.supportPlay,
    lottoMode: game.lottoMode as 'Lott' | 'Elott' | null,
    isGameH5: true,
    minBet: fromMinorUnits(gameMinStake(game.minBet)),
    minLine: game.minLine,
  };
}

interface Snapshot {
  version: number;
  games: GameRow[];
  byId: Map<number, GameRow>;
  vendors: VendorRow[];
  vendorByCode: Map<string, VendorRow>;
  classifications: ClassificationRow[];
  inHouse: Set<string>;
  /** Shared names in every language (labels table), by `scope:key`. */
  labels: Map<string, Translations<string>>;
}

export interface CachedResponse {
  etag: string;
  body: unknown;
  json: string;
}

/**
 * The read-mostly game catalogue (with the shared names of the labels table) held in memory. The database stays the truth: every instance re-reads the
 * catalogue version at most once a second (off the request path) and reloads when it changed, which also drops
 * the cached responses. Responses carry an ETag so that clients revalidate with If-None-Match.
 */
export class Catalogue {
  private snapshot: Snapshot | undefined;
  private responses = new Map<string, CachedResponse>();
  private lastCheck = 0;
  private checking: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  async load(): Promise<Snapshot> {
    const [versionRow] = await this.db.select().from(catalogueVersion);
    const [gameRows, vendorRows, classificationRows, labelRows] = await Promise.all([
      this.db.select().from(games).orderBy(asc(games.nodeId)),
      this.db.select().from(vendors).orderBy(asc(vendors.sort)),
      this.db.select().from(classifications).orderBy(asc(classifications.gameType), asc(classifications.sort)),
      this.db.select().from(labels),
    ]);
    const vendorSort = new Map(vendorRows.map((v) => [v.code, v.sort]));
    gameRows.sort((a, b) => Number(b.isHot) - Number(a.isHot) || (vendorSort.get(a.vassalage) ?? 0) - (vendorSort.get(b.vassalage) ?? 0) || a.sort - b.sort);
    this.snapshot = {
      version: versionRow?.version ?? 0,
      games: gameRows,
      byId: new Map(gameRows.map((g) => [g.nodeId, g])),
      vendors: vendorRows,
      vendorByCode: new Map(vendorRows.map((v) => [v.code, v])),
      classifications: classificationRows,
      inHouse: new Set(vendorRows.filter((v) => v.inHouse).map((v) => v.code)),
      labels: new Map(labelRows.map((row) => [`${row.scope}:${row.key}`, row.names])),
    };
    this.responses.clear();
    this.lastCheck = Date.now();
    return this.snapshot;
  }

  /** The current snapshot; starts a background version check when the last one is older than a second. */
  async current(): Promise<Snapshot> {
    if (!this.snapshot) return this.load();
    if (Date.now() - this.lastCheck > 1_000 && !this.checking) {
      this.lastCheck = Date.now();
      this.checking = this.revalidate().finally(() => {
        this.checking = undefined;
      });
    }
    return this.snapshot;
  }

  private async revalidate(): Promise<void> {
    try {
      const [row] = await this.db.select().from(catalogueVersion);
      if (row && row.version !== this.snapshot?.version) await this.load();
    } catch {
      // The next request tries again; the snapshot in hand stays valid meanwhile.
    }
  }

  /** Marks the catalogue changed for every instance (e.g. after an operator edit). */
  async bump(): Promise<void> {
    await this.db.update(catalogueVersion).set({ version: (this.snapshot?.version ?? 0) + 1 });
    await this.load();
  }

  /** A cached response for a key (made of the request's origin, merchant and query), built once per version. */
  async cached(key: string, build: (snapshot: Snapshot) => unknown): Promise<CachedResponse> {
    const snapshot = await this.current();
    const fullKey = `${snapshot.version}|${key}`;
    let entry = this.responses.get(fullKey);
    if (!entry) {
      const body = build(snapshot);
      const json = JSON.stringify(body);
      entry = { body, json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
      // A bounded cache: queries are open-ended (names), so forget the oldest when full.
      if (this.responses.size >= 5_000) this.responses.delete(this.responses.keys().next().value!);
      this.responses.set(fullKey, entry);
    }
    return entry;
  }
}
