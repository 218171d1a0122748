import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../app/lazy-screen.js';

// Promotions, reward application, notices and help centre (spec section 2), each lazily loaded.
export const contentRoutes: RouteObject[] = [
  { path: '/m/activity', element: lazyScreen(() => import('../screens/content/ActivityScreen.js')) },
  { path: '/m/activityDetail', element: lazyScreen(() => import('../screens/content/ActivityDetailScreen.js')) },
  { path: '/m/applyReward', element: lazyScreen(() => import('../screens/content/ApplyRewardScreen.js')) },
  { path: '/m/notice', element: lazyScreen(() => import('../screens/content/NoticeScreen.js')) },
  { path: '/m/noticeDetail', element: lazyScreen(() => import('../screens/content/NoticeDetailScreen.js')) },
  { path: '/m/help', element: lazyScreen(() => import('../screens/content/HelpScreen.js')) },
  { path: '/m/helpDetail', element: lazyScreen(() => import('../screens/content/HelpDetailScreen.js')) },
];
