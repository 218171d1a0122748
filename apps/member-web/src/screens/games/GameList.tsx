import { ApiClientError } from '@whitelabel/api';
import { isFavourite, type GameListFilter } from '@whitelabel/core';
import { useGameList, useSession } from '@whitelabel/core/hooks';
import { accountPopupAtom } from '@whitelabel/core/state';
import { buttonClass, EmptyState, GameGrid } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameActions } from './game-actions.js';
import { GameTile } from './GameTile.js';
import * as styles from './games.css.js';

export interface GameListProps {
  filter: GameListFilter;
  actions: GameActions;
  wide?: boolean;
  /** Columns of the grid: 3 for square art across the page, 2 for wide art or beside the side menu. */
  columns?: 2 | 3;
  /** What to offer when nothing matches (e.g. clearing the filters). */
  emptyAction?: { label: string; onClick: () => void } | undefined;
  /** Shown above the grid once the list has loaded (e.g. the result count); gets the total. */
  header?: (totalCount: number) => ReactNode;
}

/**
 * A game list by filter (spec section 4): skeleton on the first load, load more 400 px before the
 * end, loading-more, no-data and error states. Favourites and recent games need a session: a guest
 * is offered the login popup. On the favourites list a removed heart takes the game away at once.
 */
export function GameList({ filter, actions, wide = false, columns = wide ? 2 : 3, emptyAction, header }: GameListProps) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const openPopup = useSetAtom(accountPopupAtom);
  const list = useGameList(filter);
  const memberList = filter.dataType === 'FAV' || filter.dataType === 'RECENT';
  const games = useMemo(
    () => (filter.dataType === 'FAV' && loggedIn ? list.games.filter((game) => isFavourite(actions.favouriteIds, game.nodeId)) : list.games),
    [filter.dataType, loggedIn, list.games, actions.favouriteIds],
  );

  if (memberList && !loggedIn) {
    const type = filter.dataType as 'FAV' | 'RECENT';
    return <EmptyState title={t(`games.loginRequired.${type}`)} action={{ label: t('common.login'), onClick: () => openPopup('login') }} />;
  }
  if (list.isError && games.length === 0) {
    return (
      <div role="alert" className={styles.error}>
        <p>{t('games.error')}</p>
        <p className={styles.muted}>{t(list.error instanceof ApiClientError ? list.error.messageKey : 'errors.UNKNOWN_ERROR')}</p>
        <button type="button" className={buttonClass({ variant: 'outline' })} onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const empty =
    filter.dataType === 'FAV' ? (
      <EmptyState title={t('games.favEmpty.title')} description={t('games.favEmpty.description')} />
    ) : filter.dataType === 'RECENT' ? (
      <EmptyState title={t('games.recentEmpty.title')} description={t('games.recentEmpty.description')} />
    ) : (
      <EmptyState title={t('games.empty.title')} description={t('games.empty.description')} action={emptyAction} />
    );

  return (
    <>
      {header && list.view !== 'skeleton'
        ? header(filter.dataType === 'FAV' ? Math.max(0, list.totalCount - (list.games.length - games.length)) : list.totalCount)
        : null}
      <GameGrid
        items={games}
        getKey={(game) => game.nodeId}
        columns={columns}
        loading={list.view === 'skeleton'}
        loadingMore={list.isFetchingNextPage}
        hasMore={list.hasMore}
        onLoadMore={() => void list.loadMore()}
        estimateRowHeight={wide ? 150 : columns === 2 ? 190 : 150}
        labels={{ loading: t('games.grid.loading'), loadingMore: t('games.grid.loadingMore') }}
        empty={empty}
        renderItem={(game, index) => <GameTile game={game} actions={actions} wide={wide} eager={index < 9} />}
      />
    </>
  );
}
