import { gameItemIcon, gameItemName, showsFavouriteHeart } from '@whitelabel/core';
import { useImageCdn } from '@whitelabel/core/hooks';
import { GameCard } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import type { Game, GameActions } from './game-actions.js';

export interface GameTileProps {
  game: Game;
  actions: GameActions;
  /** Wide art (live tables, sports lobbies). */
  wide?: boolean;
  /** First screenful: the art loads at once. */
  eager?: boolean;
}

/** One game card of a list: launches on tap; the heart except on lottery games (spec section 2). */
export function GameTile({ game, actions, wide = false, eager = false }: GameTileProps) {
  const { t } = useTranslation();
  const image = useImageCdn();
  return (
    <GameCard
      game={{
        id: game.nodeId,
        name: game.displayName || gameItemName(game),
        gameType: game.gameType,
        imageUrl: image(wide ? (game.mobileLargeIcon ?? game.img) : game.img),
        vendorName: actions.vendorName(game.vassalage),
        vendorIconUrl: gameItemIcon(game),
      }}
      wide={wide}
      eager={eager}
      labels={{ favourite: (name) => t('games.card.favourite', { name }) }}
      onLaunch={() => actions.launch(game)}
      onToggleFavourite={showsFavouriteHeart(game.gameType) ? () => actions.toggleFavourite(game) : undefined}
      isFavourite={actions.isFavourite(game.nodeId)}
    />
  );
}
