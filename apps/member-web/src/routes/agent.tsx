import { EmptyState, LoadingScreen } from '@whitelabel/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, type RouteObject } from 'react-router-dom';

/**
 * The agent pages of the route table (spec section 2: /m/agent, /m/agent/home and the three contract
 * screens) belong to the agent site (apps/agent-web). The member site hands them over with a
 * full-page navigation to the same path on `VITE_AGENT_SITE_URL` (set at build time; empty means this
 * origin, where a reverse proxy routes these paths to the agent site; `:<port>` means this host on that port).
 */
export const agentSiteUrl: string = ((import.meta.env.VITE_AGENT_SITE_URL as string | undefined) ?? '').replace(/\/+$/, '');

const handoverKey = 'agentHandover';
/** A handover older than this is not the one that brought us here. */
const handoverWindowMs = 10_000;

/** Whether the last handover went to `target` moments ago (the page we are on is its result). */
export function justHandedOver(saved: string | null, target: string, now: number): boolean {
  if (!saved) return false;
  const cut = saved.lastIndexOf('|');
  return saved.slice(0, cut) === target && now - Number(saved.slice(cut + 1)) < handoverWindowMs;
}

/**
 * The agent site's address for a path of ours. `base` may be a full origin, empty (this origin), or
 * just a port (`:5174`: this host, that port, as `npm start` serves the two sites side by side).
 */
export function agentSiteTarget(base: string, pathname: string, search: string, origin: string): string {
  if (/^:\d+$/.test(base)) {
    const here = new URL(origin);
    return new URL(`${pathname}${search}`, `${here.protocol}//${here.hostname}${base}`).href;
  }
  return new URL(`${base}${pathname}${search}`, origin).href;
}

function AgentSiteHandover() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const target = agentSiteTarget(agentSiteUrl, pathname, search, window.location.origin);
  // Same address and we were just sent here: no proxy took the path, so offer the link instead of looping.
  const [stuck] = useState(() => target === window.location.href && justHandedOver(sessionStorage.getItem(handoverKey), target, Date.now()));
  useEffect(() => {
    if (stuck) {
      sessionStorage.removeItem(handoverKey);
      return;
    }
    sessionStorage.setItem(handoverKey, `${target}|${Date.now()}`);
    window.location.replace(target);
  }, [stuck, target]);
  if (stuck)
    return <EmptyState title={t('agent.redirect.title')} action={{ label: t('agent.redirect.link'), onClick: () => window.location.assign(target) }} />;
  return <LoadingScreen label={t('agent.redirect.opening')} fullScreen />;
}

const handover = <AgentSiteHandover />;

export const agentRoutes: RouteObject[] = [
  { path: '/m/agent', element: handover },
  { path: '/m/agent/home', element: handover },
  { path: '/m/member/agent/getSalaryContract', element: handover },
  { path: '/m/member/agent/getDevidendContract', element: handover },
  { path: '/m/member/agent/getHourContract', element: handover },
];
