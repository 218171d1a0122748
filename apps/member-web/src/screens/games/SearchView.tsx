import { gameTypeFromQuery, initialGameListFilter, isSearchable, search } from '@whitelabel/core';
import { usePopularItems } from '@whitelabel/core/hooks';
import { GameGrid, SearchBox } from '@whitelabel/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AppFooter } from '../../app/AppFooter.js';
import { Page } from '../../app/Page.js';
import { useGameActions } from './game-actions.js';
import { GameList } from './GameList.js';
import { GameTile } from './GameTile.js';
import * as styles from './games.css.js';

/** How long a blur of the empty box waits for a tap it caused (a keyword, a game) before the search closes. */
const closeAfterBlurMs = 200;

/**
 * Game search (/m/search-games, spec section 2): Enter searches at once, typing after 500 ms, fewer
 * than 3 characters show a message; results with their count and load more (9 a page), an empty
 * state, and the popular searches and games while the box is empty. The gameType query limits it.
 * Leaving the empty box closes the search (spec 2.120): back to the page it was opened from, else home.
 */
export function SearchView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const actions = useGameActions();
  const gameType = gameTypeFromQuery(params);
  const gameName = params.get('gameName') ?? '';
  const popular = usePopularItems(gameType);
  const [boxKey, setBoxKey] = useState(0);
  const keywordsId = useId();
  const popularId = useId();
  const resultsId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef(location);
  // Opened as the first page of the visit (a link from outside, a reload): no page of the site to go back to.
  const openedDirectly = useRef(location.key === 'default');
  useEffect(() => {
    latest.current = location;
  });

  const closeIfLeft = () => {
    const left = latest.current.pathname;
    const leftName = new URLSearchParams(latest.current.search).get('gameName');
    window.setTimeout(() => {
      // The blur came from a tap that moved on (a keyword searched, a game opened) or the box has focus again. The
      // emptied box's own search (the address losing the name it had) is no move.
      const box = document.activeElement;
      const name = new URLSearchParams(latest.current.search).get('gameName');
      const moved = latest.current.pathname !== left || (name !== null && name !== leftName);
      if (moved || (box instanceof HTMLInputElement && box.type === 'search')) return;
      if (openedDirectly.current) navigate('/m/home', { replace: true });
      else navigate(-1);
    }, closeAfterBlurMs);
  };

  // A tapped keyword is written into the box once the address holds it (the box starts from the address).
  const keywordPending = useRef(false);
  useEffect(() => {
    if (!keywordPending.current) return;
    keywordPending.current = false;
    setBoxKey((key) => key + 1);
  }, [gameName]);

  const searchFor = (text: string, fromKeyword = false) => {
    const next = new URLSearchParams(params);
    if (text) next.set('gameName', text);
    else next.delete('gameName');
    keywordPending.current = fromKeyword;
    // In place, like typing: the search page is one entry of the history, so closing it goes back past it.
    setParams(next, { replace: true });
  };

  return (
    <Page title={t('games.types.SEARCH')} footer={<AppFooter />}>
      <SearchBox
        key={boxKey}
        labels={{ search: t('games.search.label'), clear: t('games.search.clear'), tooShort: t('search.minLength', { min: search.minLength }) }}
        placeholder={t('games.search.placeholder')}
        defaultValue={gameName}
        minLength={search.minLength}
        onSearch={(text) => text !== gameName && searchFor(text)}
        onClose={closeIfLeft}
      />
      {isSearchable(gameName) ? (
        <section aria-labelledby={resultsId} className={styles.section}>
          <GameList
            filter={initialGameListFilter(gameType, { dataType: 'SEARCH', gameName })}
            actions={actions}
            header={(count) => (
              <h2 id={resultsId} className={styles.sectionTitle} aria-live="polite">
                {t('games.search.results', { count })}
              </h2>
            )}
          />
        </section>
      ) : (
        <>
          {popular.data && popular.data.keywords.length > 0 ? (
            <section aria-labelledby={keywordsId} className={styles.section}>
              <h2 id={keywordsId} className={styles.sectionTitle}>
                {t('games.search.keywords')}
              </h2>
              <ul className={styles.chips}>
                {popular.data.keywords.map((keyword) => (
                  <li key={keyword}>
                    <button type="button" className={styles.chip} onClick={() => searchFor(keyword, true)}>
                      {keyword}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby={popularId} className={styles.section}>
            <h2 id={popularId} className={styles.sectionTitle}>
              {t('games.search.popular')}
            </h2>
            <GameGrid
              items={popular.data?.games ?? []}
              getKey={(game) => game.nodeId}
              loading={popular.isPending}
              labels={{ loading: t('games.grid.loading'), loadingMore: t('games.grid.loadingMore') }}
              renderItem={(game, index) => <GameTile game={game} actions={actions} eager={index < 9} />}
              empty={null}
            />
          </section>
        </>
      )}
    </Page>
  );
}
