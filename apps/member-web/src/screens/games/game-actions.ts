import { ApiClientError, type Schema } from '@whitelabel/api';
import { isFavourite } from '@whitelabel/core';
import { useFavouriteIds, useGameMenus, useToggleFavourite } from '@whitelabel/core/hooks';
import { useCallback, useMemo } from 'react';
import { useRequireLogin } from '../../app/auth.js';
import { useGameLauncher } from '../../app/game-launch.js';
import { useToast } from '@whitelabel/app-shell';

export type Game = Schema<'Game'>;

/**
 * What a game card can do on every game screen (spec sections 2 and 4): launch (login popup for a
 * guest), and the favourite heart (login popup for a guest; removal shows at once, adding after the
 * server), with the vendor's display name for the card.
 */
export function useGameActions() {
  const { launch } = useGameLauncher();
  const requireLogin = useRequireLogin();
  const favourites = useFavouriteIds();
  const toggleFavourite = useToggleFavourite();
  const toast = useToast();
  const { menus } = useGameMenus();

  const vendorNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const menu of menus) for (const vendor of menu.vendors) names.set(vendor.vassalage, vendor.displayName);
    return names;
  }, [menus]);

  const toggle = useCallback(
    (game: Pick<Game, 'nodeId' | 'vassalage'>) =>
      requireLogin(() =>
        toggleFavourite.toggle(game, {
          onSuccess: (action) => toast.success(action === 'add' ? 'games.favouriteAdded' : 'games.favouriteRemoved'),
          onError: (error) => toast.error(error instanceof ApiClientError ? error.messageKey : 'errors.UNKNOWN_ERROR'),
        }),
      ),
    [requireLogin, toggleFavourite, toast],
  );

  return {
    launch,
    toggleFavourite: toggle,
    favouriteIds: favourites.ids,
    isFavourite: (nodeId: string) => isFavourite(favourites.ids, nodeId),
    vendorName: (vassalage: string) => vendorNames.get(vassalage) ?? vassalage,
  };
}

export type GameActions = ReturnType<typeof useGameActions>;
