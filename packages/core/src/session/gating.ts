import type { ModuleId } from '../constants/business.js';

/** White-label flags of spec section 6, as the settings call names them. */
export const whiteLabelFlags = [
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
] as const;
export type WhiteLabelFlag = (typeof whiteLabelFlags)[number];

/** Feature switches of spec section 6. */
export interface FeatureSwitches {
  mobileCodeLogin: boolean;
  resetByMail: boolean;
  resetByVerification: boolean;
  facebookLogin: boolean;
  googleLogin: boolean;
  lineLogin: boolean;
}

/** What gating needs to know about the visitor and the site. */
export interface GatingContext {
  loggedIn: boolean;
  /** White-label flags switched on for the merchant. */
  flags: readonly string[];
  /** Running inside the app wrapper. */
  isApp?: boolean;
  /** Running as the installed web app (PWA or home-screen web clip). */
  isInstalledWebApp?: boolean;
}

export function hasFlag(context: Pick<GatingContext, 'flags'>, flag: WhiteLabelFlag): boolean {
  return context.flags.includes(flag);
}

export type SideMenuItem =
  'home' | 'deposit' | 'withdraw' | 'account' | 'invite' | 'promotion' | 'vip' | 'mission' | 'download' | 'license' | 'customerService' | 'logout';

/**
 * Side menu entries (spec section 2): logged-in users see only what the settings allow; VIP when
 * logged out or VIP benefits on; download only outside the app and the installed web app; invite
 * when referral is on, or for guests; mission when logged out or mission promo on; logout when
 * logged in.
 */
export function sideMenuItems(context: GatingContext): SideMenuItem[] {
  const { loggedIn } = context;
  const allowed = (flag: WhiteLabelFlag) => !loggedIn || hasFlag(context, flag);
  const items: SideMenuItem[] = ['home'];
  if (allowed('DEPOSIT')) items.push('deposit');
  if (allowed('WITHDRAW')) items.push('withdraw');
  items.push('account');
  if (allowed('REFERRAL')) items.push('invite');
  items.push('promotion');
  if (allowed('VIP_BENEFIT')) items.push('vip');
  if (allowed('MISSION')) items.push('mission');
  if (!context.isApp && !context.isInstalledWebApp) items.push('download');
  items.push('license', 'customerService');
  if (loggedIn) items.push('logout');
  return items;
}

export type FloatingMenuItem = { id: 'manualRebate' } | { id: 'rewardCentre'; action: 'open' | 'contactService' } | { id: 'movie'; url: string };

/**
 * Floating service menu (spec section 2): manual rebate with its flag; reward centre with its flag,
 * whose bonus shortcut shows the contact-service notice when REWCEN3 is off; the movie link when a
 * MOVIE resource exists.
 */
export function floatingMenuItems(context: Pick<GatingContext, 'flags'>, resources: readonly { resourceType: string; url: string }[] = []): FloatingMenuItem[] {
  const items: FloatingMenuItem[] = [];
  if (hasFlag(context, 'MANUAL_REBATE')) items.push({ id: 'manualRebate' });
  if (hasFlag(context, 'REWARD_CENTRE')) items.push({ id: 'rewardCentre', action: hasFlag(context, 'REWCEN3') ? 'open' : 'contactService' });
  const movie = resources.find((resource) => resource.resourceType === 'MOVIE');
  if (movie) items.push({ id: 'movie', url: movie.url });
  return items;
}

export type MenuShortcut = 'manualRebate' | 'share' | 'telegram' | 'facebook' | 'promotion' | 'bettingRecord';

/**
 * Menu-page shortcut grid (spec section 2): manual rebate and betting record gated by their flags
 * for members; telegram and facebook only when the download-link resources hold their links.
 */
export function menuShortcuts(context: GatingContext, links: { telegram?: string | null; facebook?: string | null } = {}): MenuShortcut[] {
  const allowed = (flag: WhiteLabelFlag) => !context.loggedIn || hasFlag(context, flag);
  const items: MenuShortcut[] = [];
  if (allowed('MANUAL_REBATE')) items.push('manualRebate');
  items.push('share');
  if (links.telegram) items.push('telegram');
  if (links.facebook) items.push('facebook');
  items.push('promotion');
  if (allowed('BETTING_RECORD')) items.push('bettingRecord');
  return items;
}

/** Unread chat counts load for members other than type 4 when CBS3 is on (spec sections 6 and 7). */
export function loadsChatCounts(context: GatingContext, memberType: number | null | undefined): boolean {
  return context.loggedIn && (memberType ?? 4) !== 4 && hasFlag(context, 'CBS3');
}

export type SocialLogin = 'line' | 'facebook' | 'google';

/** Login methods (spec section 2): username always; the mobile-code tab only if enabled. */
export function loginMethods(features: Pick<FeatureSwitches, 'mobileCodeLogin'>): Array<'username' | 'mobile'> {
  return features.mobileCodeLogin ? ['username', 'mobile'] : ['username'];
}

/** Social login buttons, each enabled per site; none on the agent login. */
export function socialLogins(
  features: Pick<FeatureSwitches, 'lineLogin' | 'facebookLogin' | 'googleLogin'>,
  side: 'member' | 'agent' = 'member',
): SocialLogin[] {
  if (side === 'agent') return [];
  const logins: SocialLogin[] = [];
  if (features.lineLogin) logins.push('line');
  if (features.facebookLogin) logins.push('facebook');
  if (features.googleLogin) logins.push('google');
  return logins;
}

/** The forgot-password link shows only if reset by mail or by verification is on. */
export function showsForgotPasswordLink(features: Pick<FeatureSwitches, 'resetByMail' | 'resetByVerification'>): boolean {
  return features.resetByMail || features.resetByVerification;
}

/** Whether a module id (spec section 9) is switched on for the merchant. */
export function isModuleEnabled(modules: readonly string[], id: ModuleId): boolean {
  return modules.includes(id);
}

/** Template flags: mem_cen 1 = new member centre, dep_func 1 = new deposit layout. */
export function templateLayout(template: { mem_cen?: number | null; dep_func?: number | null } | null | undefined): {
  newMemberCentre: boolean;
  newDepositLayout: boolean;
} {
  return { newMemberCentre: template?.mem_cen === 1, newDepositLayout: template?.dep_func === 1 };
}

/** Support popup channels (spec section 2): LINE, TELEGRAM, FACEBOOK, TWITTER with a configured link. */
export const supportChannelTypes = ['LINE', 'TELEGRAM', 'FACEBOOK', 'TWITTER'] as const;

export function supportChannels<R extends { resourceType: string; url?: string | null }>(resources: readonly R[]): R[] {
  return resources.filter((resource) => (supportChannelTypes as readonly string[]).includes(resource.resourceType) && !!resource.url);
}

/** Reward application needs a session and a promotion id; else it redirects to /m/activity (spec sections 2, 6). */
export function rewardApplicationRedirect(loggedIn: boolean, promotionId: string | null | undefined): '/m/activity' | null {
  return loggedIn && promotionId ? null : '/m/activity';
}

/** Game launch needs a session; otherwise the login popup opens (spec section 2). */
export function gameLaunchAction(loggedIn: boolean): 'launch' | 'login' {
  return loggedIn ? 'launch' : 'login';
}
