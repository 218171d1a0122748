import { ApiClientError, type Schema } from '@whitelabel/api';
import {
  canRequestSmsCode,
  sanitiseAccountNumber,
  sanitiseMobileInput,
  sanitiseSecondaryPassword,
  sanitiseSmsCodeInput,
  validateBindCard,
  validateResetPaymentPassword,
  validateSecondaryPassword,
  validateSecurityAnswers,
} from '@whitelabel/core';
import {
  noIssues,
  useBindBankCard,
  useFormIssues,
  useResetPaymentPassword,
  useSecurityQuestions,
  useSendSmsCode,
  useSetPaymentPassword,
  useSetSecurityQuestions,
  useSetWithdrawalPassword,
  useSharedRules,
  useUnbindBankCard,
  useWithdrawBanks,
  type Issues,
} from '@whitelabel/core/hooks';
import { buttonClass, DialCodePicker, PasswordField, SelectField, SmsCodeField, TextField } from '@whitelabel/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@whitelabel/app-shell';
import { useDialCountries, useSmsExpiry, useSmsLabels } from '../account/account-common.js';
import * as styles from '../member/member.css.js';
import { ErrorNotice, errorKey, ListSkeleton } from '../member/parts.js';

const codeOf = (error: unknown) => (error instanceof ApiClientError ? error.code : undefined);

/** Moves focus to the first field marked invalid (spec section 5: the first failing field is focused). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * Sets or changes the withdrawal or payment password (six digits). The current password is asked
 * once one is set. Every field keeps what was typed on an error; a wrong current password is shown
 * at that field.
 */
