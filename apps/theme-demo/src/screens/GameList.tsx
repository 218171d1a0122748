import { EmptyState, GameCard, GameFilterPopup, GameGrid, Header, SearchBox, VendorTabs, emptyGameFilter, type GameFilterSelection } from '@whitelabel/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotClassifications, slotGamesWithFacets, slotVendors } from '../fixtures.js';
import { cardLabels, gridLabels } from './labels.js';
import * as styles from './screens.css.js';

/** The slots list: provider tabs, search, the filter popup (provider, game type, name) and the game grid. */
export function GameList({ onLaunch }: { onLaunch: () => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<GameFilterSelection>(emptyGameFilter);
  const [filterOpen, setFilterOpen] = useState(false);
  const games = useMemo(() => {
    const name = filter.name.trim().toLowerCase();
    return slotGamesWithFacets
      .filter((game) => (filter.vendor ? game.vendor === filter.vendor : true))
      .filter((game) => (filter.classification ? game.classifications.includes(filter.classification) : true))
      .filter((game) => (name ? game.card.name.toLowerCase().includes(name) : true))
      .map((game) => game.card);
  }, [filter]);

  return (
    <>
      <Header
        title={t('demo.games.title')}
        backLabel={t('common.back')}
        onBack={() => undefined}
        end={
          <button type="button" className={styles.iconButton} aria-label={t('demo.games.filter')} aria-haspopup="dialog" onClick={() => setFilterOpen(true)}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M3 5h18v2l-7 7v5l-4 2v-7L3 7z" fill="currentColor" />
            </svg>
          </button>
        }
      />
      <main className={styles.stack}>
        <VendorTabs
          label={t('demo.games.providers')}
          allLabel={t('demo.games.allGames')}
          vendors={slotVendors}
          selectedId={filter.vendor}
          onSelect={(vendor) => setFilter((current) => ({ ...current, vendor }))}
        />
        <div className={styles.inset}>
          <SearchBox
            labels={{ search: t('demo.games.search'), clear: t('demo.games.clear'), tooShort: t('search.minLength', { min: 3 }) }}
            placeholder={t('demo.games.searchPlaceholder')}
            minLength={3}
            onSearch={(name) => setFilter((current) => ({ ...current, name }))}
          />
        </div>
        <div className={styles.gridArea}>
          <GameGrid
            items={games}
            getKey={(game) => game.id}
            renderItem={(game, index) => <GameCard game={game} labels={cardLabels(t)} onLaunch={onLaunch} onToggleFavourite={onLaunch} eager={index < 9} />}
            labels={gridLabels(t)}
            empty={
              <EmptyState
                title={t('demo.games.empty')}
                description={t('demo.games.emptyHint')}
                action={{ label: t('demo.games.reset'), onClick: () => setFilter(emptyGameFilter) }}
              />
            }
          />
        </div>
      </main>
      <GameFilterPopup
        open={filterOpen}
        onClose={() => setFilterOpen(false)}
        labels={{
          title: t('demo.games.filterTitle'),
          name: t('demo.games.gameName'),
          namePlaceholder: t('demo.games.searchPlaceholder'),
          vendors: t('demo.games.providers'),
          classifications: t('demo.games.classifications'),
          reset: t('demo.games.reset'),
          submit: t('demo.games.submit'),
          close: t('demo.close'),
        }}
        vendors={slotVendors.map((vendor) => ({ id: vendor.id, label: vendor.name }))}
        classifications={slotClassifications}
        value={filter}
        onSubmit={setFilter}
      />
    </>
  );
}
