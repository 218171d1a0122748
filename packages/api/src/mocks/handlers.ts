// Typed MSW handlers for every operation of both documents, answering from seeded fixtures.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ErrorCode } from '../errors.js';
import { cockfightVendorCodes, esportVendorCodes, fromMinorUnits, gameCategories, gameTypeMatcher, toMinorUnits } from '@whitelabel/rules';
import type { Game, MethodOf, Paths, Schema, SuccessValue } from '../types.js';
import { avatarArt, bannerArt, vendorIcon } from './art.js';
import { createRandom } from './random.js';
import { FIXTURE_NOW, createFixtures, fixtureDate, isoAt, type Fixtures } from './fixtures.js';

export interface MockOptions {
  /** Origin the handlers answer for; any origin by default. */
  baseUrl?: string;
  /** Fixture seed; the same seed gives the same data. */
  seed?: number;
  /** Member type of the mock session (spec section 6); 1 (an agent) by default so agent screens have data. */
  memberType?: Schema<'MemberType'>;
}

interface RequestInfo {
  request: Request;
  url: URL;
  params: Record<string, string>;
}

type Resolver<P extends keyof Paths, M extends MethodOf<P>> = (info: RequestInfo) => SuccessValue<P, M> | Promise<SuccessValue<P, M>>;

/** An ApiError answer, as the server would give it. */
export function errorResponse(code: ErrorCode, status: number, message: string = code, value?: Record<string, unknown>) {
  return HttpResponse.json({ success: false as const, code, message, ...(value ? { value } : {}) }, { status });
}

const toMswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const withBase = (baseUrl: string, path: string) => `${baseUrl.replace(/\/$/, '')}${toMswPath(path)}`;

/**
 * A handler that answers one operation with an error, for stories and tests of failure states:
 * `server.use(mockError('get', '/wps/member/info', 'SESSION_EXPIRED', 401))`.
 */
export function mockError<P extends keyof Paths>(
  method: MethodOf<P>,
  path: P,
  code: ErrorCode,
  status: number,
  options: { baseUrl?: string; value?: Record<string, unknown> } = {},
): HttpHandler {
  return http[method](withBase(options.baseUrl ?? '*', path), () => errorResponse(code, status, code, options.value));
}

/** A handler that answers one operation with the given value, typed by the contract. */
export function mockValue<P extends keyof Paths, M extends MethodOf<P>>(
  method: M,
  path: P,
  value: SuccessValue<P, M>,
  options: { baseUrl?: string } = {},
): HttpHandler {
  return http[method](withBase(options.baseUrl ?? '*', path), () => HttpResponse.json({ success: true as const, value }));
}

function paginate<T>(items: readonly T[], url: URL, defaultSize = 24) {
  const pageSize = Math.max(1, Number(url.searchParams.get('pageSize') ?? defaultSize) || defaultSize);
  const pageNum = Math.max(1, Number(url.searchParams.get('pageNo') ?? 1) || 1);
  const totalPages = Math.ceil(items.length / pageSize);
  return { list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, totalPages, totalCount: items.length };
}

/** In-house providers of the fixtures (the INHOUSE preset). */
const inHouseOf = (fixtures: Fixtures) => fixtures.vendors.filter((vendor) => vendor.inHouse).map((vendor) => vendor.vassalage);

/** A game list's filters; the type's preset is the platform's rule, which the server applies too. */
function filterGames(games: readonly Game[], url: URL, fixtures: Fixtures): Game[] {
  const matchesType = gameTypeMatcher(url.searchParams.get('gameType') ?? 'ALL', inHouseOf(fixtures));
  const vendor = url.searchParams.get('vassalage') ?? url.searchParams.get('vendor');
  const classify = url.searchParams.get('gameClassify');
  const name = url.searchParams.get('gameName')?.toLowerCase();
  return games.filter(
    (game) =>
      matchesType(game) &&
      (!vendor || game.vassalage === vendor) &&
      (!classify || game.gameClassify.includes(classify as Game['gameClassify'][number])) &&
      (!name || game.gameName.toLowerCase().includes(name)) &&
      (url.searchParams.get('isNew') !== '1' || game.isNew === 1),
  );
}

const session = (userName: string, type: Schema<'MemberType'>, trial = false): Schema<'Session'> => ({
  token: `mock-${trial ? 'trial' : 'member'}-${userName}`,
  merchantCode: trial ? 'trial' : 'lucky88',
  userName,
  type,
  firstTimeLogin: false,
  trial,
  expiresAt: isoAt(2 * 3_600_000),
});

/** A literal figure of the fixtures as the contract's money string, through minor units as everywhere. */
const money = (value: number) => fromMinorUnits(Math.round(value * 100));
/** A money string as minor units (not an amount: none). */
const minor = (value: string | null | undefined) => Number(toMinorUnits(value) ?? 0n);

