import { gameTypeRoutes } from '@whitelabel/core';
import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../app/lazy-screen.js';

const gameList = lazyScreen(() => import('../screens/games/GameListScreen.js'));

/** Every game category route shares the one game-list screen (spec section 2, route table). */
export const gameListPaths = [...Object.values(gameTypeRoutes), '/m/fav-games'];

export const gameRoutes: RouteObject[] = [
  ...gameListPaths.map((path) => ({ path, element: gameList })),
  { path: '/m/gameCenter', element: lazyScreen(() => import('../screens/games/GameCenterScreen.js')) },
  { path: '/m/provider', element: lazyScreen(() => import('../screens/games/ProviderListScreen.js')) },
  { path: '/m/jili', element: lazyScreen(() => import('../screens/games/ProviderPageScreen.js')) },
  { path: '/m/fbGame', element: lazyScreen(() => import('../screens/games/FBGameScreen.js')) },
];
