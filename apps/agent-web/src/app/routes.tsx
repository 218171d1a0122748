import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell.js';
import { RequireAgent } from './auth.js';
import { lazyScreen } from './lazy-screen.js';
import { contractPaths } from './paths.js';

/**
 * The agent site's routes (spec section 2): /m/agent (agent login), /m/agent/home and the three
 * contract screens, every screen lazily loaded; any other path goes to the agent login.
 */
export const routeTable: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/m/agent', element: lazyScreen(() => import('../screens/AgentLogin.js')) },
      { path: '/m/agent/home', element: <RequireAgent>{lazyScreen(() => import('../screens/home/AgentHome.js'))}</RequireAgent> },
      { path: contractPaths.salary, element: <RequireAgent>{lazyScreen(() => import('../screens/contract/SalaryContract.js'))}</RequireAgent> },
      { path: contractPaths.dividend, element: <RequireAgent>{lazyScreen(() => import('../screens/contract/DividendContract.js'))}</RequireAgent> },
      { path: contractPaths.hour, element: <RequireAgent>{lazyScreen(() => import('../screens/contract/HourContract.js'))}</RequireAgent> },
      { path: '*', element: <Navigate to="/m/agent" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeTable);
}
