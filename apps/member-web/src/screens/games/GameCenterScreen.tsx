import { categoryAction, gameTypeRoutes, initialGameListFilter, nextHotPage, type GameType } from '@whitelabel/core';
import { useGameList, useGameMenus, useHotGames, useSession } from '@whitelabel/core/hooks';
import { accountPopupAtom } from '@whitelabel/core/state';
import { GameRow, Skeleton, SkeletonGroup } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AppFooter } from '../../app/AppFooter.js';
import { Page } from '../../app/Page.js';
import { useGameActions } from './game-actions.js';
import { GameTile } from './GameTile.js';
import * as styles from './games.css.js';

/** Game lists beside the server's categories (spec section 2 route table). */
const selections: GameType[] = ['HOT', 'NEW', 'FAV', 'RECENT', 'JACKPOT', 'BINGO', 'INHOUSE', 'SEARCH'];

/**
 * Game center (/m/gameCenter): every category of the server's menu with its provider count, the
 * game lists (hot, new, favourites, recent, jackpots, bingo, in-house, search), the member's recent
 * games and the hot games; favourites and recent need a session (login popup).
 */
export default function GameCenterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const openPopup = useSetAtom(accountPopupAtom);
  const menus = useGameMenus();
  const actions = useGameActions();
  const recent = useGameList(initialGameListFilter('ALL', { dataType: 'RECENT' }));
  const [hotPage, setHotPage] = useState(1);
  const hot = useHotGames('ALL', hotPage);
  const categoriesId = useId();

  const open = (type: GameType) => (event: MouseEvent) => {
    const action = categoryAction(type, loggedIn);
    if (action.kind === 'login') {
      event.preventDefault();
      openPopup('login');
    }
  };
  const rowLabels = { previous: t('games.hot.previous'), next: t('games.hot.next') };

  return (
    <Page title={t('games.center.title')} footer={<AppFooter />}>
      <section aria-labelledby={categoriesId} className={styles.section}>
        <h2 id={categoriesId} className={styles.sectionTitle}>
          {t('games.center.categories')}
        </h2>
        {menus.isPending ? (
          <SkeletonGroup label={t('common.loading')}>
            <Skeleton shape="rect" height="88px" />
          </SkeletonGroup>
        ) : (
          <ul className={styles.tiles}>
            {menus.menus.map((menu) => (
              <li key={menu.gameType}>
                <Link className={styles.tile} to={gameTypeRoutes[menu.gameType] ?? '/m/gameCenter'}>
                  {t(`games.types.${menu.gameType}`)}
                  <span className={styles.tileNote}>{t('games.center.vendors', { count: menu.vendors.length })}</span>
                </Link>
              </li>
            ))}
            {selections.map((type) => (
              <li key={type}>
                <Link className={styles.tile} to={gameTypeRoutes[type] ?? '/m/gameCenter'} onClick={open(type)}>
                  {t(`games.types.${type}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link className={styles.tile} to="/m/provider">
                {t('games.center.more')}
              </Link>
            </li>
          </ul>
        )}
      </section>
      {loggedIn && recent.games.length > 0 ? (
        <GameRow
          title={t('games.center.recent')}
          count={recent.totalCount}
          labels={{ ...rowLabels, more: (count) => t('games.hot.more', { count }) }}
          onMore={() => navigate('/m/recent-games')}
        >
          {recent.games.map((game) => (
            <GameTile key={game.nodeId} game={game} actions={actions} />
          ))}
        </GameRow>
      ) : null}
      {hot.data && hot.data.games.length > 0 ? (
        <GameRow
          title={t('games.hot.title')}
          count={hot.data.totalCount}
          labels={{ ...rowLabels, more: (count) => t('games.hot.more', { count }) }}
          onMore={hot.data.totalPages > 1 ? () => setHotPage((page) => nextHotPage(page, hot.data?.totalPages ?? 1)) : undefined}
        >
          {hot.data.games.map((game) => (
            <GameTile key={game.nodeId} game={game} actions={actions} />
          ))}
        </GameRow>
      ) : null}
    </Page>
  );
}
