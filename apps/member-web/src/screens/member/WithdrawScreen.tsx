import { ApiClientError, type Schema } from '@whitelabel/api';
import { canBindAnotherCard, cleanAmountInput, dayRangeOf, normaliseAmount, type DateRangePreset } from '@whitelabel/core';
import {
  type Issues,
  noIssues,
  useBankCards,
  useFormIssues,
  useMerchantWallet,
  useMoneyFormat,
  useSecurityConfig,
  useWithdraw,
  useWithdrawBanks,
  useWithdrawReport,
} from '@whitelabel/core/hooks';
import { buttonClass, EmptyState, PasswordField, Popup, Skeleton, TextField } from '@whitelabel/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import { useToast } from '@whitelabel/app-shell';
import { BindCardForm, SecondaryPasswordForm } from '../security/forms.js';
import * as styles from './member.css.js';
import {
  DateRangeChips,
  DateTime,
  ErrorNotice,
  errorKey,
  ListSkeleton,
  LoadMore,
  MemberOnly,
  Money,
  StatusBadge,
  Tabs,
  useLimitsText,
  useMoneyValues,
} from './parts.js';

type Card = Schema<'BankCard'>;

function BalanceSummary() {
  const { t } = useTranslation();
  const wallet = useMerchantWallet();
  if (wallet.isError) return <ErrorNotice error={wallet.error} onRetry={() => void wallet.refetch()} />;
  if (!wallet.data) return <Skeleton shape="rect" height="72px" />;
  return (
    <section className={styles.card} aria-labelledby="withdraw-balance">
      <h2 id="withdraw-balance" className={styles.sectionTitle}>
        {t('withdraw.available')}
      </h2>
      <p className={styles.big} aria-live="polite">
        <Money value={wallet.data.balance} currency={wallet.data.currency} />
      </p>
      {wallet.data.lockedBalance !== '0.00' && (
        <p className={styles.muted}>
          {t('withdraw.locked')} <Money value={wallet.data.lockedBalance} />
        </p>
      )}
    </section>
  );
}

/** Bind a bank card from the bank list (security operation; needs the withdrawal password). */
function BindCardPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup open={open} onClose={onClose} label={t('withdraw.card.add')} title={t('withdraw.card.add')} closeLabel={t('deposit.close')} placement="bottom">
      {open && <BindCardForm onDone={onClose} />}
    </Popup>
  );
}

