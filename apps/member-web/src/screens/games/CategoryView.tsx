import {
  bannerGroupOf,
  categoryAction,
  classificationsOfType,
  dataTypeTabs,
  filterFromQuery,
  gameListFilterReducer,
  isLotteryType,
  menuTypeOf,
  nextHotPage,
  queryFromFilter,
  requiresLogin,
  search,
  showsVendorGrid,
  supportsSearch,
  usesWideCards,
  vendorsOfType,
  type GameListFilter,
  type GameListFilterAction,
  type GameType,
} from '@whitelabel/core';
import { useGameMenus, useHotGames, useSession } from '@whitelabel/core/hooks';
import { accountPopupAtom } from '@whitelabel/core/state';
import { CategorySideMenu, CategoryTabs, GameFilterPopup, GameRow, ProviderPickerPopup, SearchBox, Skeleton } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppFooter } from '../../app/AppFooter.js';
import { Page } from '../../app/Page.js';
import { useGameActions } from './game-actions.js';
import { GameBanner } from './GameBanner.js';
import { GameList } from './GameList.js';
import { GameTile } from './GameTile.js';
import { JackpotPool } from './JackpotPool.js';
import { LotteryList } from './LotteryList.js';
import { ProviderTiles } from './ProviderTiles.js';
import * as styles from './games.css.js';

const classificationTab = (key: string) => `c:${key}`;

/** Placeholder cards of the hot row while it loads: more than a screen width of them. */
const hotPlaceholderCards = 4;

/**
 * One game category page (spec section 2): banner, category side menu, provider picker, filter
 * popup, name search, classification tabs, the hot row and the game list (a provider-lobby category shown
 * unfiltered lists its providers as tiles instead, spec 2.098). The address is the
 * filter (query vassalage, gameClassify, dataType, gameName), so the back button restores it.
 */
