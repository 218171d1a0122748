import { ApiClientError, type Schema } from '@whitelabel/api';
import { useLaunchGame } from '@whitelabel/core/hooks';
import { useCallback } from 'react';
import { useRequireLogin } from './auth.js';
import { useToast } from './toast.js';

type LaunchableGame = Pick<Schema<'Game'>, 'nodeId' | 'gameCode' | 'roomId'>;

/**
 * Launching a game from any screen (spec section 2): a guest gets the login popup; a member sees a
 * loading toast, the game is added to recent games, and the page goes to the game's URL with a
 * back URL to where the player was. A refusal (trial account, maintenance...) shows its message.
 */
export function useGameLauncher() {
  const requireLogin = useRequireLogin();
  const launchGame = useLaunchGame();
  const toast = useToast();
  const launch = useCallback(
    (game: LaunchableGame) =>
      requireLogin(() => {
        const loadingId = toast.loading('common.loading', { id: 'game-launch' });
        launchGame.mutate(
          { ...game, backUrl: window.location.href },
          {
            onSuccess: (launched) => {
              toast.dismiss(loadingId);
              window.location.assign(launched.url);
            },
            onError: (error) => {
              toast.dismiss(loadingId);
              toast.error(error instanceof ApiClientError ? error.messageKey : 'errors.UNKNOWN_ERROR');
            },
          },
        );
      }),
    [requireLogin, launchGame, toast],
  );
  return { launch, pending: launchGame.isPending };
}
