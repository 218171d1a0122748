import { ApiClientError, type Schema } from '@whitelabel/api';
import { hasFlag } from '@whitelabel/core';
import { useClaimReward, useGating, useMoneyFormat, useRewards } from '@whitelabel/core/hooks';
import { buttonClass, EmptyState } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../app/Page.js';
import { supportPopupOpenAtom } from '../../app/shell-state.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from './member.css.js';
import { errorKey, ListSkeleton, Loaded, MemberOnly, Money, useLocale } from './parts.js';
import * as local from './rewards.css.js';
import { WalletBalance } from './WalletBalance.js';

/** A date in the reader's language. */
function Day({ value }: { value: string }) {
  const locale = useLocale();
  return <time dateTime={value}>{new Date(value).toLocaleDateString(locale, { dateStyle: 'medium', numberingSystem: 'latn' })}</time>;
}

/** Without REWCEN3 the bonuses are claimed through customer service (spec section 2). */
function ContactServiceNotice() {
  const { t } = useTranslation();
  const openSupport = useSetAtom(supportPopupOpenAtom);
  return (
    <div className={styles.note} role="note">
      <p>{t('rewardCentre.contactService')}</p>
      <button type="button" className={buttonClass()} onClick={() => openSupport(true)}>
        {t('rewardCentre.contact')}
      </button>
    </div>
  );
}

function ClaimableReward({ reward }: { reward: Schema<'Reward'> }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const toast = useToast();
  const claim = useClaimReward();
  const titleId = `reward-${reward.rewardId}`;
  const onClaim = () =>
    claim.mutate(reward.rewardId, {
      onSuccess: (paid) => toast.success('rewardCentre.claimed', { values: { title: paid.reward.title, amount: money.format(paid.reward.amount) } }),
      onError: (error) => toast.error(errorKey(error)),
    });
  return (
    <li className={styles.card}>
      <div className={local.rewardHead}>
        <h3 id={titleId} className={local.rewardTitle}>
          {reward.title}
        </h3>
        <Money value={reward.amount} />
      </div>
      <p className={styles.muted}>
        {reward.expiresAt ? (
          <>
            {t('rewardCentre.expires')} <Day value={reward.expiresAt} />
          </>
        ) : (
          t('rewardCentre.noExpiry')
        )}
      </p>
      <button
        type="button"
        className={buttonClass({ block: true })}
        onClick={onClaim}
        disabled={claim.isPending}
        aria-busy={claim.isPending || undefined}
        aria-describedby={titleId}
      >
        {claim.isPending ? t('common.loading') : t('rewardCentre.claim')}
      </button>
    </li>
  );
}

function PastReward({ reward }: { reward: Schema<'Reward'> & { status: 'CLAIMED' | 'EXPIRED' } }) {
  const { t } = useTranslation();
  const claimed = reward.status === 'CLAIMED';
  const when = claimed ? reward.claimedAt : reward.expiresAt;
  return (
    <li className={styles.listItem}>
      <div className={local.rewardHead}>
        <span className={local.rewardTitle}>{reward.title}</span>
        <Money value={reward.amount} signed={claimed} />
      </div>
      <div className={styles.spread}>
        <span className={`${styles.badge} ${claimed ? styles.badgeTone.success : styles.badgeTone.failed}`}>{t(`rewardCentre.status.${reward.status}`)}</span>
        {when && (
          <span className={styles.muted}>
            <Day value={when} />
          </span>
        )}
      </div>
    </li>
  );
}

function Rewards() {
  const { t } = useTranslation();
  const rewards = useRewards();
  // NO_PERMISSION: the REWCEN3 module is off on the server: the contact-service notice.
  if (rewards.isError && rewards.error instanceof ApiClientError && rewards.error.code === 'NO_PERMISSION') return <ContactServiceNotice />;
  return (
    <Loaded result={rewards} rows={3}>
      {() => (
        <>
          <section className={local.section} aria-labelledby="rewards-available">
            <h2 id="rewards-available" className={styles.sectionTitle}>
              {t('rewardCentre.available')}
            </h2>
            {rewards.claimable.length === 0 ? (
              <EmptyState title={t('rewardCentre.noOffers')} />
            ) : (
              <ul className={styles.list} aria-labelledby="rewards-available">
                {rewards.claimable.map((reward) => (
                  <ClaimableReward key={reward.rewardId} reward={reward} />
                ))}
              </ul>
            )}
          </section>
          <section className={local.section} aria-labelledby="rewards-history">
            <h2 id="rewards-history" className={styles.sectionTitle}>
              {t('rewardCentre.history')}
            </h2>
            {rewards.history.length === 0 ? (
              <p className={styles.muted}>{t('rewardCentre.noHistory')}</p>
            ) : (
              <ul className={styles.list} aria-labelledby="rewards-history">
                {rewards.history.map((reward) => (
                  <PastReward key={reward.rewardId} reward={reward} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Loaded>
  );
}

/** Reward centre (/m/rewardCenter): the bonuses granted to the member, to claim into the wallet, and the claimed and expired ones. */
export default function RewardCenterScreen() {
  const { t } = useTranslation();
  const gating = useGating();
  return (
    <Page title={t('rewardCentre.title')}>
      <MemberOnly flag="REWARD_CENTRE">
        {!gating.ready ? (
          <ListSkeleton rows={3} />
        ) : hasFlag({ flags: gating.flags }, 'REWCEN3') ? (
          <>
            <WalletBalance />
            <Rewards />
          </>
        ) : (
          <ContactServiceNotice />
        )}
      </MemberOnly>
    </Page>
  );
}
