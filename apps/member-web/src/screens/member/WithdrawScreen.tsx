import { ApiClientError, type Schema } from '@whitelabel/api';
import { checkAmount, cleanAmountInput, dayRangeOf, normaliseAmount, type DateRangePreset } from '@whitelabel/core';
import { useBankCards, useBindBankCard, useMerchantWallet, useSecurityConfig, useSetWithdrawalPassword, useWithdraw, useWithdrawReport } from '@whitelabel/core/hooks';
import { EmptyState, PasswordField, Popup, Skeleton, TextField } from '@whitelabel/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import { noIssues, useFormIssues, type Issues } from '../../app/form-issues.js';
import { useToast } from '../../app/toast.js';
import * as styles from './member.css.js';
import { DateRangeChips, DateTime, ErrorNotice, errorKey, ListSkeleton, LoadMore, MemberOnly, Money, StatusBadge, Tabs, useMoneyValues } from './parts.js';

type Card = Schema<'BankCard'>;
const sixDigits = /^\d{6}$/;

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

/** First-time setup of the withdrawal password (six digits). */
function SetWithdrawalPassword() {
  const { t } = useTranslation();
  const toast = useToast();
  const setPassword = useSetWithdrawalPassword();
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, check } = useFormIssues((values: { password: string; confirm: string }) => {
    const issues: Issues<'password' | 'confirm'> = {};
    if (!sixDigits.test(values.password)) issues.password = { key: 'withdraw.password.format' };
    if (values.confirm !== values.password) issues.confirm = { key: 'validation.password.notMatch' };
    return issues;
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!noIssues(check({ password, confirm }))) return;
    setPassword.mutate({ newPassword: password, confirmNewPassword: confirm }, { onSuccess: () => toast.success('withdraw.password.set'), onError: (failure) => toast.error(errorKey(failure)) });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="set-withdrawal-password">
      <h2 id="set-withdrawal-password" className={styles.sectionTitle}>
        {t('withdraw.password.setTitle')}
      </h2>
      <p className={styles.note}>{t('withdraw.password.setIntro')}</p>
      <PasswordField label={t('withdraw.password.new')} value={password} onChange={setPasswordValue} inputMode="numeric" maxLength={6} autoComplete="new-password" required error={errors.password} toggleLabel={t('withdraw.password.show')} />
      <PasswordField label={t('withdraw.password.confirm')} value={confirm} onChange={setConfirm} inputMode="numeric" maxLength={6} autoComplete="new-password" required error={errors.confirm} toggleLabel={t('withdraw.password.show')} />
      <button type="submit" className={styles.buttonBlock} disabled={setPassword.isPending}>
        {t('withdraw.password.save')}
      </button>
    </form>
  );
}

