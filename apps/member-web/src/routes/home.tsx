import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../app/lazy-screen.js';

const home = lazyScreen(() => import('../screens/HomeScreen.js'));

/** Paths that show home (spec section 2, route table). */
export const homeAliases = ['/', '/m', '/m/index', '/m/index.html', '/m/home'];

export const homeRoutes: RouteObject[] = homeAliases.map((path) => ({ path, element: home }));
