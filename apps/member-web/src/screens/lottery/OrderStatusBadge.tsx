import type { Schema } from '@whitelabel/api';
import { useTranslation } from 'react-i18next';
import * as member from '../member/member.css.js';

const tones: Record<Schema<'OrderStatus'>, keyof typeof member.badgeTone> = {
  PENDING: 'pending',
  WON: 'success',
  LOST: 'info',
  CANCELLED: 'failed',
  PARTIAL: 'info',
};

/** The status of a lottery order or sub-order, translated, with its tone. */
export function OrderStatusBadge({ status }: { status: Schema<'OrderStatus'> }) {
  const { t } = useTranslation();
  return <span className={`${member.badge} ${member.badgeTone[tones[status]]}`}>{t(`lottery.orders.statuses.${status}`)}</span>;
}