/** Bind a bank card (security operation; needs the withdrawal password). */
function BindCardPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const bind = useBindBankCard();
  const [form, setForm] = useState({ bankName: '', bankCode: '', accountName: '', accountNo: '', branch: '', withdrawalPassword: '' });
  const { errors, check, fail } = useFormIssues((values: typeof form) => {
    const issues: Issues<keyof typeof form> = {};
    if (!values.bankName.trim()) issues.bankName = { key: 'validation.required' };
    if (!/^[A-Za-z0-9]{2,32}$/.test(values.bankCode.trim())) issues.bankCode = { key: 'withdraw.card.codeFormat' };
    if (!values.accountName.trim()) issues.accountName = { key: 'validation.required' };
    if (!/^\d{6,30}$/.test(values.accountNo)) issues.accountNo = { key: 'withdraw.card.numberFormat' };
    if (!values.withdrawalPassword) issues.withdrawalPassword = { key: 'withdraw.password.required' };
    return issues;
  });
  const field = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!noIssues(check(form))) return;
    bind.mutate(
      {
        bankName: form.bankName.trim(),
        bankCode: form.bankCode.trim().toUpperCase(),
        accountName: form.accountName.trim(),
        accountNo: form.accountNo,
        withdrawalPassword: form.withdrawalPassword,
        ...(form.branch.trim() ? { branch: form.branch.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success('withdraw.card.bound');
          setForm({ bankName: '', bankCode: '', accountName: '', accountNo: '', branch: '', withdrawalPassword: '' });
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiClientError && failure.code === 'PAYMENT_PASSWORD_WRONG') fail('withdrawalPassword', { key: errorKey(failure) });
          else toast.error(errorKey(failure));
        },
      },
    );
  };
  return (
    <Popup open={open} onClose={onClose} label={t('withdraw.card.add')} title={t('withdraw.card.add')} closeLabel={t('deposit.close')} placement="bottom">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t('withdraw.card.bankName')} value={form.bankName} onChange={field('bankName')} maxLength={64} required error={errors.bankName} />
        <TextField label={t('withdraw.card.bankCode')} value={form.bankCode} onChange={field('bankCode')} maxLength={32} autoCapitalize="characters" required error={errors.bankCode} hint={t('withdraw.card.bankCodeHint')} />
        <TextField label={t('withdraw.card.accountName')} value={form.accountName} onChange={field('accountName')} maxLength={64} autoComplete="name" required error={errors.accountName} />
        <TextField label={t('withdraw.card.accountNo')} value={form.accountNo} onChange={(value) => field('accountNo')(value.replace(/\D/g, ''))} inputMode="numeric" maxLength={30} required error={errors.accountNo} />
        <TextField label={t('withdraw.card.branch')} value={form.branch} onChange={field('branch')} maxLength={64} />
        <PasswordField label={t('withdraw.password.label')} value={form.withdrawalPassword} onChange={field('withdrawalPassword')} inputMode="numeric" autoComplete="off" required error={errors.withdrawalPassword} toggleLabel={t('withdraw.password.show')} />
        <button type="submit" className={styles.buttonBlock} disabled={bind.isPending}>
          {t('withdraw.card.bind')}
        </button>
      </form>
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
          <input className={styles.radio} type="radio" name="withdraw-card" value={card.cardId} checked={card.cardId === value} onChange={() => onChange(card.cardId)} />
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
  const wallet = useMerchantWallet();
  const withdraw = useWithdraw();
  const [cardId, setCardId] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const { errors, check, fail } = useFormIssues((values: { amount: string; password: string }) => {
    const issues: Issues<'amount' | 'password'> = {};
    const problem = checkAmount(values.amount, { balance: wallet.data?.balance });
    if (problem) issues.amount = problem;
    if (!values.password) issues.password = { key: 'withdraw.password.required' };
    return issues;
  }, useMoneyValues());
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
  if (!security.data.withdrawalPasswordSet) return <SetWithdrawalPassword />;
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
          else if (error instanceof ApiClientError && (error.code === 'INSUFFICIENT_BALANCE' || error.code === 'VALIDATION_FAILED')) fail('amount', { key: errorKey(error) });
          else toast.error(errorKey(error));
        },
      },
    );
  };

  return (
    <>
      {cards.data.length === 0 ? (
        <EmptyState title={t('withdraw.card.none')} description={t('withdraw.card.noneHint')} action={{ label: t('withdraw.card.add'), onClick: () => setBinding(true) }} />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('withdraw.form')}>
          <CardChoice cards={cards.data} value={chosen?.cardId ?? ''} onChange={setCardId} />
          {cards.data.length < 5 && (
            <button type="button" className={styles.buttonSecondary} onClick={() => setBinding(true)}>
              {t('withdraw.card.add')}
            </button>
          )}
          <TextField
            label={t('wallet.amount.label')}
            value={amount}
            onChange={(text) => setAmount(cleanAmountInput(text))}
            inputMode="decimal"
            autoComplete="off"
            required
            error={errors.amount}
            end={
              wallet.data ? (
                <button type="button" className={styles.chip} onClick={() => setAmount(wallet.data!.balance)}>
                  {t('withdraw.all')}
                </button>
              ) : undefined
            }
          />
          <PasswordField label={t('withdraw.password.label')} value={password} onChange={setPassword} inputMode="numeric" autoComplete="off" required error={errors.password} toggleLabel={t('withdraw.password.show')} />
          <button type="submit" className={styles.buttonBlock} disabled={withdraw.isPending} aria-busy={withdraw.isPending || undefined}>
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
          <LoadMore shown={report.rows.length} total={report.totalCount} hasMore={report.hasNextPage} loading={report.isFetchingNextPage} onMore={() => void report.fetchNextPage()} />
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
