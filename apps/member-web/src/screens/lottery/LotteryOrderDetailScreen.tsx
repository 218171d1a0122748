import { ApiClientError } from '@whitelabel/api';
import type { TextKey } from '@whitelabel/core';
import { type LotterySubOrder, useCancelLotterySubOrder, useLotteryOrderDetail, useMoneyFormat } from '@whitelabel/core/hooks';
import { buttonClass, EmptyState, Popup } from '@whitelabel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import { useToast } from '@whitelabel/app-shell';
import * as member from '../member/member.css.js';
import { DateTime, errorKey, Loaded, MemberOnly, Money } from '../member/parts.js';
import { WalletBalance } from '../member/WalletBalance.js';
import * as styles from './lottery.css.js';
import { LotteryLinks } from './LotteryLinks.js';
import { OrderStatusBadge } from './OrderStatusBadge.js';

/** The text of a refused cancellation: the issue closed, the order is gone, else the server's error. */
function cancelErrorKey(error: unknown): TextKey {
  if (error instanceof ApiClientError && error.code === 'NO_PERMISSION') return 'lottery.detail.closed';
  if (error instanceof ApiClientError && error.code === 'NOT_FOUND') return 'lottery.detail.notFound';
  return errorKey(error);
}

function SubOrderItem({ sub, onCancel }: { sub: LotterySubOrder; onCancel: (sub: LotterySubOrder) => void }) {
  const { t } = useTranslation();
  return (
    <li className={member.listItem}>
      <div className={member.spread}>
        <strong dir="auto">{sub.playName}</strong>
        <OrderStatusBadge status={sub.status} />
      </div>
      <dl className={member.definition}>
        <dt>{t('lottery.detail.content')}</dt>
        <dd className={styles.breakable} dir="ltr">
          {sub.betContent}
        </dd>
        <dt>{t('lottery.detail.odds')}</dt>
        <dd dir="ltr">{sub.odds}</dd>
        <dt>{t('lottery.detail.multiple')}</dt>
        <dd dir="ltr">{sub.multiple}</dd>
        <dt>{t('lottery.detail.stake')}</dt>
        <dd>
          <Money value={sub.betAmount} />
        </dd>
        <dt>{t('lottery.detail.prize')}</dt>
        <dd>
          <Money value={sub.winAmount} />
        </dd>
      </dl>
      {sub.cancellable && (
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          aria-label={t('lottery.detail.cancelOf', { content: sub.betContent, play: sub.playName })}
          onClick={() => onCancel(sub)}
        >
          {t('lottery.detail.cancel')}
        </button>
      )}
    </li>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const toast = useToast();
  const detail = useLotteryOrderDetail(orderId);
  const cancel = useCancelLotterySubOrder(orderId);
  const [confirming, setConfirming] = useState<LotterySubOrder | null>(null);

  if (detail.isError && detail.error instanceof ApiClientError && detail.error.code === 'NOT_FOUND') return <EmptyState title={t('lottery.detail.notFound')} />;

  const confirm = () => {
    if (!confirming) return;
    cancel.mutate(confirming.subOrderId, {
      onSuccess: (result) => {
        setConfirming(null);
        toast.success('lottery.detail.cancelled', { values: { amount: money.format(result.refundAmount) } });
      },
      onError: (failure) => {
        setConfirming(null);
        toast.error(cancelErrorKey(failure));
        void detail.refetch();
      },
    });
  };

  return (
    <Loaded result={detail} rows={3}>
      {({ order, subOrders }) => (
        <>
          <section className={member.card} aria-labelledby="lottery-order-summary">
            <div className={member.spread}>
              <h2 id="lottery-order-summary" className={member.sectionTitle} dir="auto">
                {order.lotteryName}
              </h2>
              <OrderStatusBadge status={order.status} />
            </div>
            <dl className={member.definition} aria-label={t('lottery.detail.summary')}>
              <dt>{t('lottery.detail.issue')}</dt>
              <dd className={styles.breakable} dir="ltr">
                {order.issue}
              </dd>
              <dt>{t('lottery.detail.playType')}</dt>
              <dd>{t(`games.lottery.playTypes.${order.playType}`)}</dd>
              <dt>{t('lottery.detail.placed')}</dt>
              <dd>
                <DateTime value={order.createdAt} />
              </dd>
              <dt>{t('lottery.detail.bet')}</dt>
              <dd>
                <Money value={order.betAmount} />
              </dd>
              <dt>{t('lottery.detail.win')}</dt>
              <dd>
                <Money value={order.winAmount} />
              </dd>
            </dl>
          </section>
          <section className={member.card} aria-labelledby="lottery-order-balance">
            <h2 id="lottery-order-balance" className={member.sectionTitle}>
              {t('wallet.balance')}
            </h2>
            <WalletBalance />
          </section>
          <section aria-labelledby="lottery-order-bets" className={member.form}>
            <h2 id="lottery-order-bets" className={member.sectionTitle}>
              {t('lottery.detail.subOrders')}
            </h2>
            <ul className={member.list} aria-labelledby="lottery-order-bets">
              {subOrders.map((sub) => (
                <SubOrderItem key={sub.subOrderId} sub={sub} onCancel={setConfirming} />
              ))}
            </ul>
          </section>
          <Popup
            open={confirming !== null}
            onClose={() => (cancel.isPending ? undefined : setConfirming(null))}
            label={t('lottery.detail.confirmTitle')}
            title={t('lottery.detail.confirmTitle')}
            closeLabel={t('common.close')}
            placement="bottom"
            footer={
              <div className={member.actions}>
                <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => setConfirming(null)} disabled={cancel.isPending}>
                  {t('lottery.detail.keep')}
                </button>
                <button type="button" className={buttonClass()} onClick={confirm} disabled={cancel.isPending} aria-busy={cancel.isPending || undefined}>
                  {cancel.isPending ? t('common.loading') : t('lottery.detail.confirm')}
                </button>
              </div>
            }
          >
            {confirming && (
              <p className={member.note}>
                <span dir="auto">
                  {confirming.playName} · {confirming.betContent}
                </span>
                <br />
                {t('lottery.detail.confirmText', { amount: money.format(confirming.betAmount) })}
              </p>
            )}
          </Popup>
        </>
      )}
    </Loaded>
  );
}

/** One lottery order (/m/lotteryOrders/:orderId): summary, balance, its bets, and cancelling a bet before its issue closes. */
export default function LotteryOrderDetailScreen() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  return (
    <Page title={t('lottery.detail.title')}>
      <MemberOnly>
        <OrderDetail orderId={orderId} />
        <LotteryLinks />
      </MemberOnly>
    </Page>
  );
}
