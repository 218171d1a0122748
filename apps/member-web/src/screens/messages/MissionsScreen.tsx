import type { Schema } from '@whitelabel/api';
import { missionRatio, useClaimMission, useMissions, useMoneyFormat } from '@whitelabel/core/hooks';
import { buttonClass } from '@whitelabel/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../app/Page.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from '../member/member.css.js';
import { errorKey, Loaded, MemberOnly, Money } from '../member/parts.js';
import { WalletBalance } from '../member/WalletBalance.js';
import * as local from './messages.css.js';

/** Progress text: counts as they are, money amounts formatted for the reader. */
function useProgressText() {
  const money = useMoneyFormat();
  return (mission: Schema<'Mission'>, value: string) => (mission.kind === 'TURNOVER' || mission.kind === 'DEPOSIT' ? money.format(value) : value);
}

function MissionItem({ mission }: { mission: Schema<'Mission'> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const money = useMoneyFormat();
  const claim = useClaimMission();
  const amount = useProgressText();
  const titleId = useId();
  const percent = Math.round(missionRatio(mission) * 100);
  const onClaim = () =>
    claim.mutate(mission.missionId, {
      onSuccess: (paid) => toast.success('missions.paid', { values: { title: paid.mission.title, amount: money.format(paid.mission.reward) } }),
      onError: (error) => toast.error(errorKey(error)),
    });
  return (
    <li className={styles.card}>
      <div className={local.missionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {mission.title}
        </h2>
        <span className={styles.muted}>{t(`missions.kind.${mission.kind}`)}</span>
      </div>
      <div className={styles.spread}>
        <span className={styles.muted} dir="ltr">
          {t('missions.progress', { progress: amount(mission, mission.progress), target: amount(mission, mission.target) })}
        </span>
        <span className={styles.muted}>
          {t('missions.reward')} <Money value={mission.reward} />
        </span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={t('missions.progressLabel', { title: mission.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.progressFill} style={{ inlineSize: `${percent}%` }} />
      </div>
      {mission.status === 'CLAIMABLE' ? (
        <button
          type="button"
          className={buttonClass({ block: true })}
          onClick={onClaim}
          disabled={claim.isPending}
          aria-busy={claim.isPending || undefined}
          aria-describedby={titleId}
        >
          {claim.isPending ? t('missions.claiming') : t('missions.claim')}
        </button>
      ) : (
        <span className={`${styles.badge} ${mission.status === 'CLAIMED' ? styles.badgeTone.success : styles.badgeTone.pending}`}>
          {mission.status === 'CLAIMED' ? t('missions.claimed') : t('missions.inProgress')}
        </span>
      )}
    </li>
  );
}

function Missions() {
  const { t } = useTranslation();
  const missions = useMissions();
  return (
    <Loaded result={missions} label={t('missions.loading')} isEmpty={(list) => list.length === 0} empty={t('missions.empty')}>
      {(list) => (
        <ul className={styles.list} aria-label={t('missions.title')}>
          {list.map((mission) => (
            <MissionItem key={mission.missionId} mission={mission} />
          ))}
        </ul>
      )}
    </Loaded>
  );
}

/** Missions (/m/customerTask, the spec's CustomerTask screen; flag MISSION): the day's tasks, their progress and the claim. */
export default function MissionsScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('missions.title')}>
      <MemberOnly flag="MISSION">
        <WalletBalance />
        <p className={styles.muted}>{t('missions.daily')}</p>
        <Missions />
      </MemberOnly>
    </Page>
  );
}
