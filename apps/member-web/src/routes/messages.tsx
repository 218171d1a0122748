import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../app/lazy-screen.js';

/** Inbox, live and chat, missions (the spec's CustomerTask) and feedback: lazily loaded like every screen. */
export const messageRoutes: RouteObject[] = [
  { path: '/m/inbox', element: lazyScreen(() => import('../screens/messages/InboxScreen.js')) },
  { path: '/m/live', element: lazyScreen(() => import('../screens/messages/LiveScreen.js')) },
  { path: '/m/customerTask', element: lazyScreen(() => import('../screens/messages/MissionsScreen.js')) },
  { path: '/m/feedback', element: lazyScreen(() => import('../screens/messages/FeedbackScreen.js')) },
];