function CardChoice({ cards, value, onChange }: { cards: readonly Card[]; value: string; onChange: (cardId: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.optionList}>
      <legend className={styles.sectionTitle}>{t('withdraw.card.choose')}</legend>
      {cards.map((card) => (
        <label key={card.cardId} className={styles.option}>
          <input
            className={styles.radio}
            type="radio"
            name="withdraw-card"
            value={card.cardId}
            checked={card.cardId === value}
            onChange={() => onChange(card.cardId)}
          />
          <span className={styles.optionBody}>
            {`${card.bankName} ${card.accountNoMasked}`}
            <span className={styles.muted}>
              {card.accountName}
              {card.isDefault ? ` · ${t('withdraw.card.default')}` : ''}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function WithdrawForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const security = useSecurityConfig();
  const cards = useBankCards();
  const banks = useWithdrawBanks();
  const wallet = useMerchantWallet();
  const withdraw = useWithdraw();
  const money = useMoneyFormat();
  const limitsText = useLimitsText();
  const [cardId, setCardId] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const { errors, check, fail } = useFormIssues(
    (values: { amount: string; password: string }) => {
      const issues: Issues<'amount' | 'password'> = {};
      // The merchant's range of one withdrawal, checked here as the server checks it.
      const problem = money.check(values.amount, { min: banks.data?.minAmount, max: banks.data?.maxAmount, balance: wallet.data?.balance });
      if (problem) issues.amount = problem;
      if (!values.password) issues.password = { key: 'withdraw.password.required' };
      return issues;
    },
    { values: { amount, password }, formatValues: useMoneyValues() },
  );
  const [binding, setBinding] = useState(false);

  const failure = security.error ?? cards.error;
  if (failure)
    return (
      <ErrorNotice
        error={failure}
        onRetry={() => {
          void security.refetch();
          void cards.refetch();
        }}
      />
    );
  if (!security.data || !cards.data) return <ListSkeleton rows={3} />;
  if (!security.data.withdrawalPasswordSet)
    return (
      <section className={styles.card} aria-labelledby="set-withdrawal-password">
        <h2 id="set-withdrawal-password" className={styles.sectionTitle}>
          {t('withdraw.password.setTitle')}
        </h2>
        <p className={styles.note}>{t('withdraw.password.setIntro')}</p>
        <SecondaryPasswordForm kind="withdrawal" isSet={false} />
      </section>
    );
  const chosen = cards.data.find((card) => card.cardId === cardId) ?? cards.data[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const found = check({ amount, password });
    const normalised = normaliseAmount(amount);
    if (!noIssues(found) || !normalised) return;
    withdraw.mutate(
      { cardId: chosen.cardId, amount: normalised, withdrawalPassword: password },
      {
        onSuccess: () => {
          toast.success('withdraw.submitted');
          setAmount('');
          setPassword('');
        },
        // The amount stays; only the wrong password is pointed out (spec section 8: nothing typed is lost).
        onError: (error) => {
          if (error instanceof ApiClientError && error.code === 'PAYMENT_PASSWORD_WRONG') fail('password', { key: errorKey(error) });
          else if (error instanceof ApiClientError && (error.code === 'INSUFFICIENT_BALANCE' || error.code === 'VALIDATION_FAILED'))
            fail('amount', { key: errorKey(error) });
          else toast.error(errorKey(error));
        },
      },
    );
  };

  return (
    <>
      {cards.data.length === 0 ? (
        <EmptyState
          title={t('withdraw.card.none')}
          description={t('withdraw.card.noneHint')}
          action={{ label: t('withdraw.card.add'), onClick: () => setBinding(true) }}
        />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('withdraw.form')}>
          <CardChoice cards={cards.data} value={chosen?.cardId ?? ''} onChange={setCardId} />
          {canBindAnotherCard(cards.data.length, banks.data?.maxCards) && (
            <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => setBinding(true)}>
              {t('withdraw.card.add')}
            </button>
          )}
          <TextField
            label={t('wallet.amount.label')}
            value={amount}
            onChange={(text) => setAmount(cleanAmountInput(text))}
            inputMode={money.decimals === 0 ? 'numeric' : 'decimal'}
            autoComplete="off"
            required
            error={errors.amount}
            hint={banks.data ? limitsText(banks.data.minAmount, banks.data.maxAmount) : undefined}
            end={
              wallet.data ? (
                <button type="button" className={styles.chip} onClick={() => setAmount(money.toInput(wallet.data!.balance))}>
                  {t('withdraw.all')}
                </button>
              ) : undefined
            }
          />
          <PasswordField
            label={t('withdraw.password.label')}
            value={password}
            onChange={setPassword}
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.password}
            toggleLabel={t('withdraw.password.show')}
          />
          <button type="submit" className={buttonClass({ block: true })} disabled={withdraw.isPending} aria-busy={withdraw.isPending || undefined}>
            {t('withdraw.submit')}
          </button>
        </form>
      )}
      <BindCardPopup open={binding} onClose={() => setBinding(false)} />
    </>
  );
}

function WithdrawReport() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRangePreset>('last7Days');
  const dayRange = useMemo(() => dayRangeOf(range), [range]);
  const report = useWithdrawReport(dayRange);
  const cards = useBankCards();
  const cardName = (cardId: string) => {
    const card = cards.data?.find((item) => item.cardId === cardId);
    return card ? `${card.bankName} ${card.accountNoMasked}` : '';
  };
  return (
    <>
      <DateRangeChips value={range} onChange={setRange} />
      {report.isError ? (
        <ErrorNotice error={report.error} onRetry={() => void report.refetch()} />
      ) : report.isPending ? (
        <ListSkeleton />
      ) : report.rows.length === 0 ? (
        <EmptyState title={t('withdraw.report.empty')} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('withdraw.report.title')}>
            {report.rows.map((order) => (
              <li key={order.orderId} className={styles.listItem}>
                <div className={styles.spread}>
                  <strong>{t('withdraw.report.order', { orderId: order.orderId })}</strong>
                  <Money value={order.amount} />
                </div>
                <div className={styles.spread}>
                  <DateTime value={order.createdAt} />
                  <StatusBadge status={order.status} />
                </div>
                <span className={styles.muted} dir="auto">
                  {cardName(order.cardId)}
                </span>
                {order.fee !== '0.00' && (
                  <span className={styles.muted}>
                    {t('withdraw.report.fee')} <Money value={order.fee} />
                  </span>
                )}
              </li>
            ))}
          </ul>
          <LoadMore shown={report.rows.length} total={report.totalCount} pages={report} />
        </>
      )}
    </>
  );
}

/** Withdraw (/m/withdraw): bound bank cards and binding a new one, amount, withdrawal password, and the withdrawal report. */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'record' ? 'record' : 'withdraw';
  const setTab = (value: 'withdraw' | 'record') => setParams(value === 'record' ? { tab: 'record' } : {}, { replace: true });
  return (
    <Page title={t('withdraw.title')}>
      <MemberOnly flag="WITHDRAW">
        <BalanceSummary />
        <Tabs
          label={t('withdraw.title')}
          tabs={[
            { value: 'withdraw', label: t('withdraw.tab') },
            { value: 'record', label: t('withdraw.report.title') },
          ]}
          value={tab}
          onChange={setTab}
        >
          {tab === 'withdraw' ? <WithdrawForm /> : <WithdrawReport />}
        </Tabs>
      </MemberOnly>
    </Page>
  );
}
