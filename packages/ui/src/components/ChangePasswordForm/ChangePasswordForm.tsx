import { useRef, useState } from 'react';
import * as formStyles from '../../internal/form.css.js';
import { useFocusFirstError, useReportValues } from '../../internal/form.js';
import { PasswordField } from '../PasswordField/PasswordField.js';
import { TextField } from '../TextField/TextField.js';
import * as styles from './ChangePasswordForm.css.js';

export interface ChangePasswordValues {
  /** Present only when the old password was asked for. */
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

export interface ChangePasswordFormLabels {
  username: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  showPassword: string;
  submit: string;
}

export interface ChangePasswordFormProps {
  labels: ChangePasswordFormLabels;
  /** The member's username, shown read-only. */
  username: string;
  /** Ask for the old password (when none is kept in the session). */
  askOldPassword: boolean;
  errors?: Partial<Record<ChangePasswordField, string>>;
  formError?: string | undefined;
  submitting?: boolean;
  onSubmit: (values: ChangePasswordValues) => void;
  /** Called with the values as they would be submitted, on mounting and after each edit, e.g. to clear the messages an edit fixed. */
  onValuesChange?: (values: ChangePasswordValues) => void;
}

/**
 * Change-password form (spec section 2): username read-only, old password only when none is kept,
 * new password and confirmation.
 */
export function ChangePasswordForm({
  labels,
  username,
  askOldPassword,
  errors,
  formError,
  submitting = false,
  onSubmit,
  onValuesChange,
}: ChangePasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const markSubmitted = useFocusFirstError(formRef, errors);
  const values: ChangePasswordValues = askOldPassword ? { oldPassword, newPassword, confirmPassword } : { newPassword, confirmPassword };
  useReportValues(values, onValuesChange);

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (submitting) return;
        markSubmitted();
        onSubmit(values);
      }}
    >
      <div className={styles.fields}>
        {/* Lets password managers pair the new password with the account. */}
        <TextField label={labels.username} value={username} onChange={() => undefined} readOnly autoComplete="username" />
        {askOldPassword ? (
          <PasswordField
            label={labels.oldPassword}
            toggleLabel={labels.showPassword}
            autoComplete="current-password"
            value={oldPassword}
            onChange={setOldPassword}
            required
            error={errors?.oldPassword}
          />
        ) : null}
        <PasswordField
          label={labels.newPassword}
          toggleLabel={labels.showPassword}
          autoComplete="new-password"
          value={newPassword}
          onChange={setNewPassword}
          required
          error={errors?.newPassword}
        />
        <PasswordField
          label={labels.confirmPassword}
          toggleLabel={labels.showPassword}
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          required
          error={errors?.confirmPassword}
        />
      </div>
      {formError ? (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={formStyles.primary} disabled={submitting}>
        {labels.submit}
      </button>
    </form>
  );
}
