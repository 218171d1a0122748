import { describe, expect, it } from 'vitest';
import {
  floatingMenuItems,
  gameLaunchAction,
  isModuleEnabled,
  loadsChatCounts,
  loginMethods,
  menuShortcuts,
  rewardApplicationRedirect,
  showsForgotPasswordLink,
  sideMenuItems,
  socialLogins,
  supportChannels,
  templateLayout,
} from './gating.js';
import {
  canFreePlay,
  freePlayRejection,
  isAgent,
  isNoticeShownRead,
  loadsUnreadCounts,
  loginSideError,
  memberDisplayName,
  needsContractCheck,
  tracksReadState,
} from './member.js';
import { autoLoginValue, isLoggedIn, parseSessionInfo } from './session-info.js';
import { vipProgress } from './vip.js';

describe('member types (spec section 6)', () => {
  it('an agent is any type other than 0, 4 or 40', () => {
    expect([0, 4, 40].map(isAgent)).toEqual([false, false, false]);
    expect([1, 2, 41, 42, 5].map(isAgent)).toEqual([true, true, true, true, true]);
    expect(isAgent(undefined)).toBe(false);
  });

  it('free play only for types 0, 1 and 2', () => {
    expect([0, 1, 2].every(canFreePlay)).toBe(true);
    expect([4, 40, 41, 3].some(canFreePlay)).toBe(false);
    expect(canFreePlay(undefined)).toBe(false);
    expect(freePlayRejection(1)).toBeNull();
    expect(freePlayRejection(4)).toEqual({ key: 'session.freeReject' });
  });

  it('type 4 keeps no read state and loads no unread counts; every notice shows read for it', () => {
    expect(tracksReadState(4)).toBe(false);
    expect(loadsUnreadCounts(4)).toBe(false);
    expect(tracksReadState(0)).toBe(true);
    expect(loadsUnreadCounts(40)).toBe(true);
    expect(isNoticeShownRead({ read: false }, 4)).toBe(true);
    expect(isNoticeShownRead({ read: false }, 0)).toBe(false);
    expect(isNoticeShownRead({ read: 1 }, 0)).toBe(true);
  });

  it('runs the contract check except for 4, 40, 41 and 42', () => {
    expect([4, 40, 41, 42].some(needsContractCheck)).toBe(false);
    expect([0, 1, 2, 5].every(needsContractCheck)).toBe(true);
  });

  it('keeps agents off the member side and non-agents off the agent side', () => {
    expect(loginSideError(1, 'member')).toBe('NON_MEMBER_LOGIN');
    expect(loginSideError(0, 'member')).toBeNull();
    expect(loginSideError(0, 'agent')).toBe('NON_AGENT_LOGIN');
    expect(loginSideError(2, 'agent')).toBeNull();
  });

  it('shows the nickname, else the account', () => {
    expect(memberDisplayName({ nickname: 'Lucky', account: 'player01' })).toBe('Lucky');
    expect(memberDisplayName({ nickname: ' ', account: 'player01' })).toBe('player01');
  });
});

describe('vipProgress (spec section 3: completed / total, 1 with a label id, 0 when division fails)', () => {
  it('divides completed by total conditions', () => {
    expect(vipProgress({ currentProgress: { completedConditions: 1, totalExpectedConditions: 4 } })).toBe(0.25);
  });
  it('is 1 when the player has a rank label id', () => {
    expect(vipProgress({ currentProgress: { completedConditions: 0, totalExpectedConditions: 4 }, playerRankProgress: { labelId: 7 } })).toBe(1);
    expect(vipProgress({ playerRankProgress: { labelId: '0' } })).toBe(1);
  });
  it('is 0 when the division fails', () => {
    expect(vipProgress({ currentProgress: { completedConditions: 3, totalExpectedConditions: 0 } })).toBe(0);
    expect(vipProgress({ currentProgress: { completedConditions: null, totalExpectedConditions: 2 } })).toBe(0);
    expect(vipProgress(undefined)).toBe(0);
    expect(vipProgress({ playerRankProgress: { labelId: null } })).toBe(0);
  });
  it('stays within 0..1', () => {
    expect(vipProgress({ currentProgress: { completedConditions: 5, totalExpectedConditions: 4 } })).toBe(1);
  });
});

