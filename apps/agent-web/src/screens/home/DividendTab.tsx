import type { Schema } from '@whitelabel/api';
import {
  noIssues,
  useDividendCurrent,
  useDividendHistory,
  useDividendInfo,
  useFormIssues,
  usePayoutDividend,
  useSession,
  type Issues,
} from '@whitelabel/core/hooks';
import { buttonClass, PasswordField, Popup } from '@whitelabel/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format.js';
import { itemRowHeight, Loaded, Pager, useErrorIssue, type LoadedProps } from '../../app/states.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from '../../app/ui.css.js';
import { StatusBadge } from './SalaryItem.js';
import { TierTable } from '../TierTable.js';

const pageSize = 10;
type Dividend = Schema<'Dividend'>;

/** Dividends: the running period, the contract (period, tiers, next payout), history and payouts. */
export default function DividendTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const current = useDividendCurrent();
  const info = useDividendInfo();
  return (
    <>
      <section className={styles.card} aria-labelledby="dividend-current-heading">
        <h3 id="dividend-current-heading" className={styles.subheading}>
          {t('agent.dividend.current')}
        </h3>
        <Loaded result={current} rows={1} rowHeight={itemRowHeight}>
          {(loaded) => (
            <ul className={styles.list}>
              <DividendItem dividend={loaded} />
            </ul>
          )}
        </Loaded>
      </section>
      <section className={styles.card} aria-labelledby="dividend-info-heading">
        <h3 id="dividend-info-heading" className={styles.subheading}>
          {t('agent.dividend.info')}
        </h3>
        {/* The period, the next payout and a tier table of two or three rows: 184 px at 360 px wide. */}
        <Loaded result={info} rows={1} rowHeight="11.5rem">
          {(loaded) => (
            <>
              <dl className={styles.details}>
                <dt>{t('agent.dividend.period')}</dt>
                <dd>{t(`contract.periods.${loaded.period}`)}</dd>
                <dt>{t('agent.dividend.nextPayout')}</dt>
                <dd>{format.date(loaded.nextPayoutDate)}</dd>
              </dl>
              <TierTable tiers={loaded.tiers} />
            </>
          )}
        </Loaded>
      </section>
      <HistorySection after={[current, info]} />
    </>
  );
}

function DividendItem({ dividend, showAccount, children }: { dividend: Dividend; showAccount?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const period = `${format.date(dividend.periodStart)} – ${format.date(dividend.periodEnd)}`;
  return (
    <li className={styles.item}>
      <div className={styles.spread}>
        <h4 className={styles.subheading}>{showAccount ? dividend.account : period}</h4>
        <StatusBadge status={dividend.status} />
      </div>
      <dl className={styles.details}>
        {showAccount ? (
          <>
            <dt>{t('agent.dividend.period')}</dt>
            <dd>{period}</dd>
          </>
        ) : null}
        <dt>{t('agent.dividend.profit')}</dt>
        <dd>{format.money(dividend.profit)}</dd>
        <dt>{t('agent.dividend.rate')}</dt>
        <dd>{format.percent(dividend.rate)}</dd>
        <dt>{t('agent.dividend.amount')}</dt>
        <dd>{format.money(dividend.amount)}</dd>
      </dl>
      {children}
    </li>
  );
}

function HistorySection({ after }: { after: LoadedProps<unknown>['after'] }) {
  const { t } = useTranslation();
  const { userName } = useSession();
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<Dividend | null>(null);
  const history = useDividendHistory({ pageNo: page, pageSize });
  return (
    <section className={styles.card} aria-labelledby="dividend-history-heading">
      <h3 id="dividend-history-heading" className={styles.subheading}>
        {t('agent.dividend.history')}
      </h3>
      <Loaded result={history} after={after} isEmpty={(loaded) => loaded.list.length === 0} empty={t('agent.dividend.historyEmpty')}>
        {(loaded) => (
          <>
            <ul className={styles.list} aria-label={t('agent.dividend.history')}>
              {loaded.list.map((dividend) => (
                <DividendItem key={dividend.dividendId} dividend={dividend} showAccount>
                  {dividend.status === 'PENDING' && dividend.account !== userName ? (
                    <button
                      type="button"
                      className={buttonClass()}
                      onClick={() => setPaying(dividend)}
                      aria-label={t('agent.dividend.payoutFor', { account: dividend.account })}
                    >
                      {t('agent.dividend.payout')}
                    </button>
                  ) : null}
                </DividendItem>
              ))}
            </ul>
            <Pager page={loaded.pageNum} totalPages={loaded.totalPages} onPage={setPage} busy={history.isFetching} />
          </>
        )}
      </Loaded>
      <PayoutPopup dividend={paying} onClose={() => setPaying(null)} />
    </section>
  );
}

/** The withdrawal password a payout needs. */
const checkPassword = (password: string): Issues<'password'> => (password ? {} : { password: { key: 'agent.transfer.passwordRequired' } });

function PayoutPopup({ dividend, onClose }: { dividend: Dividend | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const errorIssue = useErrorIssue({ ALREADY_APPLIED: 'agent.dividend.alreadyPaid' });
  const payout = usePayoutDividend();
  const [password, setPassword] = useState('');
  const { errors, formError, check, failForm, reset } = useFormIssues(checkPassword, { values: password });

  const close = () => {
    setPassword('');
    reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dividend) return;
    failForm(undefined);
    if (!noIssues(check(password))) return;
    payout.mutate(
      { dividendId: dividend.dividendId, withdrawalPassword: password },
      {
        onSuccess: (paid) => {
          toast.success('agent.dividend.paid', { values: { account: paid.account, amount: format.money(paid.amount) } });
          close();
        },
        onError: (failure) => failForm(errorIssue(failure)),
      },
    );
  };

  return (
    <Popup
      open={dividend !== null}
      onClose={close}
      label={t('agent.dividend.payout')}
      title={t('agent.dividend.payoutFor', { account: dividend?.account ?? '' })}
      closeLabel={t('agent.close')}
      placement="bottom"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>{t('agent.dividend.payoutConfirm', { amount: format.money(dividend?.amount), account: dividend?.account ?? '' })}</p>
        <PasswordField
          label={t('agent.transfer.password')}
          toggleLabel={t('agent.login.showPassword')}
          inputMode="numeric"
          autoComplete="off"
          value={password}
          onChange={setPassword}
          required
          error={errors.password}
        />
        {formError ? (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className={buttonClass({ block: true })} disabled={payout.isPending}>
          {t('agent.dividend.payout')}
        </button>
      </form>
    </Popup>
  );
}
