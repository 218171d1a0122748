import { useBankCards, useSecurityConfig, useSecurityQuestions, useWithdrawBanks } from '@whitelabel/core/hooks';
import { accountPopupAtom } from '@whitelabel/core/state';
import { buttonClass, Popup } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import * as styles from '../member/member.css.js';
import { ErrorNotice, ListSkeleton, MemberOnly } from '../member/parts.js';
import { ResetPaymentPasswordForm, SecondaryPasswordForm, SecurityQuestionsForm } from './forms.js';
import * as local from './security.css.js';

/** The forms of the security centre, each in a popup named in the address (`?edit=`), so back closes it. */
type Editor = 'withdrawal' | 'payment' | 'paymentReset' | 'questions';
const editors: readonly Editor[] = ['withdrawal', 'payment', 'paymentReset', 'questions'];

function Item({ id, title, status, set, children }: { id: string; title: string; status: string; set: boolean; children: ReactNode }) {
  return (
    <li className={local.item} aria-labelledby={`${id}-title`}>
      <div className={local.itemText}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={set ? local.statusSet : local.statusUnset}>{status}</p>
      </div>
      <div className={local.itemActions}>{children}</div>
    </li>
  );
}

function SecurityItems() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openPopup = useSetAtom(accountPopupAtom);
  const config = useSecurityConfig();
  const questions = useSecurityQuestions();
  const banks = useWithdrawBanks();
  const cards = useBankCards();
  // The popup title is read from the editor when it opens and kept while it animates out.
  const [lastEditor, setLastEditor] = useState<Editor>('withdrawal');
  const requested = params.get('edit') as Editor | null;
  const editor = requested && editors.includes(requested) ? requested : null;
  if (editor && editor !== lastEditor) setLastEditor(editor);
  const open = (next: Editor) => setParams({ edit: next });
  const close = () => setParams({}, { replace: true });

  const failure = config.error;
  if (failure) return <ErrorNotice error={failure} onRetry={() => void config.refetch()} />;
  if (!config.data) return <ListSkeleton rows={6} />;
  const security = config.data;
  const needsWithdrawal = !security.withdrawalPasswordSet;
  const answeredCount = questions.data?.answeredQuestionIds.length ?? 0;
  const titles: Record<Editor, string> = {
    withdrawal: t(`security.withdrawal.${security.withdrawalPasswordSet ? 'changeTitle' : 'setTitle'}`),
    payment: t(`security.payment.${security.paymentPasswordSet ? 'changeTitle' : 'setTitle'}`),
    paymentReset: t('security.payment.resetTitle'),
    questions: t('security.questions.title'),
  };
  const actionLabel = (isSet: boolean) => (isSet ? t('security.change') : t('security.set'));
  // Each button's name starts with its visible text and names its item ("Set Withdrawal password").
  const named = (action: string, item: string) => `${action} ${item}`;

  return (
    <>
      <ul className={local.items} aria-label={t('security.items')}>
        <Item id="login-password" title={t('security.loginPassword')} status={t('security.isSet')} set>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => openPopup('changePsw')}
            aria-label={named(t('security.change'), t('security.loginPassword'))}
          >
            {t('security.change')}
          </button>
        </Item>
        <Item
          id="withdrawal-password"
          title={t('security.withdrawalPassword')}
          status={security.withdrawalPasswordSet ? t('security.isSet') : t('security.notSet')}
          set={security.withdrawalPasswordSet}
        >
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => open('withdrawal')}
            aria-label={named(actionLabel(security.withdrawalPasswordSet), t('security.withdrawalPassword'))}
          >
            {actionLabel(security.withdrawalPasswordSet)}
          </button>
        </Item>
        <Item
          id="payment-password"
          title={t('security.paymentPassword')}
          status={security.paymentPasswordSet ? t('security.isSet') : t('security.notSet')}
          set={security.paymentPasswordSet}
        >
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => open('payment')}
            aria-label={named(actionLabel(security.paymentPasswordSet), t('security.paymentPassword'))}
          >
            {actionLabel(security.paymentPasswordSet)}
          </button>
          <button type="button" className={local.linkButton} onClick={() => open('paymentReset')}>
            {t('security.forgotPayment')}
          </button>
        </Item>
        <Item
          id="security-questions"
          title={t('security.questionsItem')}
          status={
            needsWithdrawal
              ? t('security.needsWithdrawalPassword')
              : security.securityQuestionsSet
                ? t('security.answered', { count: answeredCount })
                : t('security.notSet')
          }
          set={security.securityQuestionsSet}
        >
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => open(needsWithdrawal ? 'withdrawal' : 'questions')}
            aria-label={named(actionLabel(security.securityQuestionsSet), t('security.questionsItem'))}
          >
            {actionLabel(security.securityQuestionsSet)}
          </button>
        </Item>
        <Item
          id="bank-cards"
          title={t('security.bankCards')}
          status={
            security.bankCardBound
              ? banks.data && cards.data
                ? t('security.card.count', { count: cards.data.length, max: banks.data.maxCards })
                : t('security.isSet')
              : t('security.notSet')
          }
          set={security.bankCardBound}
        >
          <Link className={buttonClass({ variant: 'secondary' })} to="/m/member/bankCards" aria-label={named(t('security.manage'), t('security.bankCards'))}>
            {t('security.manage')}
          </Link>
        </Item>
        <Item id="mobile" title={t('security.mobile')} status={security.mobileNumMasked ?? t('security.notProvided')} set={security.mobileNumMasked !== null}>
          {null}
        </Item>
        <Item id="email" title={t('security.email')} status={security.emailMasked ?? t('security.notProvided')} set={security.emailMasked !== null}>
          {null}
        </Item>
      </ul>
      <Popup
        open={editor !== null}
        onClose={close}
        label={titles[editor ?? lastEditor]}
        title={titles[editor ?? lastEditor]}
        closeLabel={t('security.close')}
        placement="bottom"
      >
        {editor === 'withdrawal' && <SecondaryPasswordForm kind="withdrawal" isSet={security.withdrawalPasswordSet} onDone={close} />}
        {editor === 'payment' && <SecondaryPasswordForm kind="payment" isSet={security.paymentPasswordSet} onDone={close} />}
        {editor === 'paymentReset' && <ResetPaymentPasswordForm mobileMasked={security.mobileNumMasked} onDone={close} />}
        {editor === 'questions' && <SecurityQuestionsForm onDone={close} />}
      </Popup>
    </>
  );
}

/**
 * Security centre (/m/member/security): what the member has set (getSecurityConfig), the login
 * password (the change-password popup), the withdrawal and payment passwords (set, change, reset the
 * payment password by SMS), security questions, bank cards, and the masked mobile number and e-mail.
 */
export default function SecurityCentreScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('security.title')}>
      <MemberOnly>
        <SecurityItems />
      </MemberOnly>
    </Page>
  );
}
