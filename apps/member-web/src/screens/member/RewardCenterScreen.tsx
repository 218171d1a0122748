import { hasFlag, rewardHistoryCodes } from '@whitelabel/core';
import { useDepositPromos, useGating } from '@whitelabel/core/hooks';
import { EmptyState } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import { supportPopupOpenAtom } from '../../app/shell-state.js';
import * as styles from './member.css.js';
import { ChoiceChips, ErrorNotice, ListSkeleton, MemberOnly, Money, Tabs } from './parts.js';
import { TransactionRecords } from './TransactionRecords.js';

function AvailableRewards() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gating = useGating();
  const promos = useDepositPromos();
  const openSupport = useSetAtom(supportPopupOpenAtom);
  // Without REWCEN3 the bonus shortcut shows the contact-service notice (spec section 2).
  if (gating.ready && !hasFlag({ flags: gating.flags }, 'REWCEN3')) {
    return (
      <div className={styles.note} role="note">
        <p>{t('rewardCentre.contactService')}</p>
        <button type="button" className={styles.button} onClick={() => openSupport(true)}>
          {t('rewardCentre.contact')}
        </button>
      </div>
    );
  }
  if (promos.isError) return <ErrorNotice error={promos.error} onRetry={() => void promos.refetch()} />;
  if (promos.isPending) return <ListSkeleton rows={2} />;
  if (promos.data.length === 0) return <EmptyState title={t('rewardCentre.noOffers')} />;
  return (
    <ul className={styles.list} aria-label={t('rewardCentre.available')}>
      {promos.data.map((promo) => (
        <li key={promo.promoId} className={styles.card}>
          <h3 className={styles.sectionTitle}>{promo.title}</h3>
          <dl className={styles.definition}>
            <dt>{t('deposit.promo.bonusRate')}</dt>
            <dd className={styles.amount}>{t('vip.percent', { value: promo.bonusRate })}</dd>
            <dt>{t('deposit.promo.maxBonus')}</dt>
            <dd>
              <Money value={promo.maxBonus} />
            </dd>
            <dt>{t('deposit.promo.minDeposit')}</dt>
            <dd>
              <Money value={promo.minDeposit} />
            </dd>
            <dt>{t('deposit.promo.turnover')}</dt>
            <dd className={styles.amount}>{t('deposit.promo.turnoverTimes', { times: promo.turnoverMultiplier })}</dd>
          </dl>
          <button type="button" className={styles.buttonBlock} onClick={() => navigate(`/m/voucherCenter?promo=${encodeURIComponent(promo.promoId)}`)}>
            {t('rewardCentre.claimWithDeposit')}
          </button>
        </li>
      ))}
    </ul>
  );
}

function RewardHistory() {
  const { t } = useTranslation();
  const [code, setCode] = useState<(typeof rewardHistoryCodes)[number]>('BONUS');
  return (
    <>
      <ChoiceChips label={t('record.type')} options={rewardHistoryCodes.map((value) => ({ value, label: t(`record.codes.${value}`) }))} value={code} onChange={setCode} />
      <TransactionRecords txCode={code} title={t(`record.codes.${code}`)} emptyText={t('rewardCentre.noHistory')} initialRange="last30Days" />
    </>
  );
}

/** Reward centre (/m/rewardCenter): offers to claim, and the bonuses and rewards received. */
export default function RewardCenterScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'available' | 'history'>('available');
  return (
    <Page title={t('rewardCentre.title')}>
      <MemberOnly flag="REWARD_CENTRE">
        <Tabs
          label={t('rewardCentre.title')}
          tabs={[
            { value: 'available', label: t('rewardCentre.available') },
            { value: 'history', label: t('rewardCentre.history') },
          ]}
          value={tab}
          onChange={setTab}
        >
          {tab === 'available' ? <AvailableRewards /> : <RewardHistory />}
        </Tabs>
      </MemberOnly>
    </Page>
  );
}
