import { Accordion, BalanceDisplay, EmptyState, GameGridSkeleton, HomeHeader, Icon, MenuGrid, PasswordField, TextField, visuallyHidden } from '@whitelabel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoMoney } from '../themes.js';
import { announcementsInFull, unreadAnnouncements } from '../fixtures.js';
import { Logo } from './Logo.js';
import * as styles from './screens.css.js';

export interface KitProps {
  merchantName: string;
  locale: string;
  /** The merchant's currency symbol and decimals. */
  money: DemoMoney;
}

/**
 * The kit's states the composed screens do not show: the logged-in header with the balance, field
 * errors and hints, the member menu grid, an accordion with unread items, the loading skeleton and
 * the empty state.
 */
export function Kit({ merchantName, locale, money }: KitProps) {
  const { t } = useTranslation();
  const [masked, setMasked] = useState(false);
  const [username, setUsername] = useState('somchai88');
  const [mobile, setMobile] = useState('08123');
  const [password, setPassword] = useState('Demo1234');
  const menuItem = (
    id: 'deposit' | 'withdraw' | 'records' | 'rewards' | 'profile' | 'notices',
    icon: 'wallet' | 'refresh' | 'inbox' | 'gift' | 'user' | 'megaphone',
  ) => ({
    id,
    label: t(`demo.kit.${id}`),
    icon: <Icon name={icon} />,
    onSelect: () => undefined,
  });

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
        onLogo={() => undefined}
        onNotices={() => undefined}
        unreadCount={unreadAnnouncements}
        loggedIn
        onCashCenter={() => undefined}
        balance={
          <BalanceDisplay
            amount={1_520.75}
            currency={money.symbol}
            fractionDigits={money.decimals}
            locale={locale}
            masked={masked}
            onToggleMask={() => setMasked((value) => !value)}
            labels={{
              balance: t('demo.kit.balance'),
              hidden: t('demo.kit.hidden'),
              show: t('demo.kit.show'),
              hide: t('demo.kit.hide'),
              refresh: t('demo.kit.refresh'),
            }}
          />
        }
      />
      <main className={`${styles.stack} ${styles.inset}`}>
        <h1 className={visuallyHidden}>{t('demo.kit.title')}</h1>
        <MenuGrid
          label={t('demo.kit.menu')}
          title={t('demo.kit.menu')}
          items={[
            menuItem('deposit', 'wallet'),
            menuItem('withdraw', 'refresh'),
            menuItem('records', 'inbox'),
            menuItem('rewards', 'gift'),
            menuItem('profile', 'user'),
            menuItem('notices', 'megaphone'),
          ]}
        />
        <section className={styles.stack} aria-labelledby="kit-fields">
          <h2 id="kit-fields" className={styles.sectionTitle}>
            {t('demo.kit.fields')}
          </h2>
          <TextField label={t('demo.account.username')} value={username} onChange={setUsername} required hint={t('demo.kit.usernameHint')} autoComplete="off" />
          <TextField
            label={t('demo.account.mobile')}
            value={mobile}
            onChange={setMobile}
            required
            error={t('demo.kit.mobileError')}
            inputMode="numeric"
            autoComplete="off"
          />
          <PasswordField
            label={t('demo.account.password')}
            value={password}
            onChange={setPassword}
            toggleLabel={t('demo.account.showPassword')}
            autoComplete="off"
          />
        </section>
        <section className={styles.stack} aria-labelledby="kit-notices">
          <h2 id="kit-notices" className={styles.sectionTitle}>
            {t('demo.kit.notices')}
          </h2>
          <Accordion
            headingLevel={3}
            unreadLabel={t('demo.kit.unread')}
            defaultExpandedIds={[announcementsInFull[0]?.id ?? '']}
            items={announcementsInFull.slice(0, 3).map((notice) => ({
              id: notice.id,
              title: notice.title,
              meta: notice.date,
              unread: notice.unread,
              content: <p className={styles.noticeText}>{notice.text}</p>,
            }))}
          />
        </section>
        <section className={styles.stack} aria-labelledby="kit-loading">
          <h2 id="kit-loading" className={styles.sectionTitle}>
            {t('demo.kit.loading')}
          </h2>
          <GameGridSkeleton label={t('common.loading')} count={3} />
        </section>
        <EmptyState title={t('demo.kit.empty')} description={t('demo.kit.emptyHint')} action={{ label: t('demo.kit.deposit'), onClick: () => undefined }} />
      </main>
    </>
  );
}
