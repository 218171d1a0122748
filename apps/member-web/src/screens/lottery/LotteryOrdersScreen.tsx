import type { Schema } from '@whitelabel/api';
import { useLotteryOrders } from '@whitelabel/core/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import * as member from '../member/member.css.js';
import { ChoiceChips, DateTime, Loaded, LoadMore, MemberOnly, Money } from '../member/parts.js';
import * as styles from './lottery.css.js';
import { LotteryLinks, lotteryPaths } from './LotteryLinks.js';
import { OrderStatusBadge } from './OrderStatusBadge.js';

type StatusChoice = Schema<'OrderStatus'> | 'ALL';
const statuses: readonly StatusChoice[] = ['ALL', 'PENDING', 'WON', 'LOST', 'CANCELLED', 'PARTIAL'];

function OrderList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = (statuses as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as StatusChoice) : 'ALL';
  const filter = useMemo(() => (status === 'ALL' ? {} : { status }), [status]);
  const orders = useLotteryOrders(filter);
  const title = t('lottery.orders.title');
  return (
    <>
      <ChoiceChips
        label={t('lottery.orders.status')}
        options={statuses.map((value) => ({ value, label: t(`lottery.orders.statuses.${value}`) }))}
        value={status}
        onChange={(value) => setParams(value === 'ALL' ? {} : { status: value }, { replace: true })}
      />
      <Loaded result={orders} isEmpty={() => orders.rows.length === 0} empty={t('lottery.orders.empty')}>
        {() => (
          <>
            <ul className={member.list} aria-label={title}>
              {orders.rows.map((order) => (
                <li key={order.orderId}>
                  <Link className={styles.rowLink} to={lotteryPaths.order(order.orderId)}>
                    <span className={member.spread}>
                      <strong dir="auto">{order.lotteryName}</strong>
                      <OrderStatusBadge status={order.status} />
                    </span>
                    <span className={member.spread}>
                      <span className={`${member.muted} ${styles.breakable}`}>{t('lottery.orders.issue', { issue: order.issue })}</span>
                      <span className={member.muted}>{t('lottery.orders.bets', { number: order.subOrderCount })}</span>
                    </span>
                    <span className={member.spread}>
                      <span>
                        <span className={member.muted}>{t('lottery.orders.bet')} </span>
                        <Money value={order.betAmount} />
                      </span>
                      <span>
                        <span className={member.muted}>{t('lottery.orders.win')} </span>
                        <Money value={order.winAmount} />
                      </span>
                    </span>
                    <DateTime value={order.createdAt} />
                  </Link>
                </li>
              ))}
            </ul>
            <LoadMore shown={orders.rows.length} total={orders.totalCount} pages={orders} />
          </>
        )}
      </Loaded>
    </>
  );
}

/** My lottery orders (/m/lotteryOrders): newest first by status, ten at a time with load more; each opens its detail. */
export default function LotteryOrdersScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('lottery.orders.title')}>
      <MemberOnly>
        <LotteryLinks show={['results']} />
        <OrderList />
      </MemberOnly>
    </Page>
  );
}
