import { imageSrcSet } from '@whitelabel/core';
import { useState } from 'react';
import * as styles from './GameCard.css.js';

/** What a card shows of a game item (spec section 3), already resolved by the caller. */
export interface GameCardGame {
  /** The game's node id. */
  id: string;
  /** Display name, in the interface language. */
  name: string;
  /** Game type (RNG, LIVE, LOTT, ...): lottery types LOTT and ELOTT cannot be favourites. */
  gameType: string;
  imageUrl: string;
  /** Intrinsic size of the art; the box is reserved from it before the image loads. */
  imageWidth?: number;
  imageHeight?: number;
  /** Vendor (provider) name, used as the vendor icon's text alternative. */
  vendorName?: string;
  vendorIconUrl?: string;
}

export interface GameCardLabels {
  /** Accessible name of the heart for a game, e.g. (name) => `Favourite: ${name}`; its pressed state tells whether the game is one. */
  favourite: (gameName: string) => string;
}

export interface GameCardProps {
  game: GameCardGame;
  labels: GameCardLabels;
  onLaunch: (game: GameCardGame) => void;
  /** Without it no heart is shown (e.g. for guests, if the screen prefers). */
  onToggleFavourite?: (game: GameCardGame) => void;
  isFavourite?: boolean;
  /** Wide art (3:2) for live tables; the grid uses 2 columns for them. */
  wide?: boolean;
  /** Loads the art at once (first screenful) instead of lazily. */
  eager?: boolean;
}

/** Lottery types (LOTT, ELOTT) have no favourite heart (spec section 2). */
/** A card's art width: about a third of the page (grids of three, rows of 3.25), up to the 480 px frame. */
const cardImageSizes = '(min-width: 480px) 150px, 31vw';
/** A wide card's: about half of the page (grids of two). */
const wideCardImageSizes = '(min-width: 480px) 230px, 47vw';

export function canFavourite(gameType: string): boolean {
  return gameType !== 'LOTT' && gameType !== 'ELOTT';
}

/**
 * Game card (spec section 2; docs/conventions.md): square art with the vendor icon in a corner, the name on one
 * line with an ellipsis and the favourite heart beside it, under the art.
 */
export function GameCard({ game, labels, onLaunch, onToggleFavourite, isFavourite = false, wide = false, eager = false }: GameCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const [vendorFailed, setVendorFailed] = useState(false);
  const showHeart = onToggleFavourite !== undefined && canFavourite(game.gameType);
  const size = wide ? { width: 300, height: 200 } : { width: 200, height: 200 };

  return (
    <div className={styles.card}>
      <button type="button" className={styles.launch} onClick={() => onLaunch(game)} title={game.name}>
        <span className={[styles.art, wide ? styles.artWide : ''].join(' ')}>
          <img
            className={[styles.image, imageFailed ? styles.imageFailed : ''].join(' ')}
            src={game.imageUrl}
            srcSet={imageSrcSet(game.imageUrl)}
            sizes={wide ? wideCardImageSizes : cardImageSizes}
            alt=""
            width={game.imageWidth ?? size.width}
            height={game.imageHeight ?? size.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setImageFailed(true)}
          />
          {game.vendorIconUrl && !vendorFailed ? (
            <img
              className={styles.vendorIcon}
              src={game.vendorIconUrl}
              // The vendor is named unless the game carries its name already (sports lobbies do).
              alt={game.vendorName && game.vendorName.toLowerCase() !== game.name.toLowerCase() ? game.vendorName : ''}
              width={28}
              height={28}
              loading="lazy"
              onError={() => setVendorFailed(true)}
            />
          ) : null}
        </span>
        <span className={[styles.nameRow, showHeart ? styles.nameWithHeart : ''].join(' ')}>
          {/* dir="auto": a Latin name in a right-to-left page is still cut at its own end. */}
          <span dir="auto" className={styles.name}>
            {game.name}
          </span>
        </span>
      </button>
      {showHeart ? (
        <button
          type="button"
          className={styles.heart}
          aria-label={labels.favourite(game.name)}
          aria-pressed={isFavourite}
          onClick={() => onToggleFavourite(game)}
        >
          <svg className={styles.heartIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 21.35 10.55 20C5.4 15.36 2 12.28 2 8.5A5.5 5.5 0 0 1 12 5.09 5.5 5.5 0 0 1 22 8.5c0 3.78-3.4 6.86-8.55 11.54z"
              fill={isFavourite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
