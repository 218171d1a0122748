import { kpiRange, useContractRequest, useLogout, useMemberInfo, useSession, useTeamKpi, useWallet, type KpiPeriod } from '@whitelabel/core/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '../../app/format.js';
import { contractPaths } from '../../app/paths.js';
import { Loaded } from '../../app/states.js';
import * as styles from '../../app/ui.css.js';
import { buttonClass } from '@whitelabel/ui';

const periods: readonly KpiPeriod[] = ['today', 'week', 'month'];

/** Account, wallet, team KPI over a period, the contract screens and logout. */
export default function OverviewTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const { userName } = useSession();
  const info = useMemberInfo();
  const wallet = useWallet();
  const [period, setPeriod] = useState<KpiPeriod>('month');
  const range = useMemo(() => kpiRange(period), [period]);
  const kpi = useTeamKpi(range);
  const logout = useLogout();
  const contracts = [useContractRequest('salary'), useContractRequest('dividend'), useContractRequest('hour')];

  const figures = kpi.data
    ? ([
        ['teamSize', String(kpi.data.teamSize)],
        ['newMembers', String(kpi.data.newMembers)],
        ['activeMembers', String(kpi.data.activeMembers)],
        ['turnover', format.money(kpi.data.turnover)],
        ['depositAmount', format.money(kpi.data.depositAmount)],
        ['withdrawAmount', format.money(kpi.data.withdrawAmount)],
        ['netWinLoss', format.money(kpi.data.netWinLoss)],
        ['commission', format.money(kpi.data.commission)],
      ] as const)
    : [];

  return (
    <>
      <section className={styles.card} aria-labelledby="account-heading">
        <h3 id="account-heading" className={styles.subheading}>
          {t('agent.overview.account')}
        </h3>
        <dl className={styles.details}>
          <dt>{t('agent.overview.userName')}</dt>
          <dd>{info.data?.account ?? userName}</dd>
          <dt>{t('agent.overview.balance')}</dt>
          <dd>{wallet.isPending ? t('common.loading') : wallet.data ? format.money(wallet.data.sumBalance) : '—'}</dd>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="kpi-heading">
        <div className={styles.spread}>
          <h3 id="kpi-heading" className={styles.subheading}>
            {t('agent.kpi.title')}
          </h3>
          <label className={styles.row}>
            <span className={styles.muted}>{t('agent.kpi.period')}</span>
            <select className={styles.select} value={period} onChange={(event) => setPeriod(event.target.value as KpiPeriod)}>
              {periods.map((value) => (
                <option key={value} value={value}>
                  {t(`agent.kpi.periods.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {/* The range line and the figures in two columns, four rows: 310 px at 360 px wide. */}
        <Loaded result={kpi} rows={4} rowHeight="4.5rem">
          {(loaded) => (
            <>
              <p className={styles.muted}>{t('agent.kpi.range', { from: format.date(loaded.from), to: format.date(loaded.to) })}</p>
              <dl className={styles.stats}>
                {figures.map(([key, value]) => (
                  <div key={key} className={styles.stat}>
                    <dt className={styles.statLabel}>{t(`agent.kpi.${key}`)}</dt>
                    <dd className={styles.statValue}>{value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </Loaded>
      </section>

      <section className={styles.card} aria-labelledby="contracts-heading">
        <h3 id="contracts-heading" className={styles.subheading}>
          {t('contract.title')}
        </h3>
        <ul className={styles.list}>
          {(['salary', 'dividend', 'hour'] as const).map((kind, index) => {
            const pending = contracts[index]?.data?.pending === true;
            return (
              <li key={kind} className={styles.spread}>
                <Link to={contractPaths[kind]} className={styles.link}>
                  {t(`contract.${kind}.title`)}
                </Link>
                {pending ? <span className={styles.badge.good}>{t('contract.pendingBadge')}</span> : null}
              </li>
            );
          })}
        </ul>
      </section>

      <button
        type="button"
        className={buttonClass({ variant: 'danger', block: true })}
        disabled={logout.isPending}
        // The session ends at once; the agent screens' guard then shows the agent login.
        onClick={() => logout.mutate()}
      >
        {t('agent.logout')}
      </button>
    </>
  );
}
