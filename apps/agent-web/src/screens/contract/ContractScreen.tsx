import { useContractRequest, type ContractKind, type ContractOffer } from '@whitelabel/core/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '../../app/format.js';
import { Page } from '../../app/Page.js';
import { Empty, Loaded } from '../../app/states.js';
import * as styles from '../../app/ui.css.js';
import { TierTable } from '../TierTable.js';

/**
 * A contract screen (spec sections 2, 3 and 6): the contract request an upline offered
 * (daily salary, dividend or hourly salary). The check runs only for member types other than 4,
 * 40, 41 and 42; for those the screen says there is nothing to check.
 */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const request = useContractRequest(kind);
  return (
    <Page title={t(`contract.${kind}.title`)} backTo="/m/agent/home">
      <p className={styles.muted}>{t(`contract.${kind}.intro`)}</p>
      {!request.checked ? (
        <Empty title={t('contract.notApplicable')} />
      ) : (
        <Loaded result={request} rows={2} isEmpty={(loaded) => !loaded.pending} empty={t('contract.none')}>
          {(loaded) => <Offer offer={loaded} />}
        </Loaded>
      )}
      <Link to="/m/agent/home" className={styles.link}>
        {t('contract.backHome')}
      </Link>
    </Page>
  );
}

function Offer({ offer }: { offer: ContractOffer }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!offer.contract) return null;
  return (
    <section className={styles.card} aria-labelledby="offer-heading">
      <div className={styles.spread}>
        <h2 id="offer-heading" className={styles.subheading}>
          {t('contract.offer')}
        </h2>
        <span className={styles.badge.good}>{t('contract.pendingBadge')}</span>
      </div>
      <p className={styles.muted}>{t('contract.offeredAt', { date: format.dateTime(offer.contract.offeredAt) })}</p>
      <dl className={styles.details}>
        <dt>{t('contract.contractId')}</dt>
        <dd>{offer.contract.contractId}</dd>
        {offer.kind === 'salary' && offer.contract ? (
          <>
            <dt>{t('contract.salary.rate')}</dt>
            <dd>{format.percent(offer.contract.rate)}</dd>
            <dt>{t('contract.salary.minTurnover')}</dt>
            <dd>{format.money(offer.contract.minTurnover)}</dd>
            <dt>{t('contract.salary.minActiveMembers')}</dt>
            <dd>{offer.contract.minActiveMembers}</dd>
          </>
        ) : null}
        {offer.kind === 'dividend' && offer.contract ? (
          <>
            <dt>{t('contract.dividend.period')}</dt>
            <dd>{t(`contract.periods.${offer.contract.period}`)}</dd>
          </>
        ) : null}
        {offer.kind === 'hour' && offer.contract ? (
          <>
            <dt>{t('contract.hour.hourlyRate')}</dt>
            <dd>{format.money(offer.contract.hourlyRate)}</dd>
            <dt>{t('contract.hour.minHours')}</dt>
            <dd>{offer.contract.minHours}</dd>
          </>
        ) : null}
      </dl>
      {offer.kind === 'dividend' && offer.contract ? <TierTable tiers={offer.contract.tiers} /> : null}
      <p className={styles.muted}>{t('contract.decisionHint')}</p>
    </section>
  );
}
