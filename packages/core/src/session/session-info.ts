import type { MemberType } from './member.js';

/** Session info kept in session storage (spec section 3). */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: MemberType;
  firstTimeLogin: boolean;
  /** When the session started (ISO 8601). */
  loginTime: string;
  /** Set for a trial (free-play) session. */
  trial?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Accepts only a well-formed session; anything else in storage means "logged out". */
export function parseSessionInfo(value: unknown): SessionInfo | null {
  if (!isRecord(value)) return null;
  const { token, merchantCode, userName, type, firstTimeLogin, loginTime, trial } = value;
  if (typeof token !== 'string' || token === '' || typeof merchantCode !== 'string' || typeof userName !== 'string' || typeof type !== 'number') return null;
  return {
    token,
    merchantCode,
    userName,
    type,
    firstTimeLogin: firstTimeLogin === true,
    loginTime: typeof loginTime === 'string' ? loginTime : '',
    ...(trial === true ? { trial: true } : {}),
  };
}

/** Logged in means a token is present (spec section 4). */
export function isLoggedIn(session: Pick<SessionInfo, 'token'> | null | undefined): boolean {
  return !!session?.token;
}

/** autoLogin is stored as '1' or '0' in local storage (spec section 3); logout stores 0. */
export function autoLoginValue(on: boolean): '0' | '1' {
  return on ? '1' : '0';
}