/** Every operation of the contract, answered from seeded fixtures with a little state (favourites, recent, read marks). */
export function createMockHandlers(options: MockOptions = {}): HttpHandler[] {
  const baseUrl = options.baseUrl ?? '*';
  const memberType = options.memberType ?? 1;
  const fixtures = createFixtures(options.seed ?? 1);
  const { games, vendors } = fixtures;
  // A generator of its own for the figures below, so that fixtures and handlers stay independent.
  const random = createRandom((options.seed ?? 1) + 1);
  const favourites = new Set(
    games
      .filter((game) => game.isHot === 1)
      .slice(0, 4)
      .map((game) => game.nodeId),
  );
  const recent: string[] = games
    .filter((game) => game.gameType === 'RNG')
    .slice(3, 9)
    .map((game) => game.nodeId);
  const read = new Set(fixtures.announcements.filter((item) => item.read).map((item) => item.id));
  const affiliateUrls: Schema<'AffiliateUrl'>[] = [
    { id: 'aff-1', code: 'LUCKY1', url: 'https://lucky88.example/m/register?aff=LUCKY1', memberType: 0, registrations: 37, createdAt: isoAt(-40 * 86_400_000) },
    { id: 'aff-2', code: 'AGENT7', url: 'https://lucky88.example/m/register?aff=AGENT7', memberType: 1, registrations: 4, createdAt: isoAt(-12 * 86_400_000) },
  ];
  /** The mock wallet, in minor units as the server keeps it. */
  let balance = 1_523_050;
  const handlers: HttpHandler[] = [];
  const gameById = (nodeId: string) => games.find((game) => game.nodeId === nodeId);

  // Curried so that P and M are fixed before the resolver is checked (its literals then keep their types).
  const on =
    <P extends keyof Paths, M extends MethodOf<P>>(method: M, path: P) =>
    (resolve: Resolver<P, M>, access: { member?: boolean } = {}) => {
      handlers.push(
        http[method](withBase(baseUrl, path), async ({ request, params }) => {
          if (access.member && !request.headers.get('Authorization')?.startsWith('Bearer ')) {
            return errorResponse('NOT_LOGGED_IN', 401, 'Not logged in, please login first');
          }
          const value = await resolve({ request, url: new URL(request.url), params: params as Record<string, string> });
          return HttpResponse.json({ success: true as const, value });
        }),
      );
    };
  const member = { member: true };
  const body = async <T>(request: Request): Promise<Partial<T>> => {
    // Picture uploads are multipart forms: their text parts, as the server's validated body has them.
    if (request.headers.get('Content-Type')?.includes('multipart/form-data')) {
      const form = await request.formData();
      return Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string')) as Partial<T>;
    }
    const text = await request.text();
    if (!text) return {};
    if (request.headers.get('Content-Type')?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text)) as Partial<T>;
    try {
      return JSON.parse(text) as Partial<T>;
    } catch {
      return {};
    }
  };

  // ---- system ----
  const settings: Schema<'SiteSettings'> = {
    merchantCode: 'lucky88',
    merchantName: 'Lucky 88',
    defaultLanguage: 'TH',
    languages: ['TH', 'EN', 'TW'],
    whitelabel: [
      'DEPOSIT',
      'WITHDRAW',
      'MANUAL_REBATE',
      'BETTING_RECORD',
      'VIP_BENEFIT',
      'REFERRAL',
      'MISSION',
      'CBS3',
      'REWCEN3',
      'REWARD_CENTRE',
      'DOWNLOAD',
    ],
    features: { mobileCodeLogin: true, resetByMail: true, resetByVerification: true, facebookLogin: false, googleLogin: true, lineLogin: true },
    mobileTemplate: { mem_cen: 1, dep_func: 1 },
    mainDomain: 'lucky88.example',
    imageCDNs: ['https://cdn1.lucky88.example', 'https://cdn2.lucky88.example'],
    currency: { code: 'THB', minorUnits: 2 },
    modules: ['COMM3', 'FUNDTRANS3', 'MEMTRANS3', 'PERSPNL3', 'REG3', 'CAPTCHA3', 'CBS3', 'REWCEN3'],
    resources: [
      { resourceType: 'Android', url: 'https://lucky88.example/download/lucky88.apk', labelNameEn: 'Android app' },
      { resourceType: 'IOS', url: 'https://apps.example/lucky88', labelNameEn: 'iOS app' },
      { resourceType: 'MOBILECONFIG', url: 'https://lucky88.example/download/lucky88.mobileconfig', labelNameEn: 'iOS profile' },
      { resourceType: 'LINE', url: 'https://line.me/R/ti/p/@lucky88', labelNameEn: 'LINE' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/lucky88', labelNameEn: 'Telegram' },
      { resourceType: 'FACEBOOK', url: 'https://facebook.com/lucky88', labelNameEn: 'Facebook' },
      { resourceType: 'MOVIE', url: 'https://movies.lucky88.example', labelNameEn: 'Movies' },
    ],
    customerService: [
      { csType: 'LIVECHAT', path: 'aHR0cHM6Ly9jaGF0Lmx1Y2t5ODguZXhhbXBsZQ==K3y8Ab2Q', label: 'Live chat 24/7' },
      { csType: 'TELEGRAM', path: 'aHR0cHM6Ly90Lm1lL2x1Y2t5ODhfc3VwcG9ydA==Q9w2Lm4Z', label: 'Telegram' },
    ],
    ageLimit: 21,
    prizeMode: 'Elott',
  };
  on('get', '/wps/system/status')(() => ({ maintenance: false, regionRestriction: false, location: { ip: '203.0.113.24', country: 'TH' } }));
  on('get', '/wps/system/settings')(() => settings);
  on(
    'get',
    '/wps/system/whitelabel',
  )(() => ({ merchantCode: settings.merchantCode, flags: settings.whitelabel, modules: settings.modules ?? [], features: settings.features }));
  on(
    'get',
    '/wps/system/setting/register',
  )(() => ({
    usernameRegistration: true,
    mobileRegistration: true,
    mobilePassword: true,
    mobileVerification: false,
    captcha: true,
    affiliateCodeCheck: true,
    ageLimit: 21,
    fields: [
      { name: 'username', enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 'loginUsername' },
      { name: 'password', enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'password' },
      { name: 'confirmPassword', enabled: true, required: true },
      { name: 'mobileNum', enabled: true, required: true, minLength: 9, maxLength: 10, patternId: 'loginMobileNum' },
      { name: 'verificationCode', enabled: true, required: true, maxLength: 10, patternId: 'verificationCode' },
      { name: 'captcha', enabled: true, required: true, maxLength: 6 },
      { name: 'affiliateCode', enabled: true, required: false, maxLength: 32 },
      { name: 'nickname', enabled: true, required: false, maxLength: 20 },
      { name: 'payeeName', enabled: true, required: true, minLength: 2, maxLength: 50, patternId: 'payeeName' },
      { name: 'email', enabled: true, required: false, maxLength: 254, patternId: 'email' },
      { name: 'birthday', enabled: true, required: false },
      { name: 'line', enabled: true, required: false, maxLength: 64 },
      { name: 'idNumber', enabled: false, required: false },
      { name: 'qqNum', enabled: false, required: false },
      { name: 'facebook', enabled: false, required: false },
      { name: 'wechat', enabled: false, required: false },
      { name: 'whatsapp', enabled: false, required: false },
      { name: 'zalo', enabled: false, required: false },
      { name: 'paymentPassword', enabled: false, required: false },
      { name: 'recommenderId', enabled: false, required: false },
    ],
  }));
  on(
    'get',
    '/wps/system/setting/validation',
  )(() => [
    { key: 'loginUsername', pattern: '^[a-z][a-z0-9]{5,15}$', minLength: 6, maxLength: 16, messageKey: 'validation.username.format' },
    { key: 'loginMobileNum', pattern: '^\\d{9,10}$', minLength: 9, maxLength: 10, messageKey: 'validation.mobile.format' },
    { key: 'loginPassword', minLength: 6, maxLength: 20, messageKey: 'validation.password.format' },
    { key: 'password', pattern: '^(?=.*[A-Za-z])(?=.*\\d).{6,20}$', minLength: 6, maxLength: 20, messageKey: 'validation.password.format' },
    { key: 'verificationCode', pattern: '^\\d{4,10}$', minLength: 4, maxLength: 10, messageKey: 'validation.code.format' },
    { key: 'payeeName', pattern: '^[\\p{L} .]{2,50}$', minLength: 2, maxLength: 50, messageKey: 'validation.realName.format' },
    { key: 'email', pattern: '^[\\w.+-]+@[\\w-]+(\\.[\\w-]{2,3})+$', maxLength: 254, messageKey: 'validation.email.format' },
  ]);
  on('get', '/wps/system/setting/template')(() => ({ mobileTemplate: settings.mobileTemplate, logoUrl: bannerArt('Lucky 88'), theme: 'classic' }));
  on('get', '/wps/system/customerService')(() => settings.customerService ?? []);
  on(
    'get',
    '/wps/system/domainRoute',
  )(({ url }) => ({
    domain: url.searchParams.get('domain') ?? 'lucky88.example',
    merchantCode: 'lucky88',
    mainDomain: settings.mainDomain,
    mobilePath: '/m',
    device: 0,
  }));
  on('get', '/wps/system/help')(() => fixtures.helpTopics);
  on('get', '/wps/system/countries')(() => fixtures.countries);
  on(
    'get',
    '/wps/system/encryptionKey',
  )(() => ({
    scheme: 'JWE-RSA-OAEP-256-A256GCM',
    kid: 'mock-2026-11',
    // A real 2048-bit public key (its private half is not kept anywhere): mocks accept any well-formed JWE.
    jwk: {
      kty: 'RSA',
      n: 'sXchDaQebHnPiGvyDOAT4saGEUetSyo9MKLOoWFsueri23bOdgWp4Dy1WlUzewbgBHod5pcM9H95GQRV3JDXboIRROSBigeC5yjU1hGzHHyXss8UDprecbAYxknTcQkhslANGRUZmdTOQ5qTRsLAt6BTYuyvVRdhS8exSZEy_c4gs_7svlJJQ4H9_NxsiIoLwAEk7-Q3UXERGYw_75IDrGA84-lA_-Ct4eTlXHBIY2EaV7t7LjJaynVJCpkv4LKjTTAumiGUIuQhrNhZLuF_RJLqHpM2kgWFLU7-VTdL1VbC2tejvcI2BlMkEpk1BzBZI0KQB0GaDWFLN-aEAw3vRw',
      e: 'AQAB',
      kid: 'mock-2026-11',
      alg: 'RSA-OAEP-256',
      use: 'enc',
    },
    expiresAt: isoAt(30 * 86_400_000),
    serverTime: isoAt(0),
  }));

  // ---- session ----
  on('post', '/wps/session/login')(() => session('somchai88', memberType));
  on('post', '/wps/session/login/freeplay')(() => session('somchai88', memberType, true), member);
  on('post', '/wps/session/testplay')(() => session('trial7731', 0, true));
  on('get', '/wps/member/trialuser')(() => ({ username: 'trial7731', merchantCode: 'trial', expiresAt: isoAt(3_600_000) }));
  on('post', '/wps/session/renew')(() => session('somchai88', memberType), member);
  on('delete', '/wps/session/logout')(() => ({}), member);
  // Social login: the ticket route first, or `{provider}` would take it. The mock provider consents at once,
  // so the flow comes straight back to the login screen with a ticket that redeems to the demo member.
  on('post', '/wps/session/social/ticket')(() => session('somchai88', memberType));
  on(
    'post',
    '/wps/session/social/{provider}',
  )(({ url, params }) => ({ authorizationUrl: new URL(`/wps/session/social/callback?state=mock-${params.provider}&code=mock`, url.origin).href }));
  handlers.push(
    http.get(withBase(baseUrl, '/wps/session/social/callback'), ({ request }) => {
      const url = new URL(request.url);
      const back = url.searchParams.get('error') ? 'socialError=cancelled' : 'socialTicket=mock-ticket';
      return new HttpResponse(null, { status: 302, headers: { Location: new URL(`/m/login#${back}`, url.origin).href } });
    }),
  );

  // ---- registration, checks, verification ----
  on('put', '/wps/member/register')(() => ({ ...session('newplayer01', 0), firstTimeLogin: true }));
  on('put', '/wps/member/register/mobile')(() => ({ ...session('66812345678', 0), firstTimeLogin: true }));
  on(
    'get',
    '/wps/captcha',
  )(() => ({
    captchaKey: 'captcha-0001',
    // A 1x1 transparent PNG: stories replace the picture, the contract only fixes the format.
    image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    expiresAt: isoAt(300_000),
  }));
  on('get', '/wps/check/username')(({ url }) => ({ available: !['admin', 'somchai88', 'test01'].includes(url.searchParams.get('username') ?? '') }));
  on('get', '/wps/check/email')(({ url }) => ({ available: url.searchParams.get('email') !== 'taken@example.com' }));
  on('post', '/wps/verification/sms/noLogin')(() => ({ expirationTime: FIXTURE_NOW + 60_000, resendAfter: 60 }));
  on('post', '/wps/verification/sms/register')(() => ({ expirationTime: FIXTURE_NOW + 60_000, resendAfter: 60 }));
  on('post', '/wps/member/password/email')(() => ({}));
  on('post', '/wps/member/password/email/confirm')(() => session('somchai88', memberType));
  on('post', '/wps/member/password/verification')(() => session('somchai88', memberType));
  on('post', '/wps/member/password/v2')(() => ({}), member);
  on(
    'get',
    '/wps/agent/affiliate',
  )(({ url }) => {
    const code = url.searchParams.get('code') ?? '';
    const found = affiliateUrls.find((link) => link.code === code);
    return found ? { success: true, agentName: 'somchai88' } : { success: false };
  });

  // ---- member ----
  const headIcon = { headIcon: '3', url: avatarArt('somchai88') };
  on('get', '/wps/member/info')(
    () => ({
      id: 'm-100231',
      type: memberType,
      account: 'somchai88',
      nickname: 'Somchai',
      email: 'som***@example.com',
      payeeName: 'Somchai Jaidee',
      mobileNum: '081****678',
      vipLevel: 3,
      headIcon,
      trial: false,
      registeredAt: isoAt(-200 * 86_400_000),
      lastLoginAt: isoAt(-3_600_000),
    }),
    member,
  );
  on('put', '/wps/member/info')(async ({ request }) => {
    const input = await body<Schema<'UpdateMemberInfoRequest'>>(request);
    return {
      id: 'm-100231',
      type: memberType,
      account: 'somchai88',
      nickname: input.nickname ?? 'Somchai',
      email: input.email ?? 'som***@example.com',
      payeeName: input.payeeName ?? 'Somchai Jaidee',
      mobileNum: '081****678',
      vipLevel: 3,
      headIcon,
      trial: false,
      registeredAt: isoAt(-200 * 86_400_000),
      lastLoginAt: isoAt(-3_600_000),
    };
  }, member);
  on('get', '/wps/member/headIcon/presets')(
    () => Array.from({ length: 12 }, (_, index) => ({ headIcon: String(index + 1), url: avatarArt(`icon ${index + 1}`) })),
    member,
  );
  on('get', '/wps/member/headIcon')(() => headIcon, member);
  on('post', '/wps/member/headIcon')(async ({ request }) => {
    const form = await body<Schema<'HeadIconForm'>>(request);
    return { headIcon: form.headIcon ?? headIcon.headIcon, url: avatarArt(`icon ${form.headIcon ?? '3'}`) };
  }, member);
  on('get', '/wps/member/rank/progress')(
    () => ({ currentProgress: { completedConditions: 2, totalExpectedConditions: 3 }, playerRankProgress: { labelId: null } }),
    member,
  );
  on(
    'get',
    '/wps/member/rank/list',
  )(() =>
    ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'].map((name, level) => ({
      labelId: `vip-${level}`,
      level,
      name,
      iconUrl: avatarArt(name),
      requiredDeposit: money(level * level * 5_000),
      requiredTurnover: money(level * level * 50_000),
      benefits: [
        { key: 'upgradeBonus', value: money(level * 188) },
        { key: 'rebateRate', value: `${(0.3 + level * 0.1).toFixed(1)}%` },
      ],
    })),
  );
  on('put', '/wps/member/feedback')(() => ({ id: 'fb-2001' }), member);

  // ---- manual rebate and reward centre ----
  let rebateClaimedAt: string | null = null;
  const rebateItems = [
    { gameType: 'RNG' as const, turnover: money(12_500), amount: money(75) },
    { gameType: 'LIVE' as const, turnover: money(4_800), amount: money(28.8) },
  ];
  on('get', '/wps/member/rebate')(
    () => ({
      vipLevel: 3,
      rate: '0.60',
      since: rebateClaimedAt,
      items: rebateClaimedAt ? [] : rebateItems,
      turnover: rebateClaimedAt ? money(0) : money(17_300),
      amount: rebateClaimedAt ? money(0) : money(103.8),
      minClaim: money(1),
    }),
    member,
  );
  on('post', '/wps/member/rebate/claim')(() => {
    if (rebateClaimedAt) throw errorResponse('VALIDATION_FAILED', 400, 'Less than the minimum claim (1.00) is due');
    rebateClaimedAt = isoAt(0);
    balance += 10_380;
    return { amount: money(103.8), turnover: money(17_300), sumBalance: fromMinorUnits(balance), claimedAt: rebateClaimedAt };
  }, member);
  const rewardList: Schema<'Reward'>[] = [
    {
      rewardId: '301',
      title: 'App download bonus',
      amount: money(18),
      status: 'CLAIMABLE',
      createdAt: isoAt(-2 * 86_400_000),
      expiresAt: isoAt(28 * 86_400_000),
      claimedAt: null,
    },
    {
      rewardId: '302',
      title: 'Weekly cashback',
      amount: money(25.5),
      status: 'CLAIMABLE',
      createdAt: isoAt(-86_400_000),
      expiresAt: isoAt(6 * 86_400_000),
      claimedAt: null,
    },
    {
      rewardId: '290',
      title: 'Birthday bonus',
      amount: money(58),
      status: 'CLAIMED',
      createdAt: isoAt(-40 * 86_400_000),
      expiresAt: null,
      claimedAt: isoAt(-39 * 86_400_000),
    },
  ];
  on('get', '/wps/member/rewards')(() => rewardList, member);
  on('post', '/wps/member/rewards/{rewardId}/claim')(({ params }) => {
    const reward = rewardList.find((item) => item.rewardId === params.rewardId);
    if (!reward) throw errorResponse('NOT_FOUND', 404, 'No such reward');
    if (reward.status !== 'CLAIMABLE') throw errorResponse('ALREADY_APPLIED', 409, 'This reward was already claimed or has expired');
    Object.assign(reward, { status: 'CLAIMED', claimedAt: isoAt(0) });
    balance += minor(reward.amount);
    return { reward: { ...reward }, sumBalance: fromMinorUnits(balance) };
  }, member);

  const missions: Schema<'Mission'>[] = [
    { missionId: '101', title: 'Sign in today', kind: 'LOGIN', target: '1', progress: '1', reward: money(1), status: 'CLAIMABLE' },
    { missionId: '102', title: 'Play 10 rounds', kind: 'BET_COUNT', target: '10', progress: '3', reward: money(5), status: 'IN_PROGRESS' },
    { missionId: '103', title: 'Bet 500.00 in total', kind: 'TURNOVER', target: money(500), progress: money(500), reward: money(10), status: 'CLAIMABLE' },
    { missionId: '104', title: 'Deposit 100.00', kind: 'DEPOSIT', target: money(100), progress: money(100), reward: money(8), status: 'CLAIMED' },
  ];
  on('get', '/wps/member/missions')(() => missions, member);
  on('post', '/wps/member/missions/{missionId}/claim')(({ params }) => {
    const mission = missions.find((item) => item.missionId === params.missionId);
    if (!mission) throw errorResponse('NOT_FOUND', 404, 'No such mission');
    if (mission.status === 'CLAIMED') throw errorResponse('ALREADY_APPLIED', 409, 'This mission was already claimed today');
    if (mission.status !== 'CLAIMABLE') throw errorResponse('VALIDATION_FAILED', 400, 'This mission is not completed yet');
    mission.status = 'CLAIMED';
    balance += minor(mission.reward);
    return { mission: { ...mission }, sumBalance: fromMinorUnits(balance) };
  }, member);

  // ---- games ----
  on(
    'get',
    '/wps/games',
  )(({ url }) => {
    const page = paginate(filterGames(games, url, fixtures), url);
    return { games: page.list, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount };
  });
  const listOf = (ids: readonly string[], url: URL) =>
    paginate(
      filterGames(
        ids.map(gameById).filter((game): game is Game => !!game),
        url,
        fixtures,
      ),
      url,
    );
  on('get', '/wps/games/recent')(({ url }) => listOf(recent, url), member);
  on('get', '/wps/games/recent/add')(({ url }) => {
    const nodeId = url.searchParams.get('nodeId') ?? '';
    if (gameById(nodeId)) recent.splice(0, recent.length, nodeId, ...recent.filter((id) => id !== nodeId));
    return {};
  }, member);
  on('get', '/wps/games/favourites')(({ url }) => listOf([...favourites], url), member);
  on('get', '/wps/games/favourites/ids')(() => [...favourites], member);
  on('post', '/wps/games/favourites')(async ({ request }) => {
    const { nodeId } = await body<Schema<'FavouriteRequest'>>(request);
    if (nodeId) favourites.add(nodeId);
    return [...favourites];
  }, member);
  on('delete', '/wps/games/favourites/{nodeId}')(({ params }) => {
    favourites.delete(params.nodeId ?? '');
    return [...favourites];
  }, member);
  on(
    'get',
    '/wps/games/hot',
  )(({ url }) => {
    const page = paginate(
      filterGames(
        games.filter((game) => game.isHot === 1),
        url,
        fixtures,
      ),
      url,
    );
    return { games: page.list, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount };
  });
  on(
    'get',
    '/wps/games/popular',
  )(() => ({ keywords: ['fortune', 'dragon', 'baccarat', 'fishing', 'bonanza'], games: games.filter((game) => game.isHot === 1).slice(0, 9) }));
  // Categories list the providers that have games of them, as the server does (SPORTS without e-sports or cockfight).
  const categories = gameCategories
    .map((gameCategory) => {
      const matches = gameTypeMatcher(gameCategory, inHouseOf(fixtures));
      const codes = new Set(games.filter(matches).map((game) => game.vassalage));
      return {
        gameCategory,
        vendorNames: vendors
          .filter((vendor) => codes.has(vendor.vassalage))
          .map((vendor) => ({ vassalage: vendor.vassalage, displayName: vendor.displayName, accountTypeName: `${vendor.vassalage}_WALLET` })),
      };
    })
    .filter((category) => category.vendorNames.length > 0);
  on(
    'get',
    '/wps/games/vendors',
  )(({ url }) => {
    const typeId = url.searchParams.get('typeId');
    return typeId ? categories.filter((category) => category.gameCategory === typeId) : categories;
  });
  on(
    'get',
    '/wps/games/menus',
  )(() => ({
    menus: categories.map((category, index) => {
      const menuVendors = vendors.filter((vendor) => category.vendorNames.some((name) => name.vassalage === vendor.vassalage));
      const codes = [...new Map(menuVendors.flatMap((vendor) => vendor.gameClassify).map((item) => [item.key, item])).values()];
      return {
        gameType: category.gameCategory,
        displayName: {
          RNG: 'Slots',
          FISH: 'Fishing',
          LIVE: 'Live Casino',
          PVP: 'Cards',
          SPORTS: 'Sports',
          ESPORTS: 'Esports',
          COCKFIGHT: 'Cockfight',
          LOTT: 'Lottery',
          ELOTT: 'E-Lottery',
        }[category.gameCategory],
        sorting: index + 1,
        classifies: codes.map((item) => ({
          ...item,
          vendors: menuVendors.filter((vendor) => vendor.gameClassify.some((c) => c.key === item.key)).map((vendor) => vendor.vassalage),
        })),
        vendors: menuVendors,
      };
    }),
    vendorMapping: { ELOTT: ['TCG_LOTTO_VN'], LOTT: ['GW_LOTT'], ESPORTS: [...esportVendorCodes], COCKFIGHT: [...cockfightVendorCodes], INHOUSE: ['WL'] },
  }));
  on('get', '/wps/games/launch')(({ url }) => {
    const game = gameById(url.searchParams.get('nodeId') ?? '') ?? games[0];
    return { url: `https://play.lucky88.example/launch/${game?.vassalage ?? 'JILI'}/${game?.gameId ?? 'lobby'}?lang=th`, mode: 'REDIRECT' };
  }, member);
  on(
    'get',
    '/wps/games/winners',
  )(({ url }) => {
    const category = url.searchParams.get('gameCategory') ?? 'ALL';
    const limit = Number(url.searchParams.get('limitNum') ?? 20) || 20;
    return fixtures.winners.filter((winner) => category === 'ALL' || winner.gameCategory === category).slice(0, limit);
  });

  // ---- chat and inbox ----
  const anchors: Schema<'Anchor'>[] = ['Mint', 'Ploy', 'Fah', 'Nam', 'Bella', 'Yui'].map((nickname, index) => ({
    anchorId: `anchor-${index + 1}`,
    nickname,
    avatarUrl: avatarArt(nickname),
    coverUrl: bannerArt(`${nickname} live`),
    online: index < 4,
    streaming: index < 3,
    followers: 1200 - index * 150,
    focused: index % 2 === 0,
  }));
  on(
    'get',
    '/wps/chat/anchors',
  )(({ url }) => {
    const keyword = url.searchParams.get('keyword')?.toLowerCase();
    return keyword ? anchors.filter((anchor) => anchor.nickname.toLowerCase().includes(keyword)) : anchors;
  });
  on('get', '/wps/chat/focus')(() => anchors.filter((anchor) => anchor.focused), member);
  on('get', '/wps/chat/unread')(() => ({ unReadCount: 3 }), member);
  on('get', '/wps/chat/launch')(() => ({ chatUrl: 'https://chat.lucky88.example/room?template=v2' }), member);
  on(
    'get',
    '/wps/chat/live/models',
  )(({ url }) =>
    anchors
      .map((anchor, index) => ({
        modelId: `model-${index + 1}`,
        nickname: anchor.nickname,
        avatarUrl: anchor.avatarUrl,
        active: anchor.online,
        streaming: anchor.streaming,
        viewers: anchor.streaming ? 300 - index * 40 : 0,
      }))
      .filter(
        (model) => (url.searchParams.get('streaming') === 'true' ? model.streaming : true) && (url.searchParams.get('active') === 'true' ? model.active : true),
      ),
  );
  // 125 messages, every 25th read: 120 unread, so the badge shows 99+.
  const inboxTitles = ['Welcome', 'Deposit received', 'VIP level up', 'Weekly cashback', 'Security tip'];
  const inbox: Schema<'InboxMessage'>[] = Array.from({ length: 125 }, (_, index) => ({
    messageId: String(9001 + index),
    title: `${inboxTitles[index % inboxTitles.length]} #${125 - index}`,
    content: 'Thanks for playing with us. Your rewards and records are in the member centre.',
    createdAt: isoAt(-index * 3_600_000),
    read: index % 25 === 24,
  }));
  const inboxUnread = () => (memberType === 4 ? 0 : inbox.filter((message) => !message.read).length);
  on('get', '/wps/inbox/unread')(() => ({ unReadCount: inboxUnread() }), member);
  on('get', '/wps/inbox/messages')(
    ({ url }) =>
      paginate(
        inbox.map((message) => ({ ...message, read: memberType === 4 || message.read })),
        url,
      ),
    member,
  );
  on('post', '/wps/inbox/messages/{messageId}/read')(({ params }) => {
    const message = inbox.find((item) => item.messageId === params.messageId);
    if (!message) throw errorResponse('NOT_FOUND', 404, 'No such message');
    if (memberType !== 4) message.read = true;
    return { unReadCount: inboxUnread() };
  }, member);
  on('delete', '/wps/inbox/messages/{messageId}')(({ params }) => {
    const index = inbox.findIndex((item) => item.messageId === params.messageId);
    if (index < 0) throw errorResponse('NOT_FOUND', 404, 'No such message');
    inbox.splice(index, 1);
    return { unReadCount: inboxUnread() };
  }, member);

  // ---- announcements and promotions ----
  const withRead = (items: Schema<'Announcement'>[], request: Request) =>
    items.map((item) => ({ ...item, read: !request.headers.get('Authorization') || memberType === 4 || read.has(item.id) }));
  on(
    'get',
    '/wps/announcements',
  )(({ url, request }) => {
    const types = new Set(url.searchParams.getAll('types').flatMap((value) => value.split(',')));
    const group = url.searchParams.get('groupName');
    return {
      ...(types.has('Promotion') ? { promotion: fixtures.promotions, promotionCategories: fixtures.promotionCategories } : {}),
      ...(types.has('B') ? { banners: fixtures.banners.filter((banner) => !group || banner.groupName === group) } : {}),
      ...(types.has('PL') || types.has('A') || types.has('PR') ? { player: withRead(fixtures.announcements, request) } : {}),
      ...(types.has('PU') ? { popup: fixtures.popupNotices.filter((notice) => notice.execution === (request.headers.get('Authorization') ? 'A' : 'B')) } : {}),
      ...(types.has('H') ? { hot: withRead(fixtures.announcements.slice(1, 3), request) } : {}),
    };
  });
  on('post', '/wps/announcements/read')(async ({ request }) => {
    const { announcementId, read: isRead } = await body<Schema<'MarkReadRequest'>>(request);
    if (announcementId) {
      if (isRead === false) read.delete(announcementId);
      else read.add(announcementId);
    }
    return {};
  }, member);
  on(
    'get',
    '/wps/announcements/lobby',
  )(({ request }) =>
    withRead(
      fixtures.announcements.filter((item) => item.type === 'PL'),
      request,
    ),
  );
  on('get', '/wps/notice')(({ request }) => withRead(fixtures.announcements, request));
  on('post', '/wps/promotion/signup/join')(() => ({ id: 'signup-3001' }), member);
  on('post', '/wps/promotion/reward/apply')(() => ({ applicationId: 'apply-4001', status: 'PENDING', submittedAt: isoAt(0) }), member);

  // ---- contracts ----
  on('get', '/wps/agent/contract/salary')(
    () => ({
      dailysalreqtype: 1,
      contract: { contractId: 'sal-1', rate: '0.50', minTurnover: '100000.00', minActiveMembers: 5, offeredAt: isoAt(-86_400_000) },
    }),
    member,
  );
  on('get', '/wps/agent/contract/dividend')(() => ({ divtypecompperiodreq: 0, contract: null }), member);
  on('get', '/wps/agent/contract/hour')(() => ({ contracthoursalreq: 0, contract: null }), member);

  // ---- wallet ----
  on('get', '/wps/wallets/gcs')(
    () => ({
      sumBalance: fromMinorUnits(balance),
      currency: 'THB',
      wallets: [
        { vendor: 'MAIN', displayName: 'Main wallet', balance: fromMinorUnits(balance - 125_000), maintenance: false },
        { vendor: 'JILI', displayName: 'JILI', balance: '1000.00', maintenance: false },
        { vendor: 'EVO', displayName: 'Evolution', balance: '250.00', maintenance: false },
        { vendor: 'SABA', displayName: 'SABA Sports', balance: '0.00', maintenance: true },
      ],
    }),
    member,
  );
  on('get', '/wps/wallets/merchant')(
    ({ url }) => ({
      merchantCode: url.searchParams.get('merchantCode') ?? 'lucky88',
      currency: 'THB',
      balance: fromMinorUnits(balance),
      lockedBalance: '0.00',
    }),
    member,
  );
  on('post', '/wps/wallets/transfer')(() => ({ transactionId: 'tx-90001', sumBalance: fromMinorUnits(balance) }), member);
  const txCodes: Schema<'TxCode'>[] = [
    { code: 'DEP', name: 'Deposit', direction: 'IN' },
    { code: 'WDR', name: 'Withdrawal', direction: 'OUT' },
    { code: 'BON', name: 'Bonus', direction: 'IN' },
    { code: 'REB', name: 'Rebate', direction: 'IN' },
    { code: 'TRI', name: 'Transfer in', direction: 'IN' },
    { code: 'TRO', name: 'Transfer out', direction: 'OUT' },
  ];
  const transactions: Schema<'Transaction'>[] = Array.from({ length: 40 }, (_, index) => {
    const code = txCodes[index % txCodes.length] ?? txCodes[0]!;
    const amount = Number(random.money(50, 5_000));
    return {
      id: `tx-${80_000 + index}`,
      txCode: code.code,
      txName: code.name,
      amount: money(code.direction === 'IN' ? amount : -amount),
      balanceAfter: fromMinorUnits(balance - index * 13_725),
      status: index === 0 ? 'PENDING' : 'SUCCESS',
      createdAt: isoAt(-index * 7_200_000),
      remark: null,
    };
  });
  on('get', '/wps/member/transactions')(({ url }) => {
    const code = url.searchParams.get('txCode');
    return paginate(
      transactions.filter((tx) => !code || tx.txCode === code),
      url,
      20,
    );
  }, member);
  on('get', '/wps/member/transactions/codes')(() => txCodes, member);

  // ---- deposit ----
  on('get', '/wps/deposit/banks')(
    () => [
      {
        bankId: 'bank-1',
        bankName: 'Kasikorn Bank',
        bankCode: 'KBANK',
        accountName: 'Lucky 88 Co., Ltd.',
        accountNo: '123-4-56789-0',
        branch: 'Silom',
        minAmount: '100.00',
        maxAmount: '200000.00',
        qrCodeUrl: null,
      },
      {
        bankId: 'bank-2',
        bankName: 'Siam Commercial Bank',
        bankCode: 'SCB',
        accountName: 'Lucky 88 Co., Ltd.',
        accountNo: '987-6-54321-0',
        branch: null,
        minAmount: '100.00',
        maxAmount: '100000.00',
        qrCodeUrl: bannerArt('PromptPay QR'),
      },
    ],
    member,
  );
  on('get', '/wps/deposit/promos')(
    () => [
      { promoId: 'dp-1', title: 'Welcome Bonus 100%', bonusRate: '100.00', maxBonus: '1888.00', minDeposit: '100.00', turnoverMultiplier: 10 },
      { promoId: 'dp-2', title: 'Daily Reload 10%', bonusRate: '10.00', maxBonus: '500.00', minDeposit: '300.00', turnoverMultiplier: 5 },
    ],
    member,
  );
  const depositOrder = (amount: string): Schema<'DepositOrder'> => ({
    orderId: 'dep-70001',
    amount,
    bonus: '0.00',
    method: 'MANUAL',
    channel: 'BANK_TRANSFER',
    status: 'PENDING',
    createdAt: isoAt(0),
  });
  on('post', '/wps/deposit/manual')(async ({ request }) => depositOrder((await body<Schema<'ManualTransferForm'>>(request)).amount ?? '100.00'), member);
  on('get', '/wps/deposit/gateways')(({ url }) => {
    const gateways: Schema<'PaymentGateway'>[] = [
      {
        gatewayId: 'gw-1',
        name: 'Thai QR',
        channel: 'QR',
        iconUrl: vendorIcon('QR'),
        minAmount: '100.00',
        maxAmount: '50000.00',
        fixedAmounts: ['100.00', '300.00', '500.00', '1000.00'],
        feeRate: '0.00',
      },
      {
        gatewayId: 'gw-2',
        name: 'Online banking',
        channel: 'ONLINE_BANKING',
        iconUrl: vendorIcon('BANK'),
        minAmount: '100.00',
        maxAmount: '100000.00',
        fixedAmounts: [],
        feeRate: '0.00',
      },
      {
        gatewayId: 'gw-3',
        name: 'TrueMoney Wallet',
        channel: 'EWALLET',
        iconUrl: vendorIcon('TMN'),
        minAmount: '50.00',
        maxAmount: '30000.00',
        fixedAmounts: [],
        feeRate: '1.50',
      },
      {
        gatewayId: 'gw-4',
        name: 'USDT (TRC20)',
        channel: 'USDT',
        iconUrl: vendorIcon('USDT'),
        minAmount: '350.00',
        maxAmount: '500000.00',
        fixedAmounts: [],
        feeRate: '0.00',
      },
    ];
    const channel = url.searchParams.get('channel');
    return gateways.filter((gateway) => !channel || gateway.channel === channel);
  }, member);
  on('post', '/wps/deposit/gateway')(
    () => ({ orderId: 'dep-70002', payUrl: 'https://pay.lucky88.example/checkout/dep-70002', qrCode: null, expiresAt: isoAt(900_000) }),
    member,
  );
  on('post', '/wps/deposit/promos/accept')(() => ({}), member);
  const depositOrders: Schema<'DepositOrder'>[] = Array.from({ length: 12 }, (_, index) => ({
    orderId: `dep-${69_000 + index}`,
    amount: random.money(100, 20_000),
    bonus: index % 4 === 0 ? '100.00' : '0.00',
    method: index % 3 === 0 ? 'MANUAL' : 'GATEWAY',
    channel: index % 3 === 0 ? 'BANK_TRANSFER' : 'QR',
    status: index === 0 ? 'PENDING' : index === 5 ? 'FAILED' : 'SUCCESS',
    createdAt: isoAt(-index * 86_400_000),
  }));
  on('get', '/wps/deposit/report')(({ url }) => paginate(depositOrders, url, 20), member);

  // ---- withdraw ----
  const cards: Schema<'BankCard'>[] = [
    {
      cardId: 'card-1',
      bankName: 'Kasikorn Bank',
      bankCode: 'KBANK',
      accountName: 'Somchai Jaidee',
      accountNoMasked: '******7890',
      isDefault: true,
      boundAt: isoAt(-150 * 86_400_000),
    },
    {
      cardId: 'card-2',
      bankName: 'Bangkok Bank',
      bankCode: 'BBL',
      accountName: 'Somchai Jaidee',
      accountNoMasked: '******1122',
      isDefault: false,
      boundAt: isoAt(-20 * 86_400_000),
    },
  ];
  on('get', '/wps/withdraw/banks')(
    () => ({
      banks: [
        { bankCode: 'KBANK', bankName: 'Kasikornbank', accountNoMinLength: 10, accountNoMaxLength: 10 },
        { bankCode: 'BBL', bankName: 'Bangkok Bank', accountNoMinLength: 10, accountNoMaxLength: 10 },
        { bankCode: 'KTB', bankName: 'Krungthai Bank', accountNoMinLength: 10, accountNoMaxLength: 10 },
        { bankCode: 'GSB', bankName: 'Government Savings Bank', accountNoMinLength: 12, accountNoMaxLength: 12 },
      ],
      maxCards: 5,
      minAmount: '100.00',
      maxAmount: '1000000.00',
    }),
    member,
  );
  on('get', '/wps/withdraw/bankcards')(() => cards, member);
  on('post', '/wps/withdraw')(async ({ request }) => {
    const input = await body<Schema<'WithdrawRequest'>>(request);
    return { orderId: 'wd-50001', cardId: input.cardId ?? 'card-1', amount: input.amount ?? '100.00', fee: '0.00', status: 'PENDING', createdAt: isoAt(0) };
  }, member);
  const withdrawals: Schema<'WithdrawOrder'>[] = Array.from({ length: 6 }, (_, index) => ({
    orderId: `wd-${49_000 + index}`,
    cardId: 'card-1',
    amount: random.money(300, 10_000),
    fee: '0.00',
    status: index === 0 ? 'PROCESSING' : index === 3 ? 'REJECTED' : 'SUCCESS',
    createdAt: isoAt(-index * 3 * 86_400_000),
  }));
  on('get', '/wps/withdraw/report')(({ url }) => paginate(withdrawals, url, 20), member);

  // ---- security ----
  on('get', '/wps/security/config')(
    () => ({
      loginPasswordSet: true,
      withdrawalPasswordSet: true,
      paymentPasswordSet: false,
      bankCardBound: true,
      securityQuestionsSet: false,
      mobileNumMasked: '081****678',
      emailMasked: 'som***@example.com',
    }),
    member,
  );
  on('post', '/wps/security/password/login')(() => ({}), member);
  on('post', '/wps/security/password/withdrawal')(() => ({}), member);
  on('post', '/wps/security/password/payment')(() => ({}), member);
  on('post', '/wps/security/password/payment/reset')(() => ({}), member);
  on('post', '/wps/security/bankcard')(async ({ request }) => {
    const input = await body<Schema<'BindBankCardRequest'>>(request);
    return {
      cardId: 'card-3',
      bankName: input.bankName ?? 'Krungthai Bank',
      bankCode: input.bankCode ?? 'KTB',
      accountName: input.accountName ?? 'Somchai Jaidee',
      accountNoMasked: `******${(input.accountNo ?? '0000').slice(-4)}`,
      isDefault: false,
      boundAt: isoAt(0),
    };
  }, member);
  on('post', '/wps/security/bankcard/{cardId}/unbind')(() => ({}), member);
  on('get', '/wps/security/questions')(
    () => ({
      questions: [
        { questionId: 'q1', question: 'What was the name of your first pet?' },
        { questionId: 'q2', question: 'In which city were you born?' },
        { questionId: 'q3', question: 'What is your favourite food?' },
      ],
      answeredQuestionIds: [],
    }),
    member,
  );
  on('put', '/wps/security/questions')(() => ({}), member);

  // ---- agent ----
  const team: Schema<'TeamMember'>[] = Array.from({ length: 30 }, (_, index) => ({
    memberId: `m-${200_000 + index}`,
    account: `player${String(index + 1).padStart(3, '0')}`,
    nickname: index % 3 === 0 ? null : `Player ${index + 1}`,
    type: index % 7 === 0 ? 1 : 0,
    level: index < 18 ? 1 : 2,
    balance: random.money(0, 8_000),
    teamSize: index % 7 === 0 ? 6 : 0,
    registeredAt: isoAt(-(index + 5) * 86_400_000),
    lastLoginAt: index % 5 === 4 ? null : isoAt(-index * 3_600_000),
  }));
  const byAccount = (items: Schema<'TeamMember'>[], url: URL) => {
    const account = url.searchParams.get('account');
    return items.filter((item) => !account || item.account.includes(account));
  };
  on('get', '/wps/agent/team/kpi')(
    ({ url }) => ({
      from: url.searchParams.get('startDate') ?? fixtureDate(-30),
      to: url.searchParams.get('endDate') ?? fixtureDate(0),
      teamSize: team.length,
      newMembers: 6,
      activeMembers: 21,
      depositAmount: '182340.00',
      withdrawAmount: '96120.00',
      turnover: '2450000.00',
      netWinLoss: '-38250.00',
      commission: '12250.00',
    }),
    member,
  );
  on('get', '/wps/agent/subordinates')(
    ({ url }) =>
      paginate(
        byAccount(
          team.filter((item) => item.level === 1),
          url,
        ),
        url,
        20,
      ),
    member,
  );
  const salaries: Schema<'DailySalary'>[] = Array.from({ length: 14 }, (_, index) => ({
    salaryId: `sal-${index + 1}`,
    memberId: index % 2 === 0 ? 'm-100231' : `m-${200_000 + index}`,
    account: index % 2 === 0 ? 'somchai88' : `player${String(index + 1).padStart(3, '0')}`,
    date: fixtureDate(-index),
    turnover: random.money(20_000, 400_000),
    activeMembers: 5 + (index % 9),
    rate: '0.50',
    amount: random.money(100, 2_000),
    status: index === 0 ? 'ACCRUING' : index < 3 ? 'APPLIED' : index === 4 ? 'REJECTED' : 'PAID',
  }));
  const own = salaries.filter((salary) => salary.memberId === 'm-100231');
  on('get', '/wps/agent/salary/current')(() => own[0] ?? salaries[0]!, member);
  on('get', '/wps/agent/salary/query')(({ url }) => {
    const status = url.searchParams.get('status');
    return paginate(
      salaries.filter((salary) => !status || salary.status === status),
      url,
      20,
    );
  }, member);
  on('post', '/wps/agent/salary/apply')(async ({ request }) => {
    const { date } = await body<Schema<'ApplyDailySalaryRequest'>>(request);
    return { ...(own[1] ?? salaries[0]!), date: date ?? fixtureDate(-1), status: 'APPLIED' };
  }, member);
  on('post', '/wps/agent/salary/process')(async ({ request }) => {
    const input = await body<Schema<'ProcessDailySalaryRequest'>>(request);
    const salary = salaries.find((item) => item.salaryId === input.salaryId) ?? salaries[1]!;
    return { ...salary, status: input.action === 'REJECT' ? 'REJECTED' : 'APPROVED' };
  }, member);
  on('get', '/wps/agent/salary/history')(({ url }) => paginate(own, url, 20), member);
  const dividends: Schema<'Dividend'>[] = Array.from({ length: 6 }, (_, index) => ({
    dividendId: `div-${index + 1}`,
    memberId: index % 2 === 0 ? 'm-100231' : 'm-200000',
    account: index % 2 === 0 ? 'somchai88' : 'player001',
    periodStart: fixtureDate(-(index + 1) * 15),
    periodEnd: fixtureDate(-index * 15 - 1),
    profit: random.money(5_000, 90_000),
    rate: '25.00',
    amount: random.money(1_000, 20_000),
    status: index === 0 ? 'ACCRUING' : index === 1 ? 'PENDING' : 'PAID',
  }));
  on('get', '/wps/agent/dividend/current')(() => dividends[0]!, member);
  on('get', '/wps/agent/dividend/info')(
    () => ({
      period: 'HALF_MONTH',
      tiers: [
        { minProfit: '0.00', rate: '20.00' },
        { minProfit: '50000.00', rate: '25.00' },
        { minProfit: '200000.00', rate: '30.00' },
      ],
      nextPayoutDate: fixtureDate(9),
    }),
    member,
  );
  on('get', '/wps/agent/dividend/history')(({ url }) => paginate(dividends, url, 20), member);
  on('post', '/wps/agent/dividend/payout')(async ({ request }) => {
    const { dividendId } = await body<Schema<'PayoutDividendRequest'>>(request);
    return { ...(dividends.find((item) => item.dividendId === dividendId) ?? dividends[1]!), status: 'PAID' };
  }, member);
  on('get', '/wps/agent/rebate')(
    () =>
      (['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'] as const).map((gameType, index) => ({
        gameType,
        vassalage: null,
        rate: (0.4 + index * 0.1).toFixed(2),
        maxRate: (0.8 + index * 0.1).toFixed(2),
      })),
    member,
  );
  on('get', '/wps/agent/affiliate/urls')(() => affiliateUrls, member);
  on('post', '/wps/agent/affiliate/urls')(async ({ request }) => {
    const input = await body<Schema<'CreateAffiliateUrlRequest'>>(request);
    const code = `LINK${affiliateUrls.length + 1}`;
    const link: Schema<'AffiliateUrl'> = {
      id: `aff-${affiliateUrls.length + 1}`,
      code,
      url: `https://lucky88.example/m/register?aff=${code}`,
      memberType: input.memberType ?? 0,
      registrations: 0,
      createdAt: isoAt(0),
    };
    affiliateUrls.push(link);
    return link;
  }, member);
  on('delete', '/wps/agent/affiliate/urls/{id}')(({ params }) => {
    const index = affiliateUrls.findIndex((link) => link.id === params.id);
    if (index >= 0) affiliateUrls.splice(index, 1);
    return {};
  }, member);
  on('get', '/wps/agent/downline')(({ url }) => {
    const parent = url.searchParams.get('parentId');
    return paginate(
      byAccount(
        team.filter((item) => (parent ? item.level === 2 : item.level === 1)),
        url,
      ),
      url,
      20,
    );
  }, member);
  on('post', '/wps/agent/downline/transfer')(async ({ request }) => {
    const { amount } = await body<Schema<'DownlineTransferRequest'>>(request);
    balance -= minor(amount);
    return { transactionId: 'tx-90002', sumBalance: fromMinorUnits(balance) };
  }, member);

  // ---- development only ----
  on(
    'get',
    '/wps/dev/sms',
  )(({ url }) => [
    {
      mobileNum: url.searchParams.get('mobileNum') ?? '812345678',
      countryDialingCode: '+66',
      code: '482913',
      purpose: 'REGISTER',
      sentAt: isoAt(0),
      expirationTime: FIXTURE_NOW + 60_000,
    },
  ]);
  on('get', '/wps/dev/captcha/{captchaKey}')(({ params }) => ({ captchaKey: params.captchaKey ?? 'captcha-0001', answer: '7351' }));
  on(
    'get',
    '/wps/dev/mailbox',
  )(({ url }) => [
    {
      to: url.searchParams.get('email') ?? 'player@example.com',
      subject: 'Reset your password',
      text: 'Open https://lucky88.example/m/changePsw?token=reset-123 to choose a new password.',
      sentAt: isoAt(0),
    },
  ]);

  // ---- lottery (/lgw) ----
  on(
    'get',
    '/lgw/lottery/list',
  )(({ url }) => {
    const type = url.searchParams.get('gameType');
    return fixtures.lotteries.filter((lottery) => !type || lottery.gameType === type);
  });
  on(
    'get',
    '/lgw/lottery/menu',
  )(() => ({
    categories: [
      { code: 'VN', name: 'Vietnam', sorting: 1, lotteryCodes: fixtures.lotteries.filter((l) => l.vassalage === 'TCG_LOTTO_VN').map((l) => l.lotteryCode) },
      { code: 'TH', name: 'Thailand', sorting: 2, lotteryCodes: ['GW_THAI'] },
      { code: 'FAST', name: 'Fast draws', sorting: 3, lotteryCodes: ['GW_KENO5', 'TCG_SIEU_TOC'] },
    ],
  }));
  const draws = (lotteryCode: string, count: number): Schema<'DrawResult'>[] =>
    Array.from({ length: count }, (_, index) => ({
      lotteryCode,
      issue: `20261122-${String(100 - index).padStart(4, '0')}`,
      drawnAt: isoAt(-(index + 1) * 300_000),
      numbers: Array.from({ length: 5 }, () => String(random.int(0, 9))),
      nextIssue: `20261122-${String(101 - index).padStart(4, '0')}`,
      nextDrawAt: isoAt(-index * 300_000),
    }));
  on('get', '/lgw/lottery/numero')(({ url }) => draws(url.searchParams.get('lotteryCode') ?? 'GW_KENO5', Number(url.searchParams.get('limit') ?? 10) || 10));
  const vnDraw = (lotteryCode: string, province: string, region: Schema<'VnRegion'>, daysAgo: number): Schema<'VnDraw'> => ({
    lotteryCode,
    province,
    region,
    issue: fixtureDate(-daysAgo).replaceAll('-', ''),
    drawDate: fixtureDate(-daysAgo),
    prizes: (['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'] as const).map((tier, index) => ({
      tier,
      numbers: Array.from({ length: [1, 1, 2, 6, 4, 6, 3, 4][index] ?? 1 }, () =>
        String(random.int(0, 10 ** ([5, 5, 5, 5, 4, 4, 3, 2][index] ?? 2) - 1)).padStart([5, 5, 5, 5, 4, 4, 3, 2][index] ?? 2, '0'),
      ),
    })),
  });
  on(
    'get',
    '/lgw/lottery/vn/recent',
  )(({ url }) => {
    const all = [
      vnDraw('TCG_LOTTO_VN_HN', 'Ha Noi', 'NORTH', 1),
      vnDraw('TCG_LOTTO_VN_DN', 'Da Nang', 'CENTRAL', 1),
      vnDraw('TCG_LOTTO_VN_HCM', 'Ho Chi Minh', 'SOUTH', 1),
    ];
    const region = url.searchParams.get('region');
    return all.filter((draw) => !region || draw.region === region);
  });
  on(
    'get',
    '/lgw/lottery/vn/numero',
  )(({ url }) => {
    const code = url.searchParams.get('lotteryCode') ?? 'TCG_LOTTO_VN_HN';
    return Array.from({ length: Number(url.searchParams.get('limit') ?? 7) || 7 }, (_, index) => vnDraw(code, 'Ha Noi', 'NORTH', index + 1));
  });
  // Cancelled sub-orders stay cancelled for the life of the handlers, as on the server.
  const cancelledSubOrders = new Set<string>();
  const subOrders = (orderId: string): Schema<'LotterySubOrder'>[] =>
    Array.from({ length: 3 }, (_, index): Schema<'LotterySubOrder'> => ({
      subOrderId: `${orderId}-${index + 1}`,
      playCode: ['2D_TOP', '3D_STRAIGHT', 'BIG_SMALL'][index] ?? '2D_TOP',
      playName: ['2 digits top', '3 digits straight', 'Big / Small'][index] ?? '2 digits top',
      betContent: ['27', '581', 'BIG'][index] ?? '27',
      odds: ['90.00', '800.00', '1.95'][index] ?? '90.00',
      multiple: 1,
      betAmount: '20.00',
      winAmount: index === 2 ? '39.00' : '0.00',
      status: index === 0 ? 'PENDING' : index === 1 ? 'LOST' : 'WON',
      cancellable: index === 0,
    })).map((sub) => (cancelledSubOrders.has(sub.subOrderId) ? { ...sub, status: 'CANCELLED', cancellable: false } : sub));
  const orders: Schema<'LotteryOrder'>[] = Array.from({ length: 8 }, (_, index) => {
    const lottery = fixtures.lotteries[index % fixtures.lotteries.length]!;
    return {
      orderId: `lo-${60_000 + index}`,
      lotteryCode: lottery.lotteryCode,
      lotteryName: lottery.name,
      issue: lottery.currentIssue,
      playType: index % 3 === 0 ? 'Entertainment' : 'Tradition',
      betAmount: '60.00',
      winAmount: index === 1 ? '39.00' : '0.00',
      status: index === 0 ? 'PENDING' : index === 1 ? 'PARTIAL' : 'LOST',
      subOrderCount: 3,
      createdAt: isoAt(-index * 3_600_000),
    };
  });
  on('get', '/lgw/orders')(({ url }) => {
    const status = url.searchParams.get('status');
    const code = url.searchParams.get('lotteryCode');
    return paginate(
      orders.filter((order) => (!status || order.status === status) && (!code || order.lotteryCode === code)),
      url,
      20,
    );
  }, member);
  on('get', '/lgw/orders/{orderId}')(({ params }) => {
    const order = orders.find((item) => item.orderId === params.orderId) ?? orders[0]!;
    return { order, subOrders: subOrders(order.orderId) };
  }, member);
  on('post', '/lgw/orders/{orderId}/sub/{subOrderId}/cancel')(({ params }) => {
    const subOrder =
      subOrders(params.orderId ?? 'lo-60000').find((item) => item.subOrderId === params.subOrderId) ?? subOrders(params.orderId ?? 'lo-60000')[0]!;
    if (subOrder.status === 'PENDING') balance += minor(subOrder.betAmount);
    cancelledSubOrders.add(subOrder.subOrderId);
    return { subOrder: { ...subOrder, status: 'CANCELLED', cancellable: false }, refundAmount: subOrder.betAmount, sumBalance: fromMinorUnits(balance) };
  }, member);

  return handlers;
}
