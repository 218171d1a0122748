import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { agentRoutes } from '../routes/agent.js';
import { contentRoutes } from '../routes/content.js';
import { gameRoutes } from '../routes/games.js';
import { homeRoutes } from '../routes/home.js';
import { lotteryRoutes } from '../routes/lottery.js';
import { memberRoutes } from '../routes/member.js';
import { messageRoutes } from '../routes/messages.js';
import { AppShell } from './AppShell.js';

/**
 * The route table of spec section 2. Each area lists its own routes (src/routes/*.tsx), every
 * screen lazily loaded; any unknown path redirects to /m/home.
 */
export const routeTable: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      ...homeRoutes,
      ...gameRoutes,
      ...contentRoutes,
      ...memberRoutes,
      ...lotteryRoutes,
      ...messageRoutes,
      ...agentRoutes,
      { path: '*', element: <Navigate to="/m/home" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeTable);
}
