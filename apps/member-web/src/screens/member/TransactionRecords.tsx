import { dayRangeOf, transactionTotals, type DateRangePreset } from '@whitelabel/core';
import { useTransactions } from '@whitelabel/core/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './member.css.js';
import { DateRangeChips, DateTime, Loaded, LoadMore, Money } from './parts.js';

export interface TransactionRecordsProps {
  /** Transaction code listed (BET, PAYOUT, REBATE...). */
  txCode: string;
  /** Heading of the totals, translated. */
  title: string;
  /** No-data text, translated. */
  emptyText: string;
  initialRange?: DateRangePreset;
}

/**
 * Wallet transactions of one code over a day range: totals of the loaded rows, the rows newest
 * first, and load more while pages remain.
 */
export function TransactionRecords({ txCode, title, emptyText, initialRange = 'last7Days' }: TransactionRecordsProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRangePreset>(initialRange);
  const filter = useMemo(() => ({ txCode, ...dayRangeOf(range) }), [txCode, range]);
  const records = useTransactions(filter);
  const totals = useMemo(() => transactionTotals(records.rows), [records.rows]);
  return (
    <>
      <DateRangeChips value={range} onChange={setRange} />
      <Loaded result={records} isEmpty={() => records.rows.length === 0} empty={emptyText}>
        {() => (
          <>
            <section className={styles.card} aria-label={title}>
              <dl className={styles.definition}>
                <dt>{t('record.count')}</dt>
                <dd>{records.totalCount}</dd>
                <dt>{t('record.totalShown')}</dt>
                <dd>
                  <Money value={totals.net} signed />
                </dd>
              </dl>
            </section>
            <ul className={styles.list} aria-label={title}>
              {records.rows.map((row) => (
                <li key={row.id} className={styles.listItem}>
                  <div className={styles.spread}>
                    <strong>{t(`record.codes.${row.txCode}`, { defaultValue: row.txName })}</strong>
                    <Money value={row.amount} signed />
                  </div>
                  <div className={styles.spread}>
                    <DateTime value={row.createdAt} />
                    <span className={styles.muted}>
                      {t('record.balanceAfter')} <Money value={row.balanceAfter} />
                    </span>
                  </div>
                  {row.remark && <span className={styles.muted}>{t('record.reference', { reference: row.remark })}</span>}
                </li>
              ))}
            </ul>
            <LoadMore shown={records.rows.length} total={records.totalCount} pages={records} />
          </>
        )}
      </Loaded>
    </>
  );
}
