import type { Schema } from '@whitelabel/api';
import {
  gameItemIcon,
  gameItemName,
  gamePageSize,
  gameTypeRoutes,
  initialGameListFilter,
  showsFavouriteHeart,
  showsVendorGrid,
  vendorIconList,
  type GameType,
} from '@whitelabel/core';
import { useFavouriteIds, useGameList, useGameMenus, useHotGames, useImageCdn, useSession, useToggleFavourite } from '@whitelabel/core/hooks';
import { accountPopupAtom, lobbyAtom } from '@whitelabel/core/state';
import { CategoryTabs, EmptyState, GameCard, type GameCardGame, GameGrid, GameGridSkeleton, GameRow, VendorTabs, visuallyHidden } from '@whitelabel/ui';
import { useAtom, useSetAtom } from 'jotai/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRequireLogin } from '../../app/auth.js';
import { useGameLauncher } from '../../app/game-launch.js';
import { errorKey } from '../account/account-common.js';
import { ProviderTiles } from '../games/ProviderTiles.js';
import * as styles from './home.css.js';

type Game = Schema<'Game'>;

const toCard = (game: Game, image: (url: string) => string): GameCardGame => ({
  id: game.nodeId,
  name: game.displayName || gameItemName(game),
  gameType: game.gameType,
  imageUrl: image(game.mobileLargeIcon ?? game.img),
  imageWidth: 1,
  imageHeight: 1,
  vendorName: game.vassalage,
  vendorIconUrl: gameItemIcon(game),
});

/** Card props shared by every list: launch (login popup for guests), favourite heart (login first). */
function useGameCards() {
  const { t } = useTranslation();
  const { launch } = useGameLauncher();
  const requireLogin = useRequireLogin();
  const favourites = useFavouriteIds();
  const toggle = useToggleFavourite();
  const favouriteIds = useMemo(() => new Set(favourites.ids.map(String)), [favourites.ids]);
  const labels = useMemo(() => ({ favourite: (name: string) => t('home.favourite', { name }) }), [t]);
  const image = useImageCdn();
  return (game: Game, eager = false) => (
    <GameCard
      key={game.nodeId}
      game={toCard(game, image)}
      labels={labels}
      eager={eager}
      wide={game.gameType === 'LIVE'}
      onLaunch={() => launch(game)}
      isFavourite={favouriteIds.has(String(game.nodeId))}
      onToggleFavourite={showsFavouriteHeart(game.gameType) ? () => requireLogin(() => toggle.toggle(game)) : undefined}
    />
  );
}

function useGridLabels() {
  const { t } = useTranslation();
  return useMemo(() => ({ loading: t('home.loadingGames'), loadingMore: t('home.loadingMore') }), [t]);
}

function ErrorLine({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.sectionHeader}>
      <p className={styles.error} role="alert">
        {t(errorKey(error))}
      </p>
      <button type="button" className={styles.textButton} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** A horizontal row of a game list's first page with its "more" link (home's HOT and HOME views). */
function ListRow({ title, gameType, dataType = 'ALL', to }: { title: string; gameType: GameType; dataType?: 'ALL' | 'NEW'; to?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const card = useGameCards();
  const list = useGameList(initialGameListFilter(gameType, { dataType }), { place: 'home' });
  // The answer arrives as a store update, which React renders at once and in one piece; deferred, the
  // cards render in slices while the placeholder row keeps their place.
  const games = useDeferredValue(list.view === 'skeleton' ? undefined : list.games);
  if (list.isError) return <ErrorLine error={list.error} onRetry={() => void list.refetch()} />;
  if (games === undefined) return <GameGridSkeleton label={t('home.loadingGames')} count={3} />;
  if (games.length === 0) return null;
  return (
    <GameRow
      title={title}
      count={list.totalCount}
      labels={{ more: (count) => t('home.more', { count }), previous: t('home.previous'), next: t('home.next') }}
      onMore={to ? () => navigate(to) : undefined}
    >
      {games.map((game, index) => card(game, index < 3))}
    </GameRow>
  );
}

/** HOT: new games, then the hot list (9 on home) whose "change" button pages through it, wrapping to 1. */
function HotView() {
  const { t } = useTranslation();
  const card = useGameCards();
  const labels = useGridLabels();
  const [page, setPage] = useState(1);
  const hot = useHotGames('ALL', page, gamePageSize.homeHot);
  const totalPages = hot.data?.totalPages ?? 1;
  return (
    <>
      <ListRow title={t('home.newGames')} gameType="NEW" to={gameTypeRoutes.NEW} />
      <section className={styles.section} aria-labelledby="home-hot-title">
        <div className={styles.sectionHeader}>
          <h2 id="home-hot-title" className={styles.sectionTitle}>
            {t('home.hotGames')}
          </h2>
          {totalPages > 1 ? (
            <button type="button" className={styles.textButton} onClick={() => setPage((current) => (current >= totalPages ? 1 : current + 1))}>
              {t('home.moreHot')}
            </button>
          ) : null}
        </div>
        {hot.isError ? (
          <ErrorLine error={hot.error} onRetry={() => void hot.refetch()} />
        ) : (
          <GameGrid
            items={hot.data?.games ?? []}
            getKey={(game) => game.nodeId}
            renderItem={(game, index) => card(game, index < 6)}
            labels={labels}
            loading={hot.isPending}
            empty={<EmptyState title={t('home.noGames')} />}
          />
        )}
      </section>
    </>
  );
}

/** HOME: a row per server category. */
function HomeView({ menus }: { menus: readonly { gameType: GameType; displayName: string }[] }) {
  return (
    <>
      {menus.map((menu) => (
        <ListRow key={menu.gameType} title={menu.displayName} gameType={menu.gameType} to={gameTypeRoutes[menu.gameType]} />
      ))}
    </>
  );
}

/** One category (or the member's favourites / recent games) as a grid with load more. */
function CategoryGrid({ gameType, dataType, vassalage }: { gameType: GameType; dataType: 'ALL' | 'FAV' | 'RECENT'; vassalage: string | null }) {
  const { t } = useTranslation();
  const card = useGameCards();
  const labels = useGridLabels();
  const list = useGameList(initialGameListFilter(gameType, { dataType, vassalage }), { place: 'home' });
  if (list.isError) return <ErrorLine error={list.error} onRetry={() => void list.refetch()} />;
  const emptyTitle = dataType === 'FAV' ? t('home.noFavourites') : dataType === 'RECENT' ? t('home.noRecent') : t('home.noGames');
  return (
    <GameGrid
      items={list.games}
      getKey={(game) => game.nodeId}
      renderItem={(game, index) => card(game, index < 6)}
      labels={labels}
      columns={gameType === 'LIVE' ? 2 : 3}
      loading={list.view === 'skeleton'}
      hasMore={list.hasMore}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.loadMore()}
      empty={<EmptyState title={emptyTitle} />}
    />
  );
}