describe('menu and feature gating (spec sections 2 and 6: white-label flags, feature switches, module ids)', () => {
  const guest = { loggedIn: false, flags: [] };
  const member = (flags: string[] = []) => ({ loggedIn: true, flags });

  it('shows guests every entry but logout', () => {
    expect(sideMenuItems(guest)).toEqual([
      'home',
      'deposit',
      'withdraw',
      'account',
      'invite',
      'promotion',
      'vip',
      'mission',
      'download',
      'license',
      'customerService',
    ]);
  });

  it('shows members only the entries their settings allow, plus logout', () => {
    expect(sideMenuItems(member())).toEqual(['home', 'account', 'promotion', 'download', 'license', 'customerService', 'logout']);
    expect(sideMenuItems(member(['DEPOSIT', 'WITHDRAW', 'REFERRAL', 'VIP_BENEFIT', 'MISSION']))).toEqual([
      'home',
      'deposit',
      'withdraw',
      'account',
      'invite',
      'promotion',
      'vip',
      'mission',
      'download',
      'license',
      'customerService',
      'logout',
    ]);
  });

  it('hides download inside the app and the installed web app', () => {
    expect(sideMenuItems({ ...guest, isApp: true })).not.toContain('download');
    expect(sideMenuItems({ ...guest, isInstalledWebApp: true })).not.toContain('download');
  });

  it('builds the floating menu from flags and resources; without REWCEN3 the bonus shortcut asks to contact service', () => {
    expect(floatingMenuItems({ flags: [] })).toEqual([]);
    expect(floatingMenuItems({ flags: ['MANUAL_REBATE', 'REWARD_CENTRE', 'REWCEN3'] }, [{ resourceType: 'MOVIE', url: 'https://m' }])).toEqual([
      { id: 'manualRebate' },
      { id: 'rewardCentre', action: 'open' },
      { id: 'movie', url: 'https://m' },
    ]);
    expect(floatingMenuItems({ flags: ['REWARD_CENTRE'] })).toEqual([{ id: 'rewardCentre', action: 'contactService' }]);
  });

  it('gates menu-page shortcuts by flags and links', () => {
    expect(menuShortcuts(member(), {})).toEqual(['share', 'promotion']);
    expect(menuShortcuts(member(['MANUAL_REBATE', 'BETTING_RECORD']), { telegram: 't', facebook: 'f' })).toEqual([
      'manualRebate',
      'share',
      'telegram',
      'facebook',
      'promotion',
      'bettingRecord',
    ]);
  });

  it('loads chat counts only for logged-in non-type-4 members with CBS3', () => {
    expect(loadsChatCounts(member(['CBS3']), 0)).toBe(true);
    expect(loadsChatCounts(member(['CBS3']), 4)).toBe(false);
    expect(loadsChatCounts(member([]), 0)).toBe(false);
    expect(loadsChatCounts({ loggedIn: false, flags: ['CBS3'] }, 0)).toBe(false);
  });

  it('shows login methods, social logins and the forgot link by feature switches', () => {
    expect(loginMethods({ mobileCodeLogin: false })).toEqual(['username']);
    expect(loginMethods({ mobileCodeLogin: true })).toEqual(['username', 'mobile']);
    expect(socialLogins({ lineLogin: true, facebookLogin: false, googleLogin: true })).toEqual(['line', 'google']);
    expect(socialLogins({ lineLogin: true, facebookLogin: true, googleLogin: true }, 'agent')).toEqual([]);
    expect(showsForgotPasswordLink({ resetByMail: false, resetByVerification: false })).toBe(false);
    expect(showsForgotPasswordLink({ resetByMail: false, resetByVerification: true })).toBe(true);
  });

  it('reads module ids and template flags', () => {
    expect(isModuleEnabled(['CBS3', 'REG3'], 'CBS3')).toBe(true);
    expect(isModuleEnabled(['REG3'], 'CAPTCHA3')).toBe(false);
    expect(templateLayout({ mem_cen: 1, dep_func: 0 })).toEqual({ newMemberCentre: true, newDepositLayout: false });
    expect(templateLayout(undefined)).toEqual({ newMemberCentre: false, newDepositLayout: false });
  });

  it('shows support channels of the four types only with a link', () => {
    const resources = [
      { resourceType: 'LINE', url: 'https://line' },
      { resourceType: 'TELEGRAM', url: '' },
      { resourceType: 'IOS', url: 'https://ios' },
      { resourceType: 'TWITTER', url: 'https://x' },
    ];
    expect(supportChannels(resources).map((r) => r.resourceType)).toEqual(['LINE', 'TWITTER']);
  });

  it('sends guests and id-less visits from the reward application to /m/activity; launch needs a session', () => {
    expect(rewardApplicationRedirect(false, '12')).toBe('/m/activity');
    expect(rewardApplicationRedirect(true, undefined)).toBe('/m/activity');
    expect(rewardApplicationRedirect(true, '12')).toBeNull();
    expect(gameLaunchAction(false)).toBe('login');
    expect(gameLaunchAction(true)).toBe('launch');
  });
});

describe('session info (spec sections 3 and 4: logged in means a token is present)', () => {
  const stored = { token: 't', merchantCode: 'lucky88', userName: 'player01', type: 0, firstTimeLogin: false, loginTime: '2026-01-01T00:00:00Z' };
  it('accepts a well-formed session and refuses anything else', () => {
    expect(parseSessionInfo(stored)).toEqual(stored);
    expect(parseSessionInfo({ ...stored, token: '' })).toBeNull();
    expect(parseSessionInfo({ ...stored, type: '0' })).toBeNull();
    expect(parseSessionInfo('token')).toBeNull();
  });
  it('is logged in with a token only', () => {
    expect(isLoggedIn(stored)).toBe(true);
    expect(isLoggedIn(null)).toBe(false);
  });
  it('stores autoLogin as 1 or 0', () => {
    expect(autoLoginValue(false)).toBe('0');
    expect(autoLoginValue(true)).toBe('1');
  });
});