export function SecondaryPasswordForm({ kind, isSet, onDone }: { kind: 'withdrawal' | 'payment'; isSet: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const withdrawal = useSetWithdrawalPassword();
  const payment = useSetPaymentPassword();
  const mutation = kind === 'withdrawal' ? withdrawal : payment;
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const { errors, formError, check, fail, failForm } = useFormIssues((checked: typeof values) => validateSecondaryPassword(checked, { isSet }).errors, {
    values,
  });
  const field = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: sanitiseSecondaryPassword(value) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    failForm(undefined);
    if (!noIssues(check(values))) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    mutation.mutate(
      { ...(isSet ? { oldPassword: values.oldPassword } : {}), newPassword: values.newPassword, confirmNewPassword: values.confirmPassword },
      {
        onSuccess: () => {
          toast.success(`security.${kind}.saved`);
          setValues({ oldPassword: '', newPassword: '', confirmPassword: '' });
          onDone?.();
        },
        onError: (error) => {
          const code = codeOf(error);
          if (code === 'PAYMENT_PASSWORD_WRONG') fail('oldPassword', { key: 'security.errors.currentWrong' });
          else if (code === 'NEW_PASSWORD_SAME_AS_OLD') fail('newPassword', { key: 'validation.password.sameAsOld' });
          else if (code === 'PASSWORD_FORMAT_INVALID') fail('newPassword', { key: 'security.errors.sixDigits' });
          else if (code === 'CONFIRM_PASSWORD_MISMATCH') fail('confirmPassword', { key: 'validation.password.notMatch' });
          else failForm({ key: errorKey(error) });
        },
      },
    );
  };
  const common = { inputMode: 'numeric' as const, maxLength: 6, toggleLabel: t('security.show'), required: true };
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t(`security.${kind}.${isSet ? 'changeTitle' : 'setTitle'}`)}>
      {isSet && (
        <PasswordField
          label={t('security.current')}
          value={values.oldPassword}
          onChange={field('oldPassword')}
          autoComplete="current-password"
          error={errors.oldPassword}
          {...common}
        />
      )}
      <PasswordField
        label={t('security.new')}
        value={values.newPassword}
        onChange={field('newPassword')}
        autoComplete="new-password"
        error={errors.newPassword}
        {...common}
      />
      <PasswordField
        label={t('security.confirm')}
        value={values.confirmPassword}
        onChange={field('confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...common}
      />
      {formError && (
        <p className={styles.fieldError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={buttonClass({ block: true })} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
        {t('security.save')}
      </button>
    </form>
  );
}

/**
 * Resets a forgotten payment password by SMS: the account's mobile number (with its country code),
 * the code from the no-login SMS operation, and a new six-digit password. A wrong code keeps the rest.
 */
export function ResetPaymentPasswordForm({ mobileMasked, onDone }: { mobileMasked: string | null; onDone?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { rules } = useSharedRules();
  const { countries, byCode } = useDialCountries();
  const smsLabels = useSmsLabels();
  const sms = useSmsExpiry();
  const send = useSendSmsCode('noLogin');
  const reset = useResetPaymentPassword();
  const [country, setCountry] = useState('');
  const [values, setValues] = useState({ mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' });
  const chosenCountry = byCode.get(country) ?? [...byCode.values()][0];
  const countryCode = country || countries[0]?.code || '';
  const mobileRule = { ...rules.loginMobileNum, ...(chosenCountry ? { minLength: chosenCountry.mobileMinLength } : {}) };
  const { errors, formError, check, fail, failForm } = useFormIssues(
    (checked: typeof values) =>
      validateResetPaymentPassword(checked, { mobileNum: mobileRule, ...(rules.verificationCode ? { verificationCode: rules.verificationCode } : {}) }).errors,
    { values },
  );
  const set = (key: keyof typeof values, clean: (value: string) => string) => (value: string) => setValues((current) => ({ ...current, [key]: clean(value) }));

  if (!mobileMasked) return <p className={styles.note}>{t('security.payment.noMobile')}</p>;

  const sendCode = () => {
    if (!chosenCountry) return;
    send.mutate(
      { mobileNum: values.mobileNum, countryDialingCode: chosenCountry.countryDialingCode },
      { onSuccess: (answer) => sms.sent(answer), onError: (error) => fail('mobileNum', { key: errorKey(error) }) },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    failForm(undefined);
    if (!noIssues(check(values)) || !chosenCountry) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    reset.mutate(
      {
        mobileNum: values.mobileNum,
        countryDialingCode: chosenCountry.countryDialingCode,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmPassword,
      },
      {
        onSuccess: () => {
          toast.success('security.payment.resetDone');
          onDone?.();
        },
        onError: (error) => {
          const code = codeOf(error);
          if (code === 'MOBILE_NUMBER_INVALID') fail('mobileNum', { key: 'security.errors.notAccountMobile' });
          else if (code === 'VERIFICATION_CODE_WRONG') fail('verificationCode', { key: errorKey(error) });
          else if (code === 'PASSWORD_FORMAT_INVALID') fail('newPassword', { key: 'security.errors.sixDigits' });
          else failForm({ key: errorKey(error) });
        },
      },
    );
  };
  const password = { inputMode: 'numeric' as const, maxLength: 6, toggleLabel: t('security.show'), required: true, autoComplete: 'new-password' };
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t('security.payment.resetTitle')}>
      <p className={styles.note}>{t('security.payment.resetIntro', { mobile: mobileMasked })}</p>
      <TextField
        label={t('security.mobile')}
        value={values.mobileNum}
        onChange={set('mobileNum', sanitiseMobileInput)}
        inputMode="tel"
        autoComplete="tel-national"
        required
        error={errors.mobileNum}
        start={
          <DialCodePicker label={t('security.payment.countryCode')} countries={countries} value={countryCode} onChange={(next) => setCountry(next.code)} />
        }
      />
      <SmsCodeField
        label={t('security.payment.smsCode')}
        labels={smsLabels}
        value={values.verificationCode}
        onChange={set('verificationCode', sanitiseSmsCodeInput)}
        required
        error={errors.verificationCode}
        expiresAt={sms.expiresAt}
        sending={send.isPending}
        canSend={canRequestSmsCode(values.mobileNum, mobileRule)}
        onSend={sendCode}
      />
      <PasswordField
        label={t('security.new')}
        value={values.newPassword}
        onChange={set('newPassword', sanitiseSecondaryPassword)}
        error={errors.newPassword}
        {...password}
      />
      <PasswordField
        label={t('security.confirm')}
        value={values.confirmPassword}
        onChange={set('confirmPassword', sanitiseSecondaryPassword)}
        error={errors.confirmPassword}
        {...password}
      />
      {formError && (
        <p className={styles.fieldError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={buttonClass({ block: true })} disabled={reset.isPending} aria-busy={reset.isPending || undefined}>
        {t('security.payment.reset')}
      </button>
    </form>
  );
}

/** Issues of a row shown at its question select; the others at its answer. */
const questionIssues = new Set(['security.questions.errors.chooseQuestion', 'security.questions.errors.duplicate']);

/** The fields of the questions form: each row's question and answer, and the withdrawal password. */
type AnswerField = `question${number}` | `answer${number}` | 'password';

/** Places core's row issues at the question select or the answer field of their row. */
function answerIssues(check: ReturnType<typeof validateSecurityAnswers>): Issues<AnswerField> {
  const out: Issues<AnswerField> = {};
  for (const [index, issue] of Object.entries(check.errors)) {
    const row = Number(index);
    const field: AnswerField = questionIssues.has(issue.key) ? `question${row}` : `answer${row}`;
    out[field] = issue;
  }
  if (check.password) out.password = check.password;
  return out;
}

interface AnswerRow {
  questionId: string;
  answer: string;
}

/** Answers 1-3 security questions (the withdrawal password confirms); saving replaces earlier answers. */
export function SecurityQuestionsForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const questions = useSecurityQuestions();
  const save = useSetSecurityQuestions();
  const [rows, setRows] = useState<AnswerRow[]>([{ questionId: '', answer: '' }]);
  const [password, setPassword] = useState('');
  const { errors, formError, check, fail, failForm } = useFormIssues(
    (checked: { rows: AnswerRow[]; password: string }) => answerIssues(validateSecurityAnswers(checked.rows, checked.password)),
    { values: { rows, password } },
  );
  if (questions.isError) return <ErrorNotice error={questions.error} onRetry={() => void questions.refetch()} />;
  if (!questions.data) return <ListSkeleton rows={2} />;
  const options = questions.data.questions.map((question) => ({ value: question.questionId, label: question.question }));
  const answered = questions.data.questions.filter((question) => questions.data.answeredQuestionIds.includes(question.questionId));
  const update = (index: number, patch: Partial<AnswerRow>) => setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    failForm(undefined);
    if (!noIssues(check({ rows, password }))) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    save.mutate(
      { answers: rows.map((row) => ({ questionId: row.questionId, answer: row.answer.trim() })), withdrawalPassword: password },
      {
        onSuccess: () => {
          toast.success('security.questions.saved');
          setRows([{ questionId: '', answer: '' }]);
          setPassword('');
          onDone?.();
        },
        onError: (error) => {
          if (codeOf(error) === 'PAYMENT_PASSWORD_WRONG') fail('password', { key: errorKey(error) });
          else failForm({ key: errorKey(error) });
        },
      },
    );
  };
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t('security.questions.title')}>
      <p className={styles.note}>{t('security.questions.intro')}</p>
      {answered.length > 0 && (
        <div className={styles.stack}>
          <p className={styles.muted}>
            <strong>{t('security.questions.answeredList')}</strong>
          </p>
          <ul className={styles.list}>
            {answered.map((question) => (
              <li key={question.questionId} className={styles.muted} dir="auto">
                {question.question}
              </li>
            ))}
          </ul>
          <p className={styles.muted}>{t('security.questions.replaceNote')}</p>
        </div>
      )}
      {rows.map((row, index) => (
        <fieldset key={index} className={styles.optionList}>
          <legend className={styles.sectionTitle}>{t('security.questions.question', { n: index + 1 })}</legend>
          <SelectField
            label={t('security.questions.question', { n: index + 1 })}
            placeholder={t('security.questions.choose')}
            options={options}
            value={row.questionId}
            onChange={(questionId) => update(index, { questionId })}
            required
            error={errors[`question${index}`]}
          />
          <TextField
            label={t('security.questions.answer', { n: index + 1 })}
            value={row.answer}
            onChange={(answer) => update(index, { answer })}
            maxLength={64}
            autoComplete="off"
            required
            error={errors[`answer${index}`]}
          />
          {rows.length > 1 && (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
            >
              {t('security.questions.remove', { n: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {rows.length < 3 && (
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => setRows((current) => [...current, { questionId: '', answer: '' }])}
        >
          {t('security.questions.add')}
        </button>
      )}
      <PasswordField
        label={t('withdraw.password.label')}
        value={password}
        onChange={(value) => setPassword(sanitiseSecondaryPassword(value))}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        required
        error={errors.password}
        toggleLabel={t('security.show')}
      />
      {formError && (
        <p className={styles.fieldError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={buttonClass({ block: true })} disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {t('security.questions.save')}
      </button>
    </form>
  );
}

/** Binds a bank card: a bank of the list, the holder's name, the account number of the bank's length, the withdrawal password. */
export function BindCardForm({ onDone }: { onDone?: (card: Schema<'BankCard'>) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const banks = useWithdrawBanks();
  const bind = useBindBankCard();
  const [values, setValues] = useState({ bankCode: '', accountName: '', accountNo: '', branch: '', withdrawalPassword: '' });
  const { errors, formError, check, fail, failForm } = useFormIssues((checked: typeof values) => validateBindCard(checked, banks.data?.banks ?? []).errors, {
    values,
  });
  if (banks.isError) return <ErrorNotice error={banks.error} onRetry={() => void banks.refetch()} />;
  if (!banks.data) return <ListSkeleton rows={3} />;
  const list = banks.data.banks;
  const bank = list.find((item) => item.bankCode === values.bankCode);
  const set =
    (key: keyof typeof values, clean: (value: string) => string = (value) => value) =>
    (value: string) =>
      setValues((current) => ({ ...current, [key]: clean(value) }));
  const lengthHint = bank
    ? bank.accountNoMinLength === bank.accountNoMaxLength
      ? t('security.card.lengthExact', { length: bank.accountNoMinLength })
      : t('security.card.lengthRange', { min: bank.accountNoMinLength, max: bank.accountNoMaxLength })
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    failForm(undefined);
    if (!noIssues(check(values)) || !bank) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    bind.mutate(
      {
        bankCode: bank.bankCode,
        bankName: bank.bankName,
        accountName: values.accountName.trim(),
        accountNo: values.accountNo,
        withdrawalPassword: values.withdrawalPassword,
        ...(values.branch.trim() ? { branch: values.branch.trim() } : {}),
      },
      {
        onSuccess: (card) => {
          toast.success('security.card.bound');
          setValues({ bankCode: '', accountName: '', accountNo: '', branch: '', withdrawalPassword: '' });
          onDone?.(card);
        },
        onError: (error) => {
          const code = codeOf(error);
          if (code === 'PAYMENT_PASSWORD_WRONG') fail('withdrawalPassword', { key: errorKey(error) });
          else if (code === 'ALREADY_APPLIED') fail('accountNo', { key: 'security.card.errors.alreadyBound' });
          else if (code === 'NO_PERMISSION') failForm({ key: 'security.card.errors.limit' });
          else failForm({ key: errorKey(error) });
        },
      },
    );
  };
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t('security.card.add')}>
      <SelectField
        label={t('security.card.bank')}
        placeholder={t('security.card.chooseBank')}
        options={list.map((item) => ({ value: item.bankCode, label: item.bankName }))}
        value={values.bankCode}
        onChange={set('bankCode')}
        required
        error={errors.bankCode}
      />
      <TextField
        label={t('security.card.accountName')}
        value={values.accountName}
        onChange={set('accountName')}
        maxLength={64}
        autoComplete="name"
        required
        error={errors.accountName}
        hint={t('security.card.accountNameHint')}
      />
      <TextField
        label={t('security.card.accountNo')}
        value={values.accountNo}
        onChange={set('accountNo', sanitiseAccountNumber)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={bank?.accountNoMaxLength ?? 30}
        required
        error={errors.accountNo}
        hint={lengthHint}
        dir="ltr"
      />
      <TextField label={t('security.card.branch')} value={values.branch} onChange={set('branch')} maxLength={64} />
      <PasswordField
        label={t('withdraw.password.label')}
        value={values.withdrawalPassword}
        onChange={set('withdrawalPassword', sanitiseSecondaryPassword)}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        required
        error={errors.withdrawalPassword}
        toggleLabel={t('security.show')}
      />
      {formError && (
        <p className={styles.fieldError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={buttonClass({ block: true })} disabled={bind.isPending} aria-busy={bind.isPending || undefined}>
        {t('security.card.bind')}
      </button>
    </form>
  );
}

/** Unbinds one card after the withdrawal password; a card that received withdrawals stays (customer service removes it). */
export function UnbindCardForm({ card, onDone }: { card: Schema<'BankCard'>; onDone?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const unbind = useUnbindBankCard();
  const [password, setPassword] = useState('');
  const { errors, formError, check, fail, failForm } = useFormIssues(
    (checked: string): Issues<'password'> => (checked ? {} : { password: { key: 'withdraw.password.required' } }),
    { values: password },
  );
  const name = `${card.bankName} ${card.accountNoMasked}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    failForm(undefined);
    if (!noIssues(check(password))) return;
    unbind.mutate(
      { cardId: card.cardId, withdrawalPassword: password },
      {
        onSuccess: () => {
          toast.success('security.card.unbound');
          onDone?.();
        },
        onError: (failure) => {
          const code = codeOf(failure);
          if (code === 'PAYMENT_PASSWORD_WRONG') fail('password', { key: errorKey(failure) });
          else if (code === 'NO_PERMISSION') failForm({ key: 'security.card.errors.paidTo' });
          else failForm({ key: errorKey(failure) });
        },
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('security.card.unbindCard', { card: name })}>
      <p className={styles.note}>{t('security.card.unbindIntro', { card: name })}</p>
      <PasswordField
        label={t('withdraw.password.label')}
        value={password}
        onChange={(value) => setPassword(sanitiseSecondaryPassword(value))}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        required
        error={errors.password}
        toggleLabel={t('security.show')}
      />
      {formError && (
        <p className={styles.fieldError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={buttonClass({ block: true })} disabled={unbind.isPending} aria-busy={unbind.isPending || undefined}>
        {t('security.card.unbind')}
      </button>
    </form>
  );
}
