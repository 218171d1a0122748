import {
  noIssues,
  useApplyDailySalary,
  useDailySalaryCurrent,
  useDailySalaryHistory,
  useDailySalaryQuery,
  useFormIssues,
  useProcessDailySalary,
  useSession,
  yesterday,
  type Issues,
  type SalaryStatus,
} from '@whitelabel/core/hooks';
import { daysBefore, utcDay } from '@whitelabel/core';
import { buttonClass, TextField } from '@whitelabel/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { itemRowHeight, Loaded, Pager, useErrorIssue, useErrorText } from '../../app/states.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from '../../app/ui.css.js';
import { SalaryItem } from './SalaryItem.js';

const pageSize = 10;
/** A daily salary can be applied for a finished day of the last 7 (the reference server's rule, decisions.md). */
const salaryApplyDays = 7;
const statuses: readonly SalaryStatus[] = ['APPLIED', 'ACCRUING', 'APPROVED', 'REJECTED', 'PAID'];

/** Daily salary: today's (current), applying for a day, the team's applications to process, history. */
export default function SalaryTab() {
  const { t } = useTranslation();
  const current = useDailySalaryCurrent();
  return (
    <>
      <section className={styles.card} aria-labelledby="salary-current-heading">
        <h3 id="salary-current-heading" className={styles.subheading}>
          {t('agent.salary.current')}
        </h3>
        <Loaded result={current} rows={1} rowHeight={itemRowHeight}>
          {(loaded) => (
            <ul className={styles.list}>
              <SalaryItem salary={loaded} />
            </ul>
          )}
        </Loaded>
      </section>
      <ApplySection />
      <ProcessSection />
      <HistorySection />
    </>
  );
}

/** A whole day (the date input gives yyyy-mm-dd, or nothing while incomplete). */
const checkDate = (date: string): Issues<'date'> => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? {} : { date: { key: 'agent.salary.dateRequired' } });

function ApplySection() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorIssue = useErrorIssue({ ALREADY_APPLIED: 'agent.salary.alreadyApplied', VALIDATION_FAILED: 'agent.salary.dateOutOfRange' });
  const apply = useApplyDailySalary();
  const [date, setDate] = useState(() => yesterday());
  const [bounds] = useState(() => {
    const now = new Date();
    return { min: utcDay(daysBefore(now, salaryApplyDays)), max: yesterday(now) };
  });
  const { errors, check, fail } = useFormIssues(checkDate, { values: date });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!noIssues(check(date))) return;
    apply.mutate(
      { date },
      {
        onSuccess: () => void toast.success('agent.salary.applied', { values: { date } }),
        onError: (failure) => fail('date', errorIssue(failure)),
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="salary-apply-heading">
      <h3 id="salary-apply-heading" className={styles.subheading}>
        {t('agent.salary.apply')}
      </h3>
      <p className={styles.muted}>{t('agent.salary.applyHint', { days: salaryApplyDays })}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t('agent.salary.date')} type="date" value={date} min={bounds.min} max={bounds.max} onChange={setDate} required error={errors.date} />
        <button type="submit" className={buttonClass()} disabled={apply.isPending}>
          {t('agent.salary.applySubmit')}
        </button>
      </form>
    </section>
  );
}

function ProcessSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText({ ALREADY_APPLIED: 'agent.salary.alreadyProcessed' });
  const { userName } = useSession();
  const [status, setStatus] = useState<SalaryStatus>('APPLIED');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const query = useDailySalaryQuery({ status, account, pageNo: page, pageSize });
  const process = useProcessDailySalary();

  const act = (salaryId: string, action: 'APPROVE' | 'REJECT') =>
    process.mutate(
      { salaryId, action },
      {
        onSuccess: (salary) =>
          void toast.success(action === 'APPROVE' ? 'agent.salary.approved' : 'agent.salary.rejected', { values: { account: salary.account } }),
        onError: (error) => void toast.error('agent.errorWith', { values: { message: errorText(error) } }),
      },
    );

  return (
    <section className={styles.card} aria-labelledby="salary-process-heading">
      <h3 id="salary-process-heading" className={styles.subheading}>
        {t('agent.salary.team')}
      </h3>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t('agent.salary.status')}</span>
          <select className={styles.select} value={status} onChange={(event) => (setStatus(event.target.value as SalaryStatus), setPage(1))}>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {t(`agent.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.field}>
          <TextField label={t('agent.team.search')} value={account} onChange={(value) => (setAccount(value.trim()), setPage(1))} autoCapitalize="off" />
        </div>
      </div>
      <Loaded result={query} isEmpty={(loaded) => loaded.list.length === 0} empty={t('agent.salary.teamEmpty')}>
        {(loaded) => (
          <>
            <ul className={styles.list} aria-label={t('agent.salary.team')}>
              {loaded.list.map((salary) => (
                <SalaryItem key={salary.salaryId} salary={salary} showAccount>
                  {salary.status === 'APPLIED' && salary.account !== userName ? (
                    <div className={styles.row}>
                      <button
                        type="button"
                        className={buttonClass()}
                        disabled={process.isPending}
                        onClick={() => act(salary.salaryId, 'APPROVE')}
                        aria-label={t('agent.salary.approveFor', { account: salary.account, date: salary.date })}
                      >
                        {t('agent.salary.approve')}
                      </button>
                      <button
                        type="button"
                        className={buttonClass({ variant: 'danger' })}
                        disabled={process.isPending}
                        onClick={() => act(salary.salaryId, 'REJECT')}
                        aria-label={t('agent.salary.rejectFor', { account: salary.account, date: salary.date })}
                      >
                        {t('agent.salary.reject')}
                      </button>
                    </div>
                  ) : null}
                </SalaryItem>
              ))}
            </ul>
            <Pager page={loaded.pageNum} totalPages={loaded.totalPages} onPage={setPage} busy={query.isFetching} />
          </>
        )}
      </Loaded>
    </section>
  );
}

function HistorySection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useDailySalaryHistory({ pageNo: page, pageSize });
  return (
    <section className={styles.card} aria-labelledby="salary-history-heading">
      <h3 id="salary-history-heading" className={styles.subheading}>
        {t('agent.salary.history')}
      </h3>
      <Loaded result={history} isEmpty={(loaded) => loaded.list.length === 0} empty={t('agent.salary.historyEmpty')}>
        {(loaded) => (
          <>
            <ul className={styles.list} aria-label={t('agent.salary.history')}>
              {loaded.list.map((salary) => (
                <SalaryItem key={salary.salaryId} salary={salary} />
              ))}
            </ul>
            <Pager page={loaded.pageNum} totalPages={loaded.totalPages} onPage={setPage} busy={history.isFetching} />
          </>
        )}
      </Loaded>
    </section>
  );
}
