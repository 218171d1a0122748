import type { Schema } from '@whitelabel/api';
import { toMoney, useTransferToDownline } from '@whitelabel/core/hooks';
import { PasswordField, Popup, TextField } from '@whitelabel/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format.js';
import { useErrorText } from '../../app/states.js';
import { useToast } from '../../app/toast.js';
import * as styles from '../../app/ui.css.js';

/** Transfer from the agent's wallet to a downline member: amount, withdrawal password, remark. */
export function TransferPopup({ member, onClose }: { member: Schema<'TeamMember'> | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const errorText = useErrorText();
  const transfer = useTransferToDownline();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string; form?: string }>({});

  const close = () => {
    setAmount('');
    setPassword('');
    setRemark('');
    setErrors({});
    transfer.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!member) return;
    const money = toMoney(amount);
    const next = {
      ...(money && Number(money) >= 1 ? {} : { amount: t('agent.transfer.amountInvalid') }),
      ...(password ? {} : { password: t('agent.transfer.passwordRequired') }),
    };
    setErrors(next);
    if (!money || Number(money) < 1 || !password) return;
    transfer.mutate(
      { memberId: member.memberId, amount: money, withdrawalPassword: password, ...(remark.trim() ? { remark: remark.trim() } : {}) },
      {
        onSuccess: (result) => {
          toast.success('agent.transfer.done', { values: { amount: format.money(money), account: member.account, balance: format.money(result.sumBalance) } });
          close();
        },
        onError: (error) => setErrors({ form: errorText(error) }),
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
        <TextField label={t('agent.transfer.amount')} inputMode="decimal" value={amount} onChange={setAmount} required error={errors.amount} />
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
        {errors.form ? (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className={`${styles.button.primary} ${styles.fullWidth}`} disabled={transfer.isPending}>
          {t('agent.transfer.submit')}
        </button>
      </form>
    </Popup>
  );
}
