import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../app/lazy-screen.js';

/**
 * The member area and money screens (spec section 2, route table). Every screen is member-only:
 * a guest gets the login popup and a sign-in prompt.
 */
export const memberRoutes: RouteObject[] = [
  { path: '/m/member/home', element: lazyScreen(() => import('../screens/member/MemberHomeScreen.js')) },
  { path: '/m/member/benefits', element: lazyScreen(() => import('../screens/member/VipBenefitsScreen.js')) },
  { path: '/m/member/manualRebate', element: lazyScreen(() => import('../screens/member/ManualRebateScreen.js')) },
  { path: '/m/rewardCenter', element: lazyScreen(() => import('../screens/member/RewardCenterScreen.js')) },
  { path: '/m/gameRecord', element: lazyScreen(() => import('../screens/member/GameRecordScreen.js')) },
  { path: '/m/voucherCenter', element: lazyScreen(() => import('../screens/member/DepositScreen.js')) },
  { path: '/m/withdraw', element: lazyScreen(() => import('../screens/member/WithdrawScreen.js')) },
  // Security centre, bank cards and profile.
  { path: '/m/member/security', element: lazyScreen(() => import('../screens/security/SecurityCentreScreen.js')) },
  { path: '/m/member/bankCards', element: lazyScreen(() => import('../screens/security/BankCardsScreen.js')) },
  { path: '/m/member/profile', element: lazyScreen(() => import('../screens/security/ProfileScreen.js')) },
];
