import type { Schema } from '@whitelabel/api';
import { cleanAmountInput, dayRangeOf, feedback, normaliseAmount, validateReceiptImage, type DateRangePreset } from '@whitelabel/core';
import {
  type Issues,
  noIssues,
  useAcceptDepositPromo,
  useDepositBanks,
  useDepositPromos,
  useDepositReport,
  useFormIssues,
  useGatewayDeposit,
  useManualDeposit,
  useMoneyFormat,
  usePaymentGateways,
  useTemplateLayout,
} from '@whitelabel/core/hooks';
import { buttonClass, EmptyState, Icon, ImagePicker, type PickedImage, Popup, TextField } from '@whitelabel/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import { useToast } from '@whitelabel/app-shell';
import * as upload from '../content/content.css.js';
import * as styles from './member.css.js';
import {
  DateRangeChips,
  DateTime,
  ErrorNotice,
  errorKey,
  ListSkeleton,
  useLimitsText,
  Loaded,
  LoadMore,
  MemberOnly,
  Money,
  StatusBadge,
  Tabs,
  useMoneyValues,
} from './parts.js';
import { WalletBalance } from './WalletBalance.js';

type Gateway = Schema<'PaymentGateway'>;
type Bank = Schema<'DepositBank'>;
type Promo = Schema<'DepositPromo'>;

/** The line under a gateway's name: its channel (unless the name says it already) and its limits. */
function gatewayDetail(gateway: Gateway, channel: string, limits: string) {
  return gateway.name.toLowerCase().includes(channel.toLowerCase()) ? limits : `${channel} · ${limits}`;
}