export function CategoryView({ type }: { type: GameType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { loggedIn } = useSession();
  const openPopup = useSetAtom(accountPopupAtom);
  const { menus } = useGameMenus();
  const actions = useGameActions();
  const [providerOpen, setProviderOpen] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  const [hotPage, setHotPage] = useState(1);
  const listHeadingId = useId();
  // The search box keeps what is typed; it starts over only when the address changes the name
  // from elsewhere (filter popup, Reset, back button).
  const typedName = useRef('');
  const [searchBoxKey, setSearchBoxKey] = useState(0);

  const filter = filterFromQuery(type, params);
  const show = (next: GameListFilter, replace = false) => setParams(queryFromFilter(next, params), { replace });
  const dispatch = (action: GameListFilterAction, replace = false) => show(gameListFilterReducer(filter, action), replace);

  const lottery = isLotteryType(type);
  const title = t(`games.types.${type}`);
  const banner = bannerGroupOf(type);
  const vendors = vendorsOfType(menus, type);
  const chosenVendor = vendors.find((vendor) => vendor.vassalage === filter.vassalage);
  const classifies = classificationsOfType(menus, type, filter.vassalage);
  const activeFilters = [filter.vassalage, filter.gameClassify, filter.gameName.trim()].filter(Boolean).length;
  const defaultView = filter.dataType === 'ALL' && activeFilters === 0;
  const hot = useHotGames(type, hotPage);
  // The hot row's cards render from a deferred copy: an answer arriving is a store update, which React renders at
  // once and in one piece; deferred, the cards render in slices (the placeholder row stays until they are ready).
  const hotShown = useDeferredValue(hot.data);
  const hotWaiting = hotShown === undefined && (hot.isPending || hot.data !== undefined);

  useEffect(() => {
    if (filter.gameName === typedName.current) return;
    typedName.current = filter.gameName;
    setSearchBoxKey((key) => key + 1);
  }, [filter.gameName]);

  const sideItems = [...(['HOT', 'FAV', 'RECENT'] as const), ...menus.map((menu) => menu.gameType)].map((id) => ({ id, label: t(`games.types.${id}`) }));
  const tabs = [
    ...dataTypeTabs(type).map((dataType) => ({ id: dataType, label: t(`games.dataTypes.${dataType}`) })),
    ...classifies.map((classify) => ({ id: classificationTab(classify.key), label: classify.displayName })),
  ];
  const selectedTab = filter.gameClassify ? classificationTab(filter.gameClassify) : filter.dataType;
  const selectedTabLabel = tabs.find((tab) => tab.id === selectedTab)?.label ?? filter.gameClassify ?? '';

  const onTab = (id: string) => {
    if (id.startsWith('c:')) return dispatch({ type: 'classification', gameClassify: id.slice(2) });
    if (requiresLogin(id) && !loggedIn) return openPopup('login');
    show({ ...filter, dataType: id as GameListFilter['dataType'], gameClassify: null });
  };

  const onCategory = (id: string) => {
    const action = categoryAction(id as GameType, loggedIn);
    if (action.kind === 'login') openPopup('login');
    else if (action.kind === 'navigate') navigate(action.path);
  };

  return (
    <Page title={title} footer={<AppFooter />}>
      {banner ? <GameBanner group={banner} label={title} /> : null}
      {defaultView && hotWaiting ? (
        // The row's place is kept while its first page loads, so the list below does not move when it
        // arrives (CLS on /m/slot-games); the same row with placeholder cards has its height.
        <div role="status" aria-busy="true" aria-label={t('home.loadingGames')}>
          <GameRow
            title={t('games.hot.title')}
            count={0}
            labels={{ more: (count) => t('games.hot.more', { count }), previous: t('games.hot.previous'), next: t('games.hot.next') }}
          >
            {Array.from({ length: hotPlaceholderCards }, (_, index) => (
              <div key={index} className={styles.hotPlaceholder} aria-hidden="true">
                <Skeleton shape="rect" aspectRatio="1" />
                <span className={styles.hotPlaceholderName}>
                  <Skeleton width="70%" />
                </span>
              </div>
            ))}
          </GameRow>
        </div>
      ) : null}
      {defaultView && hotShown && hotShown.games.length > 0 ? (
        <GameRow
          title={t('games.hot.title')}
          count={hotShown.totalCount}
          labels={{ more: (count) => t('games.hot.more', { count }), previous: t('games.hot.previous'), next: t('games.hot.next') }}
          onMore={hotShown.totalPages > 1 ? () => setHotPage((page) => nextHotPage(page, hotShown.totalPages)) : undefined}
        >
          {hotShown.games.map((game) => (
            <GameTile key={game.nodeId} game={game} actions={actions} />
          ))}
        </GameRow>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.side}>
          <CategorySideMenu label={t('games.categories')} items={sideItems} currentId={menuTypeOf(type)} onSelect={onCategory} />
        </div>
        <div className={styles.column}>
          {type === 'JACKPOT' ? <JackpotPool /> : null}
          {lottery ? (
            <LotteryList
              type={type as 'LOTT' | 'ELOTT'}
              selectedVendor={filter.vassalage}
              onSelectVendor={(vassalage) => dispatch({ type: 'vendor', vassalage: filter.vassalage === vassalage ? null : vassalage })}
            />
          ) : null}
          <div className={styles.toolbar}>
            <button type="button" className={styles.toolButton} aria-haspopup="dialog" onClick={() => setProviderOpen(true)}>
              {chosenVendor?.iconUrl ? <img src={chosenVendor.iconUrl} alt="" width={20} height={20} className={styles.toolIcon} /> : null}
              <span className={styles.toolLabel}>{t('games.provider', { name: chosenVendor?.displayName ?? t('games.allProviders') })}</span>
            </button>
            <button type="button" className={styles.toolButton} aria-haspopup="dialog" onClick={() => setFilterOpen(true)}>
              {activeFilters > 0 ? t('games.filter.active', { count: activeFilters }) : t('games.filter.open')}
            </button>
          </div>
          {supportsSearch(type) ? (
            <SearchBox
              key={`${type}|${searchBoxKey}`}
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
          <section aria-labelledby={listHeadingId} className={styles.section}>
            <h2 id={listHeadingId} className={styles.sectionTitle}>
              {lottery ? `${t('games.lottery.games')} · ${selectedTabLabel}` : selectedTabLabel}
            </h2>
            {showsVendorGrid(filter) && vendors.length > 0 ? (
              <ProviderTiles gameType={type} vendors={vendors} />
            ) : (
              <GameList
                filter={filter}
                actions={actions}
                wide={usesWideCards(type)}
                // Beside the side menu there is room for two cards a row.
                columns={2}
                emptyAction={activeFilters > 0 ? { label: t('games.empty.reset'), onClick: () => dispatch({ type: 'reset' }) } : undefined}
              />
            )}
          </section>
        </div>
      </div>
      <ProviderPickerPopup
        open={providerOpen}
        onClose={() => setProviderOpen(false)}
        labels={{
          title: t('games.providerPicker.title'),
          all: t('games.allProviders'),
          confirm: t('games.providerPicker.confirm'),
          close: t('games.providerPicker.close'),
        }}
        vendors={vendors.map((vendor) => ({ id: vendor.vassalage, name: vendor.displayName, iconUrl: vendor.iconUrl }))}
        selectedId={filter.vassalage}
        onConfirm={(vassalage) => vassalage !== filter.vassalage && dispatch({ type: 'vendor', vassalage })}
      />
      <GameFilterPopup
        open={filterOpen}
        onClose={() => setFilterOpen(false)}
        labels={{
          title: t('games.filter.title'),
          name: t('games.filter.name'),
          namePlaceholder: t('games.filter.namePlaceholder'),
          vendors: t('games.filter.vendors'),
          classifications: t('games.filter.classifications'),
          reset: t('games.filter.reset'),
          submit: t('games.filter.submit'),
          close: t('games.filter.close'),
        }}
        vendors={vendors.map((vendor) => ({ id: vendor.vassalage, label: vendor.displayName }))}
        classifications={classificationsOfType(menus, type, null).map((classify) => ({ id: classify.key, label: classify.displayName }))}
        value={{ name: filter.gameName, vendor: filter.vassalage, classification: filter.gameClassify }}
        onSubmit={(selection) => dispatch({ type: 'apply', vassalage: selection.vendor, gameClassify: selection.classification, gameName: selection.name })}
      />
    </Page>
  );
}
