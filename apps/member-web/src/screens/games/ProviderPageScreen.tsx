import {
  classificationsOfType,
  dataTypeTabs,
  filterFromQuery,
  gameListFilterReducer,
  gameTypeFromQuery,
  queryFromFilter,
  requiresLogin,
  search,
  supportsSearch,
  usesWideCards,
  type GameListFilter,
  type GameListFilterAction,
  type GameType,
} from '@whitelabel/core';
import { useGameMenus, useSession } from '@whitelabel/core/hooks';
import { accountPopupAtom } from '@whitelabel/core/state';
import { CategoryTabs, EmptyState, SearchBox, Skeleton, SkeletonGroup } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppFooter } from '../../app/AppFooter.js';
import { Page } from '../../app/Page.js';
import { useGameActions } from './game-actions.js';
import { GameList } from './GameList.js';
import * as styles from './games.css.js';

/** The provider of /m/jili when the address names none. */
const defaultProvider = 'JL';

/**
 * Provider page (/m/jili, spec section 2: game list by provider): one provider's games, filtered
 * by game type (its categories), tabs all, hot, new, favourites, recent and its classifications,
 * name search, load more and an empty state. The query vassalage picks another provider.
 */
export default function ProviderPageScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { loggedIn } = useSession();
  const openPopup = useSetAtom(accountPopupAtom);
  const menus = useGameMenus();
  const actions = useGameActions();
  const headingId = useId();
  const typedName = useRef('');
  const [searchBoxKey, setSearchBoxKey] = useState(0);

  const vassalage = params.get('vassalage') || defaultProvider;
  const types = menus.menus.filter((menu) => menu.vendors.some((vendor) => vendor.vassalage === vassalage)).map((menu) => menu.gameType);
  const vendor = menus.menus.flatMap((menu) => menu.vendors).find((entry) => entry.vassalage === vassalage);
  const queried = gameTypeFromQuery(params);
  const gameType: GameType = types.includes(queried) ? queried : (types[0] ?? 'ALL');
  const filter: GameListFilter = { ...filterFromQuery(gameType, params), vassalage };
  const show = (next: GameListFilter, replace = false) => setParams(queryFromFilter(next, params), { replace });
  const dispatch = (action: GameListFilterAction, replace = false) => show({ ...gameListFilterReducer(filter, action), vassalage }, replace);

  useEffect(() => {
    if (filter.gameName === typedName.current) return;
    typedName.current = filter.gameName;
    setSearchBoxKey((key) => key + 1);
  }, [filter.gameName]);

  const classifies = classificationsOfType(menus.menus, gameType, vassalage);
  const tabs = [
    ...dataTypeTabs(gameType).map((dataType) => ({ id: dataType, label: t(`games.dataTypes.${dataType}`) })),
    ...classifies.map((classify) => ({ id: `c:${classify.key}`, label: classify.displayName })),
  ];
  const selectedTab = filter.gameClassify ? `c:${filter.gameClassify}` : filter.dataType;

  const onTab = (id: string) => {
    if (id.startsWith('c:')) return dispatch({ type: 'classification', gameClassify: id.slice(2) });
    if (requiresLogin(id) && !loggedIn) return openPopup('login');
    show({ ...filter, dataType: id as GameListFilter['dataType'], gameClassify: null });
  };

  const title = vendor?.displayName ?? t('games.providers.title');
  if (menus.isPending) {
    return (
      <Page title={title} footer={<AppFooter />}>
        <SkeletonGroup label={t('games.grid.loading')}>
          <Skeleton shape="rect" height="44px" />
          <Skeleton shape="rect" height="200px" />
        </SkeletonGroup>
      </Page>
    );
  }
  if (!vendor) {
    return (
      <Page title={title} footer={<AppFooter />}>
        <EmptyState title={t('games.providerPage.notFound')} action={{ label: t('games.center.more'), onClick: () => navigate('/m/provider') }} />
      </Page>
    );
  }

  return (
    <Page title={title} footer={<AppFooter />}>
      {types.length > 1 ? (
        <CategoryTabs
          label={t('games.gameTypes')}
          tabs={types.map((type) => ({ id: type, label: t(`games.types.${type}`) }))}
          selectedId={gameType}
          onSelect={(id) => {
            const next = new URLSearchParams({ vassalage, gameType: id });
            setParams(next);
          }}
        />
      ) : null}
      {supportsSearch(gameType) ? (
        <SearchBox
          key={`${gameType}|${searchBoxKey}`}
          labels={{ search: t('games.search.label'), clear: t('games.search.clear'), tooShort: t('search.minLength', { min: search.minLength }) }}
          placeholder={t('games.search.placeholder')}
          defaultValue={filter.gameName}
          minLength={search.minLength}
          onSearch={(gameName) => {
            typedName.current = gameName;
            if (gameName !== filter.gameName.trim()) dispatch({ type: 'search', gameName }, true);
          }}
        />
      ) : null}
      <CategoryTabs label={t('games.classifications')} tabs={tabs} selectedId={selectedTab} onSelect={onTab} />
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {`${t(`games.types.${gameType}`)} · ${tabs.find((tab) => tab.id === selectedTab)?.label ?? ''}`}
        </h2>
        <GameList
          filter={filter}
          actions={actions}
          wide={usesWideCards(gameType)}
          emptyAction={filter.gameName || filter.gameClassify ? { label: t('games.empty.reset'), onClick: () => dispatch({ type: 'reset' }) } : undefined}
        />
      </section>
    </Page>
  );
}
