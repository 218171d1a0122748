import { isAgent } from '@whitelabel/core';
import { useSession } from '@whitelabel/core/hooks';
import { memberTypeAtom } from '@whitelabel/core/state';
import { useAtomValue } from 'jotai/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Where the login screen returns to after a successful login (only paths of this site). */
export function safeReturnPath(value: string | null): string {
  if (!value || !value.startsWith('/m/') || value.startsWith('//')) return '/m/agent/home';
  return value;
}

/** Whether the session in state is an agent's (spec section 6: type not 0, 4 or 40). */
export function useIsAgent() {
  const { loggedIn } = useSession();
  const type = useAtomValue(memberTypeAtom);
  return loggedIn && isAgent(type);
}

/** Agent screens: without an agent's session, the agent login at /m/agent, coming back here after. */
export function RequireAgent({ children }: { children: ReactNode }) {
  const agent = useIsAgent();
  const location = useLocation();
  if (!agent) return <Navigate to={`/m/agent?from=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return children;
}
