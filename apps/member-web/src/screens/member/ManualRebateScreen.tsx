import { useMemberRank } from '@whitelabel/core/hooks';
import { Skeleton } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import { supportPopupOpenAtom } from '../../app/shell-state.js';
import * as styles from './member.css.js';
import { ErrorNotice, MemberOnly } from './parts.js';
import { TransactionRecords } from './TransactionRecords.js';

function RebateRate() {
  const { t } = useTranslation();
  const { view, error, ranks, info } = useMemberRank();
  const openSupport = useSetAtom(supportPopupOpenAtom);
  if (error) return <ErrorNotice error={error} onRetry={() => void Promise.all([ranks.refetch(), info.refetch()])} />;
  if (!view) return <Skeleton shape="rect" height="160px" />;
  return (
    <section className={styles.card} aria-labelledby="rebate-rate">
      <h2 id="rebate-rate" className={styles.sectionTitle}>
        {t('rebate.rateTitle')}
      </h2>
      <p className={`${styles.amount} ${styles.big}`}>{view.rebateRate ? t('vip.percent', { value: view.rebateRate }) : t('rebate.noRate')}</p>
      <p className={styles.muted}>
        {t('rebate.rateOf', { level: view.current?.level ?? 0, name: view.current?.name ?? '' })}
        {view.next ? ` ${t('rebate.nextRate', { level: view.next.level, rate: view.next.benefits.find((b) => b.key === 'rebateRate')?.value ?? '-' })}` : ''}
      </p>
      <p className={styles.note}>{t('rebate.howItWorks')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => openSupport(true)}>
          {t('rebate.claim')}
        </button>
        <Link to="/m/member/benefits" className={styles.buttonSecondary}>
          {t('vip.seeBenefits')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Manual rebate (/m/member/manualRebate): the member's rebate rate from the VIP rank, how to claim
 * it, and the rebates received (the wallet's REBATE entries).
 */
export default function ManualRebateScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('rebate.title')}>
      <MemberOnly flag="MANUAL_REBATE">
        <RebateRate />
        <h2 className={styles.sectionTitle}>{t('rebate.history')}</h2>
        <TransactionRecords txCode="REBATE" title={t('rebate.history')} emptyText={t('rebate.empty')} initialRange="last30Days" />
      </MemberOnly>
    </Page>
  );
}