/**
 * The home lobby (spec section 2): category tabs HOT (new + hot games), HOME (a row per category),
 * FAV and RECENT (login first, else the login popup) and the server's categories; a category shows
 * its vendor tabs (all games first, at most 10 icons) and its games, or, for a provider-lobby category with all
 * games chosen, its providers as tiles that open their game (spec 2.082).
 */
export function Lobby() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const [lobby, setLobby] = useAtom(lobbyAtom);
  const openPopup = useSetAtom(accountPopupAtom);
  const menus = useGameMenus();

  const tabs = [
    { id: 'HOT', label: t('home.category.HOT') },
    { id: 'HOME', label: t('home.category.HOME') },
    { id: 'FAV', label: t('home.category.FAV') },
    { id: 'RECENT', label: t('home.category.RECENT') },
    ...menus.menus.map((menu) => ({ id: menu.gameType, label: menu.displayName })),
  ];
  const current = menus.menus.find((menu) => menu.gameType === lobby.category);
  const iconVendors = new Set(vendorIconList(current?.vendors.map((vendor) => vendor.vassalage) ?? []));

  const select = (id: string) => {
    if ((id === 'FAV' || id === 'RECENT') && !loggedIn) {
      openPopup('login');
      return;
    }
    setLobby({ category: id as GameType | 'HOME', vassalage: null, dataType: 'ALL' });
  };

  let content;
  if (lobby.category === 'HOT') content = <HotView />;
  else if (lobby.category === 'HOME') content = <HomeView menus={menus.menus} />;
  else if (lobby.category === 'FAV' || lobby.category === 'RECENT') {
    content = loggedIn ? (
      <CategoryGrid gameType="ALL" dataType={lobby.category} vassalage={null} />
    ) : (
      <EmptyState title={t('home.loginFirst')} action={{ label: t('common.login'), onClick: () => openPopup('login') }} />
    );
  } else {
    content = (
      <>
        {current && current.vendors.length > 0 ? (
          <VendorTabs
            label={t('home.vendors')}
            allLabel={t('home.allGames')}
            vendors={current.vendors.map((vendor) => ({
              id: vendor.vassalage,
              name: vendor.displayName,
              iconUrl: iconVendors.has(vendor.vassalage) ? vendor.iconUrl : undefined,
            }))}
            selectedId={lobby.vassalage}
            onSelect={(vassalage) => setLobby({ ...lobby, vassalage, dataType: 'ALL' })}
          />
        ) : null}
        {current && current.vendors.length > 0 && showsVendorGrid(initialGameListFilter(current.gameType, { vassalage: lobby.vassalage })) ? (
          <ProviderTiles gameType={current.gameType} vendors={current.vendors} />
        ) : (
          <CategoryGrid gameType={lobby.category} dataType="ALL" vassalage={lobby.vassalage} />
        )}
        {gameTypeRoutes[lobby.category] ? (
          <button type="button" className={styles.textButton} onClick={() => navigate(gameTypeRoutes[lobby.category as GameType]!)}>
            {t('home.openCategory', { name: current?.displayName ?? '' })}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="home-lobby-title">
      <h2 id="home-lobby-title" className={visuallyHidden}>
        {t('home.lobby')}
      </h2>
      <CategoryTabs label={t('home.categories')} tabs={tabs} selectedId={lobby.category} onSelect={select} />
      <div role="tabpanel" aria-label={tabs.find((tab) => tab.id === lobby.category)?.label}>
        {menus.isError ? <ErrorLine error={menus.error} onRetry={() => void menus.refetch()} /> : content}
      </div>
    </section>
  );
}
