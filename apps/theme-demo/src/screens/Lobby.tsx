import {
  AnnouncementMarquee,
  BannerCarousel,
  CategoryTabs,
  EmptyState,
  GameCard,
  type GameCardGame,
  GameGrid,
  GameRow,
  HomeHeader,
  JackpotCounter,
  visuallyHidden,
  WinnerBoard,
} from '@whitelabel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoMoney } from '../themes.js';
import { announcements, gamesOfType, homeBanners, hotGames, jackpotValue, liveGames, slotCount, unreadAnnouncements, winners } from '../fixtures.js';
import { Footer } from './Footer.js';
import { cardLabels, gridLabels, rowLabels } from './labels.js';
import { Logo } from './Logo.js';
import * as styles from './screens.css.js';

/** Category tabs of the lobby (spec: HOT first; favourites and recent need a login). */
export const lobbyCategories = ['HOT', 'FAV', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'] as const;

export interface LobbyProps {
  merchantName: string;
  /** BCP 47 tag for number formatting. */
  locale: string;
  /** The merchant's currency symbol ("฿", "₫") and its decimals (0 for VND). */
  money: DemoMoney;
  onLogin: () => void;
  onRegister: () => void;
}

/** The home lobby: header, marquee, banners, category tabs, jackpot, game rows (or a grid per category), winners, footer bar. */
export function Lobby({ merchantName, locale, money, onLogin, onRegister }: LobbyProps) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<string>('HOT');
  const card = (game: GameCardGame, index: number) => (
    <GameCard game={game} labels={cardLabels(t)} onLaunch={onLogin} onToggleFavourite={onLogin} wide={game.gameType === 'LIVE'} eager={index < 6} />
  );
  const categoryGames = category === 'HOT' ? [] : gamesOfType(category);

  return (
    <>
      <HomeHeader
        logo={<Logo name={merchantName} />}
        labels={{
          menu: t('demo.lobby.menu'),
          home: t('demo.lobby.home', { merchant: merchantName }),
          notices: t('demo.lobby.notices'),
          unreadNotices: t('demo.lobby.unread', { number: unreadAnnouncements }),
          cashCenter: t('demo.lobby.cashCenter'),
          login: t('common.login'),
          register: t('common.register'),
        }}
        onMenu={() => undefined}
        onLogo={() => setCategory('HOT')}
        onNotices={() => undefined}
        unreadCount={unreadAnnouncements}
        loggedIn={false}
        onLogin={onLogin}
        onRegister={onRegister}
      />
      <main className={`${styles.stack} ${styles.withFooter}`}>
        <h1 className={visuallyHidden}>{t('demo.lobby.title', { merchant: merchantName })}</h1>
        <AnnouncementMarquee label={t('demo.lobby.announcements')} items={announcements} onSelect={() => undefined} />
        <div className={styles.inset}>
          <BannerCarousel
            label={t('demo.lobby.banners')}
            slideLabel={(position, total) => t('demo.lobby.banner', { position, total })}
            banners={homeBanners.map((banner, index) => ({ id: banner.id, src: banner.imageUrl, alt: t('demo.lobby.bannerAlt', { position: index + 1 }) }))}
          />
        </div>
        <CategoryTabs
          label={t('demo.lobby.categories')}
          tabs={lobbyCategories.map((id) => ({ id, label: t(`demo.category.${id}`) }))}
          selectedId={category}
          onSelect={setCategory}
        />
        {category === 'HOT' ? (
          <>
            <div className={styles.inset}>
              <JackpotCounter value={jackpotValue} label={t('demo.lobby.jackpot')} currency={money.symbol} locale={locale} fractionDigits={money.decimals} />
            </div>
            <GameRow title={t('demo.lobby.hotGames')} labels={rowLabels(t)} count={slotCount} onMore={() => setCategory('RNG')}>
              {hotGames.map((game, index) => (
                <GameCard key={game.id} game={game} labels={cardLabels(t)} onLaunch={onLogin} onToggleFavourite={onLogin} eager={index < 4} />
              ))}
            </GameRow>
            <GameRow title={t('demo.category.LIVE')} labels={rowLabels(t)} count={liveGames.length} onMore={() => setCategory('LIVE')}>
              {liveGames.map((game) => (
                <GameCard key={game.id} game={game} labels={cardLabels(t)} onLaunch={onLogin} wide />
              ))}
            </GameRow>
            <div className={styles.inset}>
              <WinnerBoard
                winners={winners}
                labels={{ title: t('demo.lobby.winners'), place: (rank) => t('demo.lobby.place', { rank }) }}
                currency={money.symbol}
                locale={locale}
              />
            </div>
          </>
        ) : (
          <div className={styles.gridArea}>
            <GameGrid
              items={categoryGames}
              getKey={(game) => game.id}
              renderItem={card}
              labels={gridLabels(t)}
              columns={category === 'LIVE' ? 2 : 3}
              empty={
                <EmptyState
                  title={t('demo.lobby.emptyTitle')}
                  description={t('demo.lobby.emptyHint')}
                  action={{ label: t('common.login'), onClick: onLogin }}
                />
              }
            />
          </div>
        )}
      </main>
      <Footer current="home" onSelect={() => undefined} />
    </>
  );
}
