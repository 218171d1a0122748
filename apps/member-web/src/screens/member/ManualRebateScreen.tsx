import { ApiClientError } from '@whitelabel/api';
import { hasFlag, type TextKey } from '@whitelabel/core';
import { rebateClaimable, useClaimManualRebate, useGating, useManualRebate, useMoneyFormat } from '@whitelabel/core/hooks';
import { buttonClass, EmptyState, Skeleton, SkeletonGroup, visuallyHidden } from '@whitelabel/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from './member.css.js';
import { ErrorNotice, errorKey, MemberOnly, Money, useLocale } from './parts.js';
import * as local from './rewards.css.js';
import { TransactionRecords } from './TransactionRecords.js';
import { WalletBalance } from './WalletBalance.js';

/** The translation key of a failed claim: VALIDATION_FAILED means less than the minimum is due now. */
export function rebateClaimErrorKey(error: unknown): TextKey {
  if (error instanceof ApiClientError && error.code === 'VALIDATION_FAILED') return 'rebate.nothingDue';
  return errorKey(error);
}

function SinceDate({ since }: { since: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!since) return <p className={styles.muted}>{t('rebate.sinceJoined')}</p>;
  const date = new Date(since).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' });
  return (
    <p className={styles.muted}>
      {t('rebate.sinceLabel')} <time dateTime={since}>{date}</time>
    </p>
  );
}

function RebateDue() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const toast = useToast();
  const gating = useGating();
  // Asked only once the flags say the merchant offers it (MemberOnly shows "not available" otherwise).
  const rebate = useManualRebate({ enabled: gating.ready && hasFlag({ flags: gating.flags }, 'MANUAL_REBATE') });
  const claim = useClaimManualRebate();
  const hintId = useId();
  if (rebate.isError) {
    // NO_PERMISSION: the merchant switched the manual rebate off after the settings were loaded.
    if (rebate.error instanceof ApiClientError && rebate.error.code === 'NO_PERMISSION') {
      return <EmptyState title={t('member.unavailable.title')} description={t('member.unavailable.description')} />;
    }
    return <ErrorNotice error={rebate.error} onRetry={() => void rebate.refetch()} />;
  }
  if (rebate.isPending) {
    return (
      <SkeletonGroup label={t('common.loading')}>
        <Skeleton shape="rect" height="240px" />
      </SkeletonGroup>
    );
  }
  const due = rebate.data;
  const claimable = rebateClaimable(due);
  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (paid) => toast.success('rebate.claimed', { values: { amount: money.format(paid.amount) } }),
      onError: (error) => toast.error(rebateClaimErrorKey(error)),
    });
  return (
    <section className={styles.card} aria-labelledby="rebate-due">
      <h2 id="rebate-due" className={styles.sectionTitle}>
        {t('rebate.dueTitle')}
      </h2>
      <p className={styles.muted}>{t('rebate.rateOf', { level: due.vipLevel, rate: due.rate })}</p>
      <SinceDate since={due.since} />
      {due.items.length === 0 ? (
        <p className={styles.note}>{t('rebate.noBets')}</p>
      ) : (
        <table className={local.table}>
          <caption className={visuallyHidden}>{t('rebate.byGameType')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rebate.gameType')}</th>
              <th scope="col">{t('rebate.turnover')}</th>
              <th scope="col">{t('rebate.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {due.items.map((item) => (
              <tr key={item.gameType}>
                <th scope="row">{t(`games.types.${item.gameType}`)}</th>
                <td>
                  <Money value={item.turnover} />
                </td>
                <td>
                  <Money value={item.amount} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('rebate.total')}</th>
              <td>
                <Money value={due.turnover} />
              </td>
              <td>
                <Money value={due.amount} />
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      <dl className={styles.definition}>
        <dt>{t('rebate.dueNow')}</dt>
        <dd>
          <Money value={due.amount} className={styles.big} />
        </dd>
      </dl>
      <button
        type="button"
        className={buttonClass({ block: true })}
        onClick={onClaim}
        disabled={!claimable || claim.isPending}
        aria-busy={claim.isPending || undefined}
        aria-describedby={claimable ? undefined : hintId}
      >
        {claim.isPending ? t('common.loading') : t('rebate.claim')}
      </button>
      {!claimable && (
        <p id={hintId} className={local.hint}>
          {t('rebate.minHint', { amount: money.format(due.minClaim) })}
        </p>
      )}
      <Link to="/m/member/benefits" className={buttonClass({ variant: 'secondary' })}>
        {t('vip.seeBenefits')}
      </Link>
    </section>
  );
}

/**
 * Manual rebate (/m/member/manualRebate): the rebate due since the last claim (per game type, at the
 * VIP level's rate), claimed into the wallet in one tap, and the rebates received (REBATE entries).
 */
export default function ManualRebateScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('rebate.title')}>
      <MemberOnly flag="MANUAL_REBATE">
        <WalletBalance />
        <RebateDue />
        <h2 className={styles.sectionTitle}>{t('rebate.history')}</h2>
        <TransactionRecords txCode="REBATE" title={t('rebate.history')} emptyText={t('rebate.empty')} initialRange="last30Days" />
      </MemberOnly>
    </Page>
  );
}
