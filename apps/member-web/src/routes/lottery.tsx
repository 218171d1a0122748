import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../app/lazy-screen.js';

/**
 * The lottery screens (spec section 7, /lgw): draw results (open to guests), and the member's lottery orders with each
 * order's detail and cancellation (member-only). Linked from the lottery pages, my account and the betting record.
 */
export const lotteryRoutes: RouteObject[] = [
  { path: '/m/lotteryResults', element: lazyScreen(() => import('../screens/lottery/LotteryResultsScreen.js')) },
  { path: '/m/lotteryOrders', element: lazyScreen(() => import('../screens/lottery/LotteryOrdersScreen.js')) },
  { path: '/m/lotteryOrders/:orderId', element: lazyScreen(() => import('../screens/lottery/LotteryOrderDetailScreen.js')) },
];
