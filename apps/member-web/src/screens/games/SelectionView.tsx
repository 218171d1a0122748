import { gameTypeFromQuery, initialGameListFilter, usesWideCards, type DataType, type GameType } from '@whitelabel/core';
import { useGameMenus } from '@whitelabel/core/hooks';
import { CategoryTabs } from '@whitelabel/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AppFooter } from '../../app/AppFooter.js';
import { Page } from '../../app/Page.js';
import { useGameActions } from './game-actions.js';
import { GameList } from './GameList.js';
import * as styles from './games.css.js';

/** The list each selection page shows (spec section 2: a list by data type from the path). */
const dataTypeOf: Partial<Record<GameType, DataType>> = { HOT: 'HOT', NEW: 'NEW', FAV: 'FAV', RECENT: 'RECENT' };

/**
 * Hot, new, favourite and recent games (/m/hot-games, /m/new-games, /m/favorite, /m/fav-games,
 * /m/recent-games): the gameType query picks the category (all by default); favourites and recent
 * games need a session (a guest is offered the login popup).
 */
export function SelectionView({ type }: { type: GameType }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { menus } = useGameMenus();
  const actions = useGameActions();
  const headingId = useId();
  const gameType = gameTypeFromQuery(params);
  const dataType = dataTypeOf[type] ?? 'ALL';
  const filter = initialGameListFilter(gameType, { dataType });
  const tabs = [{ id: 'ALL', label: t('games.dataTypes.ALL') }, ...menus.map((menu) => ({ id: menu.gameType, label: t(`games.types.${menu.gameType}`) }))];

  return (
    <Page title={t(`games.types.${type}`)} footer={<AppFooter />}>
      <CategoryTabs
        label={t('games.gameTypes')}
        tabs={tabs}
        selectedId={gameType}
        onSelect={(id) => {
          const next = new URLSearchParams(params);
          if (id === 'ALL') next.delete('gameType');
          else next.set('gameType', id);
          setParams(next);
        }}
      />
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {tabs.find((tab) => tab.id === gameType)?.label ?? t(`games.types.${gameType}`)}
        </h2>
        <GameList filter={filter} actions={actions} wide={usesWideCards(gameType)} />
      </section>
    </Page>
  );
}
