import type { Schema } from '@whitelabel/api';
import { useDrawNumbers, useLotteries, useVietnamRecentDraws, type VnDraw } from '@whitelabel/core/hooks';
import { DrawNumbers, EmptyState, PrizeTable } from '@whitelabel/ui';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import * as member from '../member/member.css.js';
import { ChoiceChips, DateTime, ErrorNotice, ListSkeleton, Loaded, Tabs, useLocale } from '../member/parts.js';
import * as styles from './lottery.css.js';
import { LotteryLinks } from './LotteryLinks.js';

type Tab = 'vn' | 'all';
type Region = Schema<'VnRegion'> | 'ALL';
const regions: readonly Region[] = ['ALL', 'NORTH', 'CENTRAL', 'SOUTH'];

/** A calendar day (YYYY-MM-DD) in the reader's language. */
const formatDay = (value: string, locale: string) =>
  new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC', numberingSystem: 'latn' });

/** A moment in the reader's language, as the records show it. */
const formatMoment = (value: string, locale: string) =>
  new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' });

/** One Vietnam draw: its prize tiers from the special prize down, as a table. */
function VnDrawCard({ draw }: { draw: VnDraw }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className={member.listItem}>
      <PrizeTable
        caption={t('lottery.results.drawOf', { province: draw.province, date: formatDay(draw.drawDate, locale) })}
        labels={{ tier: t('lottery.results.tier'), numbers: t('lottery.results.numbers') }}
        rows={draw.prizes.map((prize) => ({ id: prize.tier, label: t(`lottery.results.tiers.${prize.tier}`), numbers: prize.numbers }))}
      />
    </li>
  );
}

function VietnamResults() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const region = (regions as readonly string[]).includes(params.get('region') ?? '') ? (params.get('region') as Region) : 'ALL';
  const draws = useVietnamRecentDraws(region === 'ALL' ? null : region);
  const setRegion = (value: Region) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'ALL') next.delete('region');
        else next.set('region', value);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <ChoiceChips
        label={t('lottery.results.region')}
        options={regions.map((value) => ({ value, label: t(`lottery.results.regions.${value}`) }))}
        value={region}
        onChange={setRegion}
      />
      <Loaded result={draws} rows={2} isEmpty={(loaded) => loaded.length === 0} empty={t('lottery.results.empty')}>
        {(loaded) => (
          <ul className={member.list} aria-label={t('lottery.results.vietnam')}>
            {loaded.map((draw) => (
              <VnDrawCard key={draw.lotteryCode} draw={draw} />
            ))}
          </ul>
        )}
      </Loaded>
    </>
  );
}

function LotteryDraws() {
  const { t } = useTranslation();
  const locale = useLocale();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const lott = useLotteries('LOTT');
  const elott = useLotteries('ELOTT');
  const lotteries = useMemo(() => [...(elott.data ?? []), ...(lott.data ?? [])], [lott.data, elott.data]);
  const chosen = lotteries.find((lottery) => lottery.lotteryCode === params.get('lottery')) ?? lotteries[0];
  const draws = useDrawNumbers(chosen?.lotteryCode ?? null);
  const failure = lott.error ?? elott.error;
  if (failure) return <ErrorNotice error={failure} onRetry={() => void Promise.all([lott.refetch(), elott.refetch()])} />;
  if (lott.isPending || elott.isPending) return <ListSkeleton rows={3} />;
  if (!chosen) return <EmptyState title={t('games.lottery.empty')} />;
  const next = draws.data?.[0];
  return (
    <>
      <label className={member.label} htmlFor={selectId}>
        {t('lottery.results.lottery')}
        <select
          id={selectId}
          className={member.select}
          value={chosen.lotteryCode}
          onChange={(event) => setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), lottery: event.target.value }), { replace: true })}
        >
          {lotteries.map((lottery) => (
            <option key={lottery.lotteryCode} value={lottery.lotteryCode}>
              {lottery.name}
            </option>
          ))}
        </select>
      </label>
      <Loaded result={draws} rows={4} isEmpty={(loaded) => loaded.length === 0} empty={t('lottery.results.empty')}>
        {(loaded) => (
          <>
            {next && <p className={member.muted}>{t('lottery.results.nextDraw', { issue: next.nextIssue, time: formatMoment(next.nextDrawAt, locale) })}</p>}
            <ul className={member.list} aria-label={t('lottery.results.latestOf', { lottery: chosen.name })}>
              {loaded.map((draw) => (
                <li key={draw.issue} className={member.listItem}>
                  <div className={member.spread}>
                    <strong className={styles.breakable}>{t('lottery.results.issue', { issue: draw.issue })}</strong>
                    <DateTime value={draw.drawnAt} />
                  </div>
                  <DrawNumbers numbers={draw.numbers} label={t('lottery.results.drawnNumbers')} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Loaded>
    </>
  );
}

/**
 * Draw results (/m/lotteryResults): the latest draw of each Vietnam lottery with its prize tiers, by region, and the
 * latest draws (numero) of any lottery with the next issue. Open to guests.
 */
export default function LotteryResultsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'all' ? 'all' : 'vn';
  return (
    <Page title={t('lottery.results.title')}>
      <LotteryLinks show={['orders']} />
      <Tabs
        label={t('lottery.results.tabs')}
        tabs={[
          { value: 'vn', label: t('lottery.results.vietnam') },
          { value: 'all', label: t('lottery.results.byLottery') },
        ]}
        value={tab}
        onChange={(value: Tab) => setParams(value === 'all' ? { tab: 'all' } : {}, { replace: true })}
      >
        {tab === 'vn' ? <VietnamResults /> : <LotteryDraws />}
      </Tabs>
    </Page>
  );
}
