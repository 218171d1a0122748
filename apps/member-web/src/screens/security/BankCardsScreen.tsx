import type { Schema } from '@whitelabel/api';
import { canBindAnotherCard } from '@whitelabel/core';
import { useBankCards, useSecurityConfig, useWithdrawBanks } from '@whitelabel/core/hooks';
import { buttonClass, EmptyState, Popup } from '@whitelabel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import * as styles from '../member/member.css.js';
import { DateTime, ErrorNotice, ListSkeleton, MemberOnly } from '../member/parts.js';
import { BindCardForm, SecondaryPasswordForm, UnbindCardForm } from './forms.js';

type Card = Schema<'BankCard'>;

function CardList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const config = useSecurityConfig();
  const cards = useBankCards();
  const banks = useWithdrawBanks();
  const [unbinding, setUnbinding] = useState<Card | null>(null);
  const adding = params.get('add') === '1';
  const setAdding = (value: boolean) => setParams(value ? { add: '1' } : {}, { replace: !value });

  const failure = config.error ?? cards.error ?? banks.error;
  if (failure)
    return (
      <ErrorNotice
        error={failure}
        onRetry={() => {
          void config.refetch();
          void cards.refetch();
          void banks.refetch();
        }}
      />
    );
  if (!config.data || !cards.data || !banks.data) return <ListSkeleton rows={3} />;
  // Binding and unbinding need the withdrawal password: it is set here first.
  if (!config.data.withdrawalPasswordSet)
    return (
      <section className={styles.card} aria-labelledby="bank-cards-password">
        <h2 id="bank-cards-password" className={styles.sectionTitle}>
          {t('security.withdrawal.setTitle')}
        </h2>
        <p className={styles.note}>{t('security.needsWithdrawalPassword')}</p>
        <SecondaryPasswordForm kind="withdrawal" isSet={false} />
      </section>
    );
  const { maxCards } = banks.data;
  const canAdd = canBindAnotherCard(cards.data.length, maxCards);
  return (
    <>
      <section className={styles.card} aria-labelledby="bank-cards-title">
        <div className={styles.spread}>
          <h2 id="bank-cards-title" className={styles.sectionTitle}>
            {t('security.card.list')}
          </h2>
          <span className={styles.muted}>{t('security.card.count', { count: cards.data.length, max: maxCards })}</span>
        </div>
        {cards.data.length === 0 ? (
          <EmptyState title={t('security.card.none')} description={t('security.card.noneHint')} />
        ) : (
          <ul className={styles.list}>
            {cards.data.map((card) => (
              <li key={card.cardId} className={styles.listItem}>
                <div className={styles.spread}>
                  <strong dir="auto">{card.bankName}</strong>
                  <span className={styles.amount} dir="ltr">
                    {card.accountNoMasked}
                  </span>
                </div>
                <div className={styles.spread}>
                  <span className={styles.muted} dir="auto">
                    {card.accountName}
                    {card.isDefault ? ` · ${t('security.card.default')}` : ''}
                  </span>
                  <DateTime value={card.boundAt} />
                </div>
                <button
                  type="button"
                  className={buttonClass({ variant: 'secondary' })}
                  onClick={() => setUnbinding(card)}
                  aria-label={t('security.card.unbindCard', { card: `${card.bankName} ${card.accountNoMasked}` })}
                >
                  {t('security.card.unbind')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {canAdd ? (
          <button type="button" className={buttonClass({ block: true })} onClick={() => setAdding(true)}>
            {t('security.card.add')}
          </button>
        ) : (
          <p className={styles.note} role="status">
            {t('security.card.limitReached', { max: maxCards })}
          </p>
        )}
      </section>
      <Popup
        open={adding && canAdd}
        onClose={() => setAdding(false)}
        label={t('security.card.add')}
        title={t('security.card.add')}
        closeLabel={t('security.close')}
        placement="bottom"
      >
        <BindCardForm onDone={() => setParams({}, { replace: true })} />
      </Popup>
      <Popup
        open={unbinding !== null}
        onClose={() => setUnbinding(null)}
        label={t('security.card.unbind')}
        title={t('security.card.unbind')}
        closeLabel={t('security.close')}
        placement="bottom"
      >
        {unbinding && <UnbindCardForm key={unbinding.cardId} card={unbinding} onDone={() => setUnbinding(null)} />}
      </Popup>
    </>
  );
}

/** Bank cards (/m/member/bankCards): the bound cards, binding one from the bank list up to the limit, unbinding. */
export default function BankCardsScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('security.card.title')}>
      <MemberOnly>
        <CardList />
      </MemberOnly>
    </Page>
  );
}
