import { useMemberRank } from '@whitelabel/core/hooks';
import { EmptyState } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import { Page } from '../../app/Page.js';
import * as styles from './member.css.js';
import { ErrorNotice, ListSkeleton, MemberOnly, Money } from './parts.js';

/** Benefit kinds the screen names; others show their key as given by the server. */
const moneyBenefits = ['upgradeBonus', 'birthdayBonus'];

function Benefit({ benefitKey, value }: { benefitKey: string; value: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t(`vip.benefits.${benefitKey}`, { defaultValue: benefitKey })}</dt>
      <dd>
        {moneyBenefits.includes(benefitKey) ? (
          <Money value={value} />
        ) : (
          <span className={styles.amount}>{benefitKey === 'rebateRate' ? t('vip.percent', { value }) : value}</span>
        )}
      </dd>
    </>
  );
}

function RankLevels() {
  const { t } = useTranslation();
  const { ranks, info, view, error } = useMemberRank();
  if (error) return <ErrorNotice error={error} onRetry={() => void Promise.all([ranks.refetch(), info.refetch()])} />;
  if (!ranks.data || !view) return <ListSkeleton rows={3} />;
  if (ranks.data.length === 0) return <EmptyState title={t('vip.empty')} />;
  return (
    <ol className={styles.list} aria-label={t('vip.levels')}>
      {ranks.data.map((rank) => {
        const current = rank.level === view.current?.level;
        return (
          <li key={rank.labelId} className={current ? styles.cardHighlight : styles.card} aria-current={current ? 'true' : undefined}>
            <div className={styles.row}>
              <img className={styles.rankIcon} src={rank.iconUrl} alt="" width={48} height={48} />
              <div className={styles.optionBody}>
                <h2 className={styles.sectionTitle}>
                  {t('vip.level', { level: rank.level })} · {rank.name}
                </h2>
                {current && <span className={`${styles.badge} ${styles.badgeTone.success}`}>{t('vip.yourLevel')}</span>}
              </div>
            </div>
            <dl className={styles.definition}>
              <dt>{t('vip.requiredDeposit')}</dt>
              <dd>
                <Money value={rank.requiredDeposit} />
              </dd>
              <dt>{t('vip.requiredTurnover')}</dt>
              <dd>
                <Money value={rank.requiredTurnover} />
              </dd>
              {rank.benefits.map((benefit) => (
                <Benefit key={benefit.key} benefitKey={benefit.key} value={benefit.value} />
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}

/** VIP benefits (/m/member/benefits): every level with its requirements and benefits, the member's level highlighted. */
export default function VipBenefitsScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('vip.title')}>
      <MemberOnly flag="VIP_BENEFIT">
        <p className={styles.note}>{t('vip.intro')}</p>
        <RankLevels />
      </MemberOnly>
    </Page>
  );
}
