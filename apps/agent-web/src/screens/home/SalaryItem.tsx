import type { Schema } from '@whitelabel/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format.js';
import * as styles from '../../app/ui.css.js';

const tone = { ACCRUING: 'neutral', APPLIED: 'neutral', APPROVED: 'good', PAID: 'good', REJECTED: 'bad', PENDING: 'neutral' } as const;

export function StatusBadge({ status }: { status: keyof typeof tone }) {
  const { t } = useTranslation();
  return <span className={styles.badge[tone[status]]}>{t(`agent.status.${status}`)}</span>;
}

/** One daily salary: day, account, team turnover, active members, rate, amount, status. */
export function SalaryItem({ salary, showAccount, children }: { salary: Schema<'DailySalary'>; showAccount?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className={styles.item}>
      <div className={styles.spread}>
        <h4 className={styles.subheading}>{showAccount ? `${salary.account} · ${format.date(salary.date)}` : format.date(salary.date)}</h4>
        <StatusBadge status={salary.status} />
      </div>
      <dl className={styles.details}>
        <dt>{t('agent.salary.turnover')}</dt>
        <dd>{format.money(salary.turnover)}</dd>
        <dt>{t('agent.salary.activeMembers')}</dt>
        <dd>{salary.activeMembers}</dd>
        <dt>{t('agent.salary.rate')}</dt>
        <dd>{format.percent(salary.rate)}</dd>
        <dt>{t('agent.salary.amount')}</dt>
        <dd>{format.money(salary.amount)}</dd>
      </dl>
      {children}
    </li>
  );
}
