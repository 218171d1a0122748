import { gameTypeFromPath, isCategoryType } from '@whitelabel/core';
import { Navigate, useLocation } from 'react-router-dom';
import { CategoryView } from './CategoryView.js';
import { SearchView } from './SearchView.js';
import { SelectionView } from './SelectionView.js';

/**
 * The one game-list screen of every game category route (spec section 2): the game type comes
 * from the path. Categories (slots, live, lottery, the presets...) show the category page; search
 * the search page; hot, new, favourite and recent games their list.
 */
export default function GameListScreen() {
  const { pathname } = useLocation();
  const type = gameTypeFromPath(pathname);
  if (!type) return <Navigate to="/m/home" replace />;
  // Keyed by type: a new category starts with its own hot page, popups closed, search box empty.
  if (type === 'SEARCH') return <SearchView key={type} />;
  if (isCategoryType(type)) return <CategoryView key={type} type={type} />;
  return <SelectionView key={type} type={type} />;
}
