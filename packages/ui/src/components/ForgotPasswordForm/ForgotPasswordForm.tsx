import { useId, useRef, useState, type ReactNode } from 'react';
import * as formStyles from '../../internal/form.css.js';
import { useFocusFirstError, useReportValues } from '../../internal/form.js';
import { MethodPanel, MethodTabs } from '../../internal/MethodTabs.js';
import { DialCodePicker, type DialCodeCountry } from '../DialCodePicker/DialCodePicker.js';
import { PasswordField } from '../PasswordField/PasswordField.js';
import { SmsCodeField, type SmsCodeFieldLabels } from '../SmsCodeField/SmsCodeField.js';
import { TextField } from '../TextField/TextField.js';
import * as styles from './ForgotPasswordForm.css.js';

export type ForgotPasswordMethod = 'phone' | 'email';

export type ForgotPasswordValues =
  { method: 'phone'; country: string; mobile: string; smsCode: string; newPassword: string } | { method: 'email'; username: string; email: string };

export type ForgotPasswordField = 'mobile' | 'smsCode' | 'newPassword' | 'username' | 'email';

export interface ForgotPasswordFormLabels {
  methods: string;
  methodPhone: string;
  methodEmail: string;
  countryCode: string;
  mobile: string;
  smsCode: string;
  sms: SmsCodeFieldLabels;
  newPassword: string;
  showPassword: string;
  username: string;
  email: string;
  submit: string;
}

export interface ForgotPasswordFormProps {
  labels: ForgotPasswordFormLabels;
  /** Enabled reset methods: phone when verification is on, e-mail when reset by mail is on. */
  methods: readonly ForgotPasswordMethod[];
  countries: readonly DialCodeCountry[];
  defaultCountry?: string;
  errors?: Partial<Record<ForgotPasswordField, string>>;
  formError?: string | undefined;
  submitting?: boolean;
  /** Explanation above the fields, e.g. "Enter your mobile number to receive a code". */
  intro?: ReactNode;
  /** Hint under the mobile number, e.g. the configured minimum length. */
  mobileHint?: ReactNode;
  sms: {
    expiresAt?: number | undefined;
    sending?: boolean;
    isMobileValid: (mobile: string, country: string) => boolean;
    onSend: (mobile: string, country: string) => void;
  };
  onSubmit: (values: ForgotPasswordValues) => void;
  /** Called with the values as they would be submitted, on mounting and after each edit (clears the messages an edit fixed). */
  onValuesChange?: (values: ForgotPasswordValues) => void;
  /** Whether the values may be submitted (spec section 5: by phone only when all three are valid); submit is disabled otherwise. */
  canSubmit?: (values: ForgotPasswordValues) => boolean;
  /**
   * The member picked the other method. What was said about the last attempt (`formError`, `errors`)
   * no longer applies to the fields now shown, so the caller clears it; what was typed stays.
   */
  onMethodChange?: (method: ForgotPasswordMethod) => void;
  /**
   * Empties fields after a server error (spec section 8: same-as-old clears the password, any other
   * error the code). A new `nonce` is a new request; everything else the user typed stays.
   */
  clear?: { nonce: number; fields: readonly ForgotPasswordField[] };
}

/** Phone when it is the only method, otherwise e-mail (spec section 2, alternative screen). */
export function defaultForgotPasswordMethod(methods: readonly ForgotPasswordMethod[]): ForgotPasswordMethod {
  return methods.includes('email') ? 'email' : 'phone';
}

/**
 * Forgot-password form (spec section 2): mobile number with dialling code, SMS code with countdown
 * and new password; with both phone and e-mail reset enabled a method toggle (username + e-mail).
 */
export function ForgotPasswordForm({
  labels,
  methods,
  countries,
  defaultCountry,
  errors,
  formError,
  submitting = false,
  intro,
  mobileHint,
  sms,
  onSubmit,
  onValuesChange,
  onMethodChange,
  canSubmit,
  clear,
}: ForgotPasswordFormProps) {
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [method, setMethod] = useState<ForgotPasswordMethod>(() => defaultForgotPasswordMethod(methods));
  const [country, setCountry] = useState(defaultCountry ?? countries[0]?.code ?? '');
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  // A clear request is applied while rendering (no effect, no extra paint), once per nonce.
  const [clearedNonce, setClearedNonce] = useState(clear?.nonce);
  if (clear && clear.nonce !== clearedNonce) {
    setClearedNonce(clear.nonce);
    const setters: Record<ForgotPasswordField, (value: string) => void> = {
      mobile: setMobile,
      smsCode: setSmsCode,
      newPassword: setNewPassword,
      username: setUsername,
      email: setEmail,
    };
    for (const field of clear.fields) setters[field]('');
  }
  const markSubmitted = useFocusFirstError(formRef, errors);
  const showTabs = methods.includes('phone') && methods.includes('email');
  const values: ForgotPasswordValues =
    method === 'phone' ? { method, country, mobile, smsCode, newPassword } : { method, username: username.trim(), email: email.trim() };
  const allowed = canSubmit ? canSubmit(values) : true;
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
        if (!allowed) return;
        markSubmitted();
        onSubmit(values);
      }}
    >
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {showTabs ? (
        <MethodTabs
          label={labels.methods}
          idBase={idBase}
          methods={[
            { id: 'phone' as const, label: labels.methodPhone },
            { id: 'email' as const, label: labels.methodEmail },
          ]}
          selected={method}
          onSelect={(next) => {
            if (next === method) return;
            setMethod(next);
            onMethodChange?.(next);
          }}
        />
      ) : null}
      <MethodPanel idBase={idBase} selected={method} tabs={showTabs}>
        {method === 'phone' ? (
          <>
            <TextField
              label={labels.mobile}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              value={mobile}
              onChange={setMobile}
              required
              error={errors?.mobile}
              hint={mobileHint}
              start={<DialCodePicker label={labels.countryCode} countries={countries} value={country} onChange={(next) => setCountry(next.code)} />}
            />
            <SmsCodeField
              label={labels.smsCode}
              labels={labels.sms}
              value={smsCode}
              onChange={setSmsCode}
              required
              error={errors?.smsCode}
              expiresAt={sms.expiresAt}
              sending={sms.sending ?? false}
              canSend={sms.isMobileValid(mobile, country)}
              onSend={() => sms.onSend(mobile, country)}
            />
            <PasswordField
              label={labels.newPassword}
              toggleLabel={labels.showPassword}
              autoComplete="new-password"
              value={newPassword}
              onChange={setNewPassword}
              required
              error={errors?.newPassword}
            />
          </>
        ) : (
          <>
            <TextField
              label={labels.username}
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              value={username}
              onChange={setUsername}
              required
              error={errors?.username}
            />
            <TextField
              label={labels.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="off"
              spellCheck={false}
              value={email}
              onChange={setEmail}
              required
              error={errors?.email}
            />
          </>
        )}
      </MethodPanel>
      {formError ? (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={formStyles.primary} disabled={submitting || !allowed}>
        {labels.submit}
      </button>
    </form>
  );
}
