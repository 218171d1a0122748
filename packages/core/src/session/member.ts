/**
 * Member types (spec sections 3 and 6): 0, 1, 2, 4 and 40 are seen; 4 is the default (non-agent or
 * guest kind). A missing type counts as 4.
 */
export type MemberType = number;

export const defaultMemberType = 4;

function typeOf(type: MemberType | null | undefined): number {
  return type ?? defaultMemberType;
}

/** Agent: any member type other than 0, 4 or 40. */
export function isAgent(type: MemberType | null | undefined): boolean {
  return ![0, 4, 40].includes(typeOf(type));
}

/** Free play (trial) only for member types 0, 1 and 2; otherwise the free_reject toast. */
export function canFreePlay(type: MemberType | null | undefined): boolean {
  return [0, 1, 2].includes(typeOf(type));
}

/** Type 4 keeps no notice read state: every notice shows as read, nothing is marked. */
export function tracksReadState(type: MemberType | null | undefined): boolean {
  return typeOf(type) !== 4;
}

/** Type 4 loads no unread chat or inbox counts. */
export function loadsUnreadCounts(type: MemberType | null | undefined): boolean {
  return typeOf(type) !== 4;
}

/** The contract-request check runs for types other than 4, 40, 41 and 42. */
export function needsContractCheck(type: MemberType | null | undefined): boolean {
  return ![4, 40, 41, 42].includes(typeOf(type));
}

/** Whether a notice shows as read for this member (type 4: always read). */
export function isNoticeShownRead(notice: { read?: boolean | number | null }, type: MemberType | null | undefined): boolean {
  return !tracksReadState(type) || notice.read === true || notice.read === 1;
}

export type LoginSide = 'member' | 'agent';

/**
 * Non-member (agent) accounts cannot log in on the member side; non-agents cannot on the agent side
 * (spec section 6). Returns the error code to show, or null when the side fits.
 */
export function loginSideError(type: MemberType | null | undefined, side: LoginSide): 'NON_MEMBER_LOGIN' | 'NON_AGENT_LOGIN' | null {
  if (side === 'member') return isAgent(type) ? 'NON_MEMBER_LOGIN' : null;
  return isAgent(type) ? null : 'NON_AGENT_LOGIN';
}

/** The name the side menu shows: nickname, else account. */
export function memberDisplayName(member: { nickname?: string | null; account?: string | null; userName?: string | null }): string {
  return member.nickname?.trim() || member.account?.trim() || member.userName?.trim() || '';
}

/** The free_reject toast for members who may not free-play (2 s, spec sections 5 and 9), else null. */
export function freePlayRejection(type: MemberType | null | undefined): { key: 'session.freeReject' } | null {
  return canFreePlay(type) ? null : { key: 'session.freeReject' };
}
