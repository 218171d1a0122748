import type { Schema } from '@whitelabel/api';
import { noIssues, toMoney, useFormIssues, useMoneyFormat, useTransferToDownline, type Issues, type MoneyFormat } from '@whitelabel/core/hooks';
import { buttonClass, PasswordField, Popup, TextField } from '@whitelabel/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format.js';
import { useErrorIssue } from '../../app/states.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from '../../app/ui.css.js';

/** An amount of at least 1 in the merchant's currency (whole dong in VND) and the withdrawal password, as keys translated at render. */
function checkTransfer({ amount, password }: { amount: string; password: string }, money: MoneyFormat): Issues<'amount' | 'password'> {
  return {
    ...(money.check(amount, { min: '1' }) === null
      ? {}
      : { amount: { key: money.decimals > 0 ? 'agent.transfer.amountInvalid' : 'agent.transfer.amountWholeInvalid' } }),
    ...(password ? {} : { password: { key: 'agent.transfer.passwordRequired' } }),
  };
}

/** Transfer from the agent's wallet to a downline member: amount, withdrawal password, remark. */
export function TransferPopup({ member, onClose }: { member: Schema<'TeamMember'> | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const errorIssue = useErrorIssue();
  const transfer = useTransferToDownline();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const money = useMoneyFormat();
  const { errors, formError, check, failForm, reset } = useFormIssues((values: { amount: string; password: string }) => checkTransfer(values, money), {
    values: { amount, password },
  });

  const close = () => {
    setAmount('');
    setPassword('');
    setRemark('');
    reset();
    transfer.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!member) return;
    failForm(undefined);
    const money = toMoney(amount);
    if (!noIssues(check({ amount, password })) || !money) return;
    transfer.mutate(
      { memberId: member.memberId, amount: money, withdrawalPassword: password, ...(remark.trim() ? { remark: remark.trim() } : {}) },
      {
        onSuccess: (result) => {
          toast.success('agent.transfer.done', { values: { amount: format.money(money), account: member.account, balance: format.money(result.sumBalance) } });
          close();
        },
        onError: (error) => failForm(errorIssue(error)),
      },
    );
  };

  return (
    <Popup
      open={member !== null}
      onClose={close}
      label={t('agent.transfer.title')}
      title={t('agent.transfer.to', { account: member?.account ?? '' })}
      closeLabel={t('agent.close')}
      placement="bottom"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('agent.transfer.amount')}
          inputMode={money.decimals > 0 ? 'decimal' : 'numeric'}
          value={amount}
          onChange={setAmount}
          required
          error={errors.amount}
        />
        <PasswordField
          label={t('agent.transfer.password')}
          toggleLabel={t('agent.login.showPassword')}
          inputMode="numeric"
          autoComplete="off"
          value={password}
          onChange={setPassword}
          required
          error={errors.password}
        />
        <TextField label={t('agent.transfer.remark')} value={remark} onChange={setRemark} maxLength={140} />
        {formError ? (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className={buttonClass({ block: true })} disabled={transfer.isPending}>
          {t('agent.transfer.submit')}
        </button>
      </form>
    </Popup>
  );
}