/** A datetime-local value for now (the transfer time defaults to the moment the form opens). */
function localNow() {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** "Min 100.00 – max 20,000.00" for a channel, in the merchant's currency ("Min 100.000 – max 200.000.000" in VND). */
function PromoSelect({ promos, value, onChange }: { promos: readonly Promo[]; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const chosen = promos.find((promo) => promo.promoId === value);
  return (
    <label className={styles.label}>
      {t('deposit.promo.label')}
      <select className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('deposit.promo.none')}</option>
        {promos.map((promo) => (
          <option key={promo.promoId} value={promo.promoId}>
            {promo.title}
          </option>
        ))}
      </select>
      {chosen && (
        <span className={styles.muted}>
          {t('deposit.promo.summary', {
            rate: chosen.bonusRate,
            max: money.format(chosen.maxBonus),
            min: money.format(chosen.minDeposit),
            times: chosen.turnoverMultiplier,
          })}
        </span>
      )}
    </label>
  );
}

function AmountField({
  value,
  onChange,
  error,
  limits,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  limits: { min: string; max: string; fixedAmounts?: readonly string[] };
}) {
  const { t } = useTranslation();
  const limitsText = useLimitsText();
  const { decimals } = useMoneyFormat();
  const presets = limits.fixedAmounts ?? [];
  return (
    <>
      {presets.length > 0 && (
        <div role="group" aria-label={t('deposit.presets')} className={styles.chips}>
          {presets.map((preset) => (
            <button key={preset} type="button" className={styles.chip} aria-pressed={normaliseAmount(value) === preset} onClick={() => onChange(preset)}>
              <Money value={preset} />
            </button>
          ))}
        </div>
      )}
      <TextField
        label={t('wallet.amount.label')}
        value={value}
        onChange={(text) => onChange(cleanAmountInput(text))}
        // A currency without decimals gets the keypad without a decimal mark; a pasted one is refused by the check.
        inputMode={decimals === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        required
        error={error}
        hint={limitsText(limits.min, limits.max)}
      />
    </>
  );
}

function GatewayForm({ gateway, promos, initialPromo }: { gateway: Gateway; promos: readonly Promo[]; initialPromo: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const toast = useToast();
  const deposit = useGatewayDeposit();
  const [amount, setAmount] = useState('');
  const [promoId, setPromoId] = useState(initialPromo);
  const { errors, check } = useFormIssues(
    (value: string): Issues<'amount'> => {
      const problem = money.check(value, { min: gateway.minAmount, max: gateway.maxAmount, fixedAmounts: gateway.fixedAmounts });
      return problem ? { amount: problem } : {};
    },
    { values: amount, formatValues: useMoneyValues() },
  );
  const normalised = normaliseAmount(amount);
  const fee = normalised && Number(gateway.feeRate) > 0 ? money.fee(normalised, gateway.feeRate) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!noIssues(check(amount)) || !normalised) return;
    const returnUrl = new URL('/m/voucherCenter?tab=record', window.location.origin).href;
    deposit.mutate(
      { gatewayId: gateway.gatewayId, channel: gateway.channel, amount: normalised, returnUrl, ...(promoId ? { promoId } : {}) },
      {
        onSuccess: (order) => {
          if (order.payUrl) {
            toast.loading('deposit.gateway.opening');
            window.location.assign(order.payUrl);
          } else toast.success('deposit.gateway.created');
        },
        onError: (failure) => toast.error(errorKey(failure)),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('deposit.gateway.form', { name: gateway.name })}>
      <AmountField
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        limits={{ min: gateway.minAmount, max: gateway.maxAmount, fixedAmounts: gateway.fixedAmounts }}
      />
      {fee && <p className={styles.muted}>{t('deposit.gateway.fee', { rate: gateway.feeRate, fee: money.format(fee) })}</p>}
      <PromoSelect promos={promos} value={promoId} onChange={setPromoId} />
      <button type="submit" className={buttonClass({ block: true })} disabled={deposit.isPending} aria-busy={deposit.isPending || undefined}>
        {t('deposit.gateway.submit')}
      </button>
    </form>
  );
}

function BankDetails({ bank }: { bank: Bank }) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = () =>
    void navigator.clipboard
      ?.writeText(bank.accountNo)
      .then(() => toast.success('deposit.manual.copied'))
      .catch(() => toast.error('deposit.manual.copyFailed'));
  return (
    <section className={styles.card} aria-label={t('deposit.manual.payTo')}>
      <h3 className={styles.sectionTitle}>{t('deposit.manual.payTo')}</h3>
      <dl className={styles.definition}>
        <dt>{t('deposit.manual.bank')}</dt>
        <dd>{bank.bankName}</dd>
        <dt>{t('deposit.manual.accountName')}</dt>
        <dd>{bank.accountName}</dd>
        <dt>{t('deposit.manual.accountNo')}</dt>
        <dd dir="ltr">{bank.accountNo}</dd>
        {bank.branch && (
          <>
            <dt>{t('deposit.manual.branch')}</dt>
            <dd>{bank.branch}</dd>
          </>
        )}
      </dl>
      <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={copy}>
        {t('deposit.manual.copy')}
      </button>
    </section>
  );
}

function ManualForm({ banks, promos, initialPromo, onDone }: { banks: readonly Bank[]; promos: readonly Promo[]; initialPromo: string; onDone: () => void }) {
  const { t } = useTranslation();
  const limitsText = useLimitsText();
  const money = useMoneyFormat();
  const toast = useToast();
  const deposit = useManualDeposit();
  const [bankId, setBankId] = useState(banks[0]?.bankId ?? '');
  const [amount, setAmount] = useState('');
  const [depositorName, setDepositorName] = useState('');
  const [transferTime, setTransferTime] = useState(localNow);
  const [referenceNo, setReferenceNo] = useState('');
  const [promoId, setPromoId] = useState(initialPromo);
  const [receipt, setReceipt] = useState<PickedImage | null>(null);
  const bank = banks.find((item) => item.bankId === bankId);
  const { errors, check } = useFormIssues(
    (values: { amount: string; depositorName: string; transferTime: string }) => {
      const issues: Issues<'amount' | 'depositorName' | 'transferTime'> = {};
      const problem = money.check(values.amount, { min: bank?.minAmount, max: bank?.maxAmount });
      if (problem) issues.amount = problem;
      if (!values.depositorName.trim()) issues.depositorName = { key: 'deposit.manual.depositorRequired' };
      if (Number.isNaN(new Date(values.transferTime).getTime())) issues.transferTime = { key: 'deposit.manual.timeRequired' };
      return issues;
    },
    { values: { amount, depositorName, transferTime }, formatValues: useMoneyValues() },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bank) return;
    const time = new Date(transferTime);
    const found = check({ amount, depositorName, transferTime });
    const normalised = normaliseAmount(amount);
    if (!noIssues(found) || !normalised) return;
    deposit.mutate(
      {
        bankId: bank.bankId,
        amount: normalised,
        depositorName: depositorName.trim(),
        transferTime: time.toISOString(),
        ...(referenceNo.trim() ? { referenceNo: referenceNo.trim() } : {}),
        ...(promoId ? { promoId } : {}),
        ...(receipt ? { receipt: receipt.file } : {}),
      },
      {
        onSuccess: () => {
          toast.success('deposit.manual.submitted');
          setAmount('');
          setReferenceNo('');
          setReceipt(null);
          onDone();
        },
        // Nothing typed is lost on an error (spec section 8).
        onError: (failure) => toast.error(errorKey(failure)),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('deposit.manual.form')}>
      <fieldset className={styles.optionList}>
        <legend className={styles.sectionTitle}>{t('deposit.manual.chooseBank')}</legend>
        {banks.map((item) => (
          <label key={item.bankId} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name="deposit-bank"
              value={item.bankId}
              checked={item.bankId === bankId}
              onChange={() => setBankId(item.bankId)}
            />
            <span className={styles.optionBody}>
              {item.bankName}
              <span className={styles.muted}>{limitsText(item.minAmount, item.maxAmount)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {bank && <BankDetails bank={bank} />}
      {bank && <AmountField value={amount} onChange={setAmount} error={errors.amount} limits={{ min: bank.minAmount, max: bank.maxAmount }} />}
      <TextField
        label={t('deposit.manual.depositor')}
        value={depositorName}
        onChange={setDepositorName}
        maxLength={64}
        autoComplete="name"
        required
        error={errors.depositorName}
      />
      <TextField label={t('deposit.manual.time')} type="datetime-local" value={transferTime} onChange={setTransferTime} required error={errors.transferTime} />
      <TextField
        label={t('deposit.manual.reference')}
        value={referenceNo}
        onChange={setReferenceNo}
        maxLength={64}
        autoComplete="off"
        hint={t('deposit.manual.referenceHint')}
      />
      <PromoSelect promos={promos} value={promoId} onChange={setPromoId} />
      <fieldset className={upload.field} aria-describedby="manual-receipt-hint">
        <legend className={upload.label}>{t('deposit.manual.receipt')}</legend>
        <p id="manual-receipt-hint" className={styles.muted}>
          {t('deposit.manual.receiptHint', { maxMb: feedback.maxImageBytes / 1_048_576 })}
        </p>
        {receipt ? (
          <ul className={upload.thumbs}>
            <li className={upload.thumb}>
              <img className={upload.thumbImage} src={receipt.dataUrl} alt={t('deposit.manual.receiptAlt')} />
              <button type="button" className={upload.thumbRemove} aria-label={t('deposit.manual.removeReceipt')} onClick={() => setReceipt(null)}>
                <span className={upload.thumbRemoveIcon}>
                  <Icon name="close" size={16} />
                </span>
              </button>
            </li>
          </ul>
        ) : (
          <ImagePicker
            labels={{ pick: t('deposit.manual.addReceipt'), wrongType: t('feedback.imageType'), readFailed: t('reward.readFailed') }}
            extensions={feedback.imageExtensions}
            onPick={(picked) => {
              const issue = validateReceiptImage(picked.file);
              if (issue) toast.error(issue.key, { values: issue.values, id: 'deposit-receipt' });
              else setReceipt(picked);
            }}
          />
        )}
      </fieldset>
      <button type="submit" className={buttonClass({ block: true })} disabled={deposit.isPending} aria-busy={deposit.isPending || undefined}>
        {t('deposit.manual.submit')}
      </button>
    </form>
  );
}

function DepositForm({ onManualDone }: { onManualDone: () => void }) {
  const { t } = useTranslation();
  const limitsText = useLimitsText();
  const [params] = useSearchParams();
  const gateways = usePaymentGateways();
  const banks = useDepositBanks();
  const promos = useDepositPromos();
  const layout = useTemplateLayout();
  const [method, setMethod] = useState<string>('');
  const initialPromo = params.get('promo') ?? '';
  const failure = gateways.error ?? banks.error ?? promos.error;
  if (failure)
    return (
      <ErrorNotice
        error={failure}
        onRetry={() => {
          void gateways.refetch();
          void banks.refetch();
          void promos.refetch();
        }}
      />
    );
  if (!gateways.data || !banks.data || !promos.data || !layout.ready) return <ListSkeleton rows={4} />;
  const methods = [
    ...gateways.data.map((gateway) => ({ id: `gateway:${gateway.gatewayId}`, gateway })),
    ...(banks.data.length ? [{ id: 'manual', gateway: undefined }] : []),
  ];
  if (methods.length === 0) return <EmptyState title={t('deposit.noChannels')} />;
  const chosen = methods.find((item) => item.id === method) ?? methods[0]!;
  const knownPromo = promos.data.some((promo) => promo.promoId === initialPromo) ? initialPromo : '';
  return (
    <>
      {/* dep_func 1: the new deposit layout's method tiles; 0: the classic list. */}
      <fieldset className={layout.newDepositLayout ? styles.optionGrid : styles.optionList} data-layout={layout.newDepositLayout ? 'tiles' : 'list'}>
        <legend className={styles.sectionTitle}>{t('deposit.method')}</legend>
        {methods.map((item) => (
          <label key={item.id} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name="deposit-method"
              value={item.id}
              checked={item.id === chosen.id}
              onChange={() => setMethod(item.id)}
            />
            {item.gateway && <img className={styles.optionIcon} src={item.gateway.iconUrl} alt="" width={32} height={32} />}
            <span className={styles.optionBody}>
              {item.gateway ? item.gateway.name : t('deposit.channels.BANK_TRANSFER')}
              <span className={styles.muted}>
                {item.gateway
                  ? gatewayDetail(
                      item.gateway,
                      t(`deposit.channels.${item.gateway.channel}`, { defaultValue: item.gateway.channel }),
                      limitsText(item.gateway.minAmount, item.gateway.maxAmount),
                    )
                  : t('deposit.manual.description')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {chosen.gateway ? (
        <GatewayForm key={chosen.id} gateway={chosen.gateway} promos={promos.data} initialPromo={knownPromo} />
      ) : (
        <ManualForm banks={banks.data} promos={promos.data} initialPromo={knownPromo} onDone={onManualDone} />
      )}
    </>
  );
}

function AcceptPromoPopup({ order, onClose }: { order: Schema<'DepositOrder'> | null; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const toast = useToast();
  const promos = useDepositPromos();
  const accept = useAcceptDepositPromo();
  const [promoId, setPromoId] = useState('');
  const confirm = () => {
    if (!order || !promoId) return;
    accept.mutate(
      { promoId, orderId: order.orderId },
      {
        onSuccess: () => {
          toast.success('deposit.promo.accepted');
          onClose();
        },
        onError: (failure) => toast.error(errorKey(failure)),
      },
    );
  };
  return (
    <Popup
      open={order !== null}
      onClose={onClose}
      label={t('deposit.promo.accept')}
      title={t('deposit.promo.accept')}
      closeLabel={t('deposit.close')}
      placement="bottom"
      footer={
        <button type="button" className={buttonClass({ block: true })} onClick={confirm} disabled={!promoId || accept.isPending}>
          {t('deposit.promo.confirm')}
        </button>
      }
    >
      <Loaded result={promos} rows={2}>
        {(list) => (
          <fieldset className={styles.optionList}>
            <legend className={styles.muted}>{t('deposit.promo.forOrder', { orderId: order?.orderId ?? '' })}</legend>
            {list.map((promo) => (
              <label key={promo.promoId} className={styles.option}>
                <input
                  className={styles.radio}
                  type="radio"
                  name="accept-promo"
                  value={promo.promoId}
                  checked={promo.promoId === promoId}
                  onChange={() => setPromoId(promo.promoId)}
                />
                <span className={styles.optionBody}>
                  {promo.title}
                  <span className={styles.muted}>
                    {t('deposit.promo.summary', {
                      rate: promo.bonusRate,
                      max: money.format(promo.maxBonus),
                      min: money.format(promo.minDeposit),
                      times: promo.turnoverMultiplier,
                    })}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </Loaded>
    </Popup>
  );
}

function DepositReport() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRangePreset>('last7Days');
  const dayRange = useMemo(() => dayRangeOf(range), [range]);
  const report = useDepositReport(dayRange);
  const [promoFor, setPromoFor] = useState<Schema<'DepositOrder'> | null>(null);
  return (
    <>
      <DateRangeChips value={range} onChange={setRange} />
      <Loaded result={report} isEmpty={() => report.rows.length === 0} empty={t('deposit.report.empty')}>
        {() => (
          <>
            <ul className={styles.list} aria-label={t('deposit.report.title')}>
              {report.rows.map((order) => (
                <li key={order.orderId} className={styles.listItem}>
                  <div className={styles.spread}>
                    <strong>{t(`deposit.channels.${order.channel ?? (order.method === 'MANUAL' ? 'BANK_TRANSFER' : 'ONLINE_BANKING')}`)}</strong>
                    <Money value={order.amount} />
                  </div>
                  <div className={styles.spread}>
                    <DateTime value={order.createdAt} />
                    <StatusBadge status={order.status} />
                  </div>
                  <span className={styles.muted}>{t('deposit.report.order', { orderId: order.orderId })}</span>
                  {order.bonus !== '0.00' && (
                    <span className={styles.muted}>
                      {t('deposit.report.bonus')} <Money value={order.bonus} />
                    </span>
                  )}
                  {order.status === 'PENDING' && order.bonus === '0.00' && (
                    <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => setPromoFor(order)}>
                      {t('deposit.promo.accept')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <LoadMore shown={report.rows.length} total={report.totalCount} pages={report} />
          </>
        )}
      </Loaded>
      <AcceptPromoPopup order={promoFor} onClose={() => setPromoFor(null)} />
    </>
  );
}

/**
 * Deposit / cash center (/m/voucherCenter): payment gateways (QR, online banking, e-wallet,
 * Alipay, QQ, WeChat... as channels) opening the gateway's payment page, manual bank transfer,
 * deposit promotions, and the deposit report.
 */
export default function DepositScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'record' ? 'record' : 'deposit';
  const setTab = (value: 'deposit' | 'record') =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'record') next.set('tab', 'record');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  return (
    <Page title={t('deposit.title')}>
      <MemberOnly flag="DEPOSIT">
        <section className={styles.card} aria-labelledby="deposit-balance">
          <h2 id="deposit-balance" className={styles.sectionTitle}>
            {t('wallet.balance')}
          </h2>
          <WalletBalance />
        </section>
        <Tabs
          label={t('deposit.title')}
          tabs={[
            { value: 'deposit', label: t('deposit.tab') },
            { value: 'record', label: t('deposit.report.title') },
          ]}
          value={tab}
          onChange={setTab}
        >
          {tab === 'deposit' ? <DepositForm onManualDone={() => setTab('record')} /> : <DepositReport />}
        </Tabs>
      </MemberOnly>
    </Page>
  );
}
