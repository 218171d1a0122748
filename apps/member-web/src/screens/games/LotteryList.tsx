import { ApiClientError } from '@whitelabel/api';
import { useApi, useLotteries } from '@whitelabel/core/hooks';
import { EmptyState, SkeletonGroup, Skeleton } from '@whitelabel/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LotteryLinks } from '../lottery/LotteryLinks.js';
import * as styles from './games.css.js';

export interface LotteryListProps {
  type: 'LOTT' | 'ELOTT';
  /** The chosen provider; tapping a lottery shows its provider's games. */
  selectedVendor: string | null;
  onSelectVendor: (vassalage: string) => void;
}

/**
 * The lotteries of a lottery page (spec section 2: /m/lott and /m/elott list lotteries, without
 * search or hearts): name, provider, sales status, issue open for bets and the next draw time.
 */
export function LotteryList({ type, selectedVendor, onSelectVendor }: LotteryListProps) {
  const { t, i18n } = useTranslation();
  const { language } = useApi();
  const headingId = useId();
  const lotteries = useLotteries(type);
  const time = new Intl.DateTimeFormat(i18n.language || language, { hour: '2-digit', minute: '2-digit', month: '2-digit', day: '2-digit' });

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('games.lottery.title')}
      </h2>
      <LotteryLinks />
      {lotteries.isPending ? (
        <SkeletonGroup label={t('games.grid.loading')}>
          <Skeleton shape="rect" height="64px" />
          <Skeleton shape="rect" height="64px" />
        </SkeletonGroup>
      ) : lotteries.isError ? (
        <p role="alert" className={styles.error}>
          {t(lotteries.error instanceof ApiClientError ? lotteries.error.messageKey : 'errors.UNKNOWN_ERROR')}
        </p>
      ) : lotteries.data.length === 0 ? (
        <EmptyState title={t('games.lottery.empty')} />
      ) : (
        <ul className={styles.lotteryList}>
          {lotteries.data.map((lottery) => (
            <li key={lottery.lotteryCode}>
              <button
                type="button"
                className={styles.lotteryCard}
                aria-pressed={selectedVendor === lottery.vassalage}
                onClick={() => onSelectVendor(lottery.vassalage)}
              >
                <img className={styles.lotteryIcon} src={lottery.iconUrl} alt="" width={40} height={40} loading="lazy" />
                <span className={styles.lotteryText}>
                  <span className={styles.lotteryName} dir="auto">
                    {lottery.name}
                  </span>
                  <span className={styles.muted}>
                    {t('games.lottery.issue', { issue: lottery.currentIssue })} ·{' '}
                    {t('games.lottery.nextDraw', { time: time.format(new Date(lottery.nextDrawAt)) })}
                  </span>
                  <span className={styles.muted}>{lottery.playTypes.map((play) => t(`games.lottery.playTypes.${play}`)).join(' · ')}</span>
                </span>
                <span className={styles.status} data-status={lottery.status}>
                  {t(`games.lottery.status.${lottery.status}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
