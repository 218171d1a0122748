import { ApiClientError, type Schema } from '@whitelabel/api';
import { useLaunchGame, useVendorLobbyGame } from '@whitelabel/core/hooks';
import { useCallback, useState } from 'react';
import { useRequireLogin } from './auth.js';
import { useToast } from '@whitelabel/app-shell';

type LaunchableGame = Pick<Schema<'Game'>, 'nodeId' | 'gameCode' | 'roomId'>;

/**
 * Launching a game from any screen (spec section 2): a guest gets the login popup; a member sees a
 * loading toast, the game is added to recent games, and the page goes to the game's URL with a
 * back URL to where the player was. A refusal (trial account, maintenance...) shows its message.
 * `launchVendor` opens a provider tile's game (spec 2.082): the provider's lobby game, found first.
 */
export function useGameLauncher() {
  const requireLogin = useRequireLogin();
  const launchGame = useLaunchGame();
  const vendorLobby = useVendorLobbyGame();
  const toast = useToast();
  // The provider tile being opened, until the page leaves for the game or the launch fails.
  const [openingVendor, setOpeningVendor] = useState<string | null>(null);

  const start = useCallback(
    (resolve: () => Promise<LaunchableGame>, vendor: string | null = null) =>
      requireLogin(() => {
        setOpeningVendor(vendor);
        const loadingId = toast.loading('common.loading', { id: 'game-launch' });
        const fail = (error: unknown) => {
          setOpeningVendor(null);
          toast.dismiss(loadingId);
          toast.error(error instanceof ApiClientError ? error.messageKey : 'errors.UNKNOWN_ERROR');
        };
        resolve().then(
          (game) =>
            launchGame.mutate(
              { ...game, backUrl: window.location.href },
              {
                onSuccess: (launched) => {
                  toast.dismiss(loadingId);
                  window.location.assign(launched.url);
                },
                onError: fail,
              },
            ),
          fail,
        );
      }),
    [requireLogin, launchGame, toast],
  );

  const launch = useCallback((game: LaunchableGame) => start(() => Promise.resolve(game)), [start]);
  const launchVendor = useCallback(
    (vendor: { gameType: Schema<'GameType'>; vassalage: string }) => start(() => vendorLobby.mutateAsync(vendor), vendor.vassalage),
    [start, vendorLobby],
  );
  return { launch, launchVendor, pending: launchGame.isPending || vendorLobby.isPending, openingVendor };
}
