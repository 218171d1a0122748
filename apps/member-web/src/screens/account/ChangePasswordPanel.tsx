import { ApiClientError } from '@whitelabel/api';
import { createRememberedLoginStore, validateChangePassword } from '@whitelabel/core';
import { noIssues, renameIssues, useChangePassword, useFormIssues, useSession, useSharedRules } from '@whitelabel/core/hooks';
import { sessionPasswordAtom } from '@whitelabel/core/state';
import { ChangePasswordForm, type ChangePasswordField, type ChangePasswordValues } from '@whitelabel/ui';
import { useAtomValue } from 'jotai/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@whitelabel/app-shell';
import { errorKey } from './account-common.js';

/**
 * Change password (spec sections 2, 4, 5 and 8): username read-only, the old password only when
 * none is kept for this session, new password and confirmation. A new password equal to the old one
 * is refused and that field is cleared; success shows a message, updates the remembered password and
 * the shell goes to /m/home after 1 s.
 */
export function ChangePasswordPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const { userName } = useSession();
  const sessionPassword = useAtomValue(sessionPasswordAtom);
  // Read once: the hook clears the kept password on success, which must not bring the old field back.
  const [keptPassword] = useState(sessionPassword);
  const { rules } = useSharedRules();
  const change = useChangePassword();
  const [typed, setTyped] = useState<ChangePasswordValues>();
  const { errors, formError, check, fail, failForm } = useFormIssues(
    (values: ChangePasswordValues) =>
      renameIssues<ChangePasswordField, ChangePasswordField>(validateChangePassword(values, { rule: rules.password, sessionPassword: keptPassword }).errors),
    { values: typed },
  );
  // The form keeps what is typed; a new key remounts it, clearing the fields after a same-as-old refusal.
  const [formKey, setFormKey] = useState(0);

  const labels = useMemo(
    () => ({
      username: t('changePsw.username'),
      oldPassword: t('changePsw.oldPassword'),
      newPassword: t('changePsw.newPassword'),
      confirmPassword: t('changePsw.confirmPassword'),
      showPassword: t('login.showPassword'),
      submit: t('changePsw.submit'),
    }),
    [t],
  );

  const submit = (values: ChangePasswordValues) => {
    failForm(undefined);
    const found = check(values);
    if (found.newPassword?.key === 'validation.password.sameAsOld') setFormKey((key) => key + 1);
    if (!noIssues(found)) return;
    const oldPassword = values.oldPassword ?? keptPassword ?? '';
    change.mutate(
      { oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmPassword },
      {
        onSuccess: () => {
          toast.success('changePsw.success', { duration: toast.durations.passwordChanged });
          // The popup closes at once; the shell goes home 1 s later (HomeAfterPasswordChange, on the auth state's flag).
          void createRememberedLoginStore().updatePassword(values.newPassword);
        },
        onError: (error) => {
          if (error instanceof ApiClientError && error.code === 'NEW_PASSWORD_SAME_AS_OLD') {
            fail('newPassword', { key: 'validation.password.sameAsOld' });
            setFormKey((key) => key + 1);
            return;
          }
          failForm({ key: errorKey(error) });
        },
      },
    );
  };

  return (
    <ChangePasswordForm
      key={formKey}
      onValuesChange={setTyped}
      labels={labels}
      username={userName ?? ''}
      askOldPassword={!keptPassword}
      errors={errors}
      formError={formError}
      submitting={change.isPending || change.isSuccess}
      onSubmit={submit}
    />
  );
}
