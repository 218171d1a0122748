import { useId, useRef, useState, type ReactNode } from 'react';
import * as formStyles from '../../internal/form.css.js';
import { useFocusFirstError, useReportValues, type SocialProvider } from '../../internal/form.js';
import { MethodPanel, MethodTabs } from '../../internal/MethodTabs.js';
import { SocialLogin } from '../../internal/SocialLogin.js';
import { AgreementCheckbox } from '../AgreementCheckbox/AgreementCheckbox.js';
import { CaptchaField } from '../CaptchaField/CaptchaField.js';
import { DialCodePicker, type DialCodeCountry } from '../DialCodePicker/DialCodePicker.js';
import { PasswordField } from '../PasswordField/PasswordField.js';
import { SmsCodeField, type SmsCodeFieldLabels } from '../SmsCodeField/SmsCodeField.js';
import { TextField } from '../TextField/TextField.js';
import * as styles from './LoginForm.css.js';

export type LoginMethod = 'password' | 'sms';

export interface LoginFormValues {
  method: LoginMethod;
  username: string;
  password: string;
  /** ISO code of the dialling-code country. */
  country: string;
  mobile: string;
  smsCode: string;
  /** Present only while the captcha is shown. */
  captcha: string;
  remember: boolean;
}

export type LoginFormField = 'username' | 'password' | 'mobile' | 'smsCode' | 'captcha' | 'agreement';

export interface LoginFormLabels {
  methods: string;
  methodPassword: string;
  methodSms: string;
  username: string;
  password: string;
  showPassword: string;
  countryCode: string;
  mobile: string;
  smsCode: string;
  sms: SmsCodeFieldLabels;
  captcha: string;
  captchaRefresh: string;
  /** The captcha's rule text under its field (spec section 5). */
  captchaHint?: string;
  remember: string;
  forgot: string;
  submit: string;
  register: string;
  freePlay: string;
  /** Heading over the social buttons, e.g. "Or log in with". */
  socialHeading: string;
  social: Record<SocialProvider, string>;
  /** Agreement text before the terms link. */
  agreement: string;
}

export interface LoginFormProps {
  labels: LoginFormLabels;
  /** Offered methods; the SMS tab only when mobile-code login is enabled. */
  methods: readonly LoginMethod[];
  countries: readonly DialCodeCountry[];
  /** Remembered login, saved country, etc. */
  defaultValues?: Partial<LoginFormValues>;
  /** Field messages, already translated (from core's validation or the server). */
  errors?: Partial<Record<LoginFormField, string>>;
  /** A message about the whole attempt, e.g. "Wrong account or password". */
  formError?: string | undefined;
  submitting?: boolean;
  onSubmit: (values: LoginFormValues) => void;
  /** Called with the values as they would be submitted, on mounting and after each edit, e.g. to clear the messages an edit fixed. */
  onValuesChange?: (values: LoginFormValues) => void;
  /** Shown after a failed login whose response asks for it (spec section 4). */
  captcha?: { image?: string | undefined; onRefresh: () => void } | undefined;
  sms?: {
    expiresAt?: number | undefined;
    sending?: boolean;
    /** Whether the number is valid enough to request a code. */
    isMobileValid: (mobile: string, country: string) => boolean;
    onSend: (mobile: string, country: string) => void;
  };
  /** The terms link shown after the agreement text (to /m/help?tag=terms). */
  terms: ReactNode;
  /** Forgot-password link, when reset by mail or verification is enabled. */
  onForgot?: () => void;
  onRegister?: () => void;
  /** The agent login (/m/agent) has no social login. */
  variant?: 'member' | 'agent';
  socialProviders?: readonly SocialProvider[];
  onSocialLogin?: (provider: SocialProvider) => void;
  /** Free-play (trial) action; shown when given. */
  onFreePlay?: () => void;
  freePlayBusy?: boolean;
}

const emptyValues: LoginFormValues = {
  method: 'password',
  username: '',
  password: '',
  country: '',
  mobile: '',
  smsCode: '',
  captcha: '',
  remember: false,
};

/**
 * Login form (spec section 2): username and password or mobile and SMS code, remember me, forgot
 * link, register, social buttons, agreement ticked by default (login disabled while unticked),
 * free play, captcha after a failure; the agent variant has no social login.
 */
export function LoginForm({
  labels,
  methods,
  countries,
  defaultValues,
  errors,
  formError,
  submitting = false,
  onSubmit,
  onValuesChange,
  captcha,
  sms,
  terms,
  onForgot,
  onRegister,
  variant = 'member',
  socialProviders = [],
  onSocialLogin,
  onFreePlay,
  freePlayBusy = false,
}: LoginFormProps) {
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LoginFormValues>(() => ({
    ...emptyValues,
    country: countries[0]?.code ?? '',
    ...defaultValues,
    method: defaultValues?.method && methods.includes(defaultValues.method) ? defaultValues.method : (methods[0] ?? 'password'),
  }));
  const [agreed, setAgreed] = useState(true);
  const markSubmitted = useFocusFirstError(formRef, errors);
  const submitted: LoginFormValues = { ...values, captcha: captcha ? values.captcha : '' };
  useReportValues(submitted, onValuesChange);
  const set =
    <K extends keyof LoginFormValues>(key: K) =>
    (value: LoginFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const showTabs = methods.length > 1;
  const showSocial = variant === 'member' && socialProviders.length > 0 && onSocialLogin !== undefined;

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!agreed || submitting) return;
        markSubmitted();
        onSubmit(submitted);
      }}
    >
      {showTabs ? (
        <MethodTabs
          label={labels.methods}
          idBase={idBase}
          methods={methods.map((method) => ({ id: method, label: method === 'password' ? labels.methodPassword : labels.methodSms }))}
          selected={values.method}
          onSelect={set('method')}
        />
      ) : null}
      <MethodPanel idBase={idBase} selected={values.method} tabs={showTabs}>
        {values.method === 'password' ? (
          <>
            <TextField
              label={labels.username}
              value={values.username}
              onChange={set('username')}
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              required
              error={errors?.username}
            />
            <PasswordField
              label={labels.password}
              toggleLabel={labels.showPassword}
              value={values.password}
              onChange={set('password')}
              required
              error={errors?.password}
            />
          </>
        ) : (
          <>
            <TextField
              label={labels.mobile}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              value={values.mobile}
              onChange={set('mobile')}
              required
              error={errors?.mobile}
              start={
                <DialCodePicker label={labels.countryCode} countries={countries} value={values.country} onChange={(country) => set('country')(country.code)} />
              }
            />
            <SmsCodeField
              label={labels.smsCode}
              labels={labels.sms}
              value={values.smsCode}
              onChange={set('smsCode')}
              required
              error={errors?.smsCode}
              expiresAt={sms?.expiresAt}
              sending={sms?.sending ?? false}
              canSend={sms ? sms.isMobileValid(values.mobile, values.country) : false}
              onSend={() => sms?.onSend(values.mobile, values.country)}
            />
          </>
        )}
        {captcha ? (
          <CaptchaField
            label={labels.captcha}
            value={values.captcha}
            onChange={set('captcha')}
            image={captcha.image}
            refreshLabel={labels.captchaRefresh}
            hint={labels.captchaHint}
            onRefresh={captcha.onRefresh}
            required
            error={errors?.captcha}
          />
        ) : null}
      </MethodPanel>
      <div className={styles.options}>
        <AgreementCheckbox checked={values.remember} onChange={set('remember')}>
          {labels.remember}
        </AgreementCheckbox>
        {onForgot ? (
          <button type="button" className={formStyles.link} onClick={onForgot}>
            {labels.forgot}
          </button>
        ) : null}
      </div>
      <AgreementCheckbox checked={agreed} onChange={setAgreed} after={terms} error={errors?.agreement}>
        {labels.agreement}
      </AgreementCheckbox>
      {formError ? (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={formStyles.primary} disabled={!agreed || submitting}>
          {labels.submit}
        </button>
        {onRegister ? (
          <button type="button" className={formStyles.secondary} onClick={onRegister}>
            {labels.register}
          </button>
        ) : null}
        {onFreePlay ? (
          <button
            type="button"
            className={[formStyles.link, styles.freePlay].join(' ')}
            onClick={onFreePlay}
            disabled={freePlayBusy}
            aria-busy={freePlayBusy || undefined}
          >
            {labels.freePlay}
          </button>
        ) : null}
      </div>
      {showSocial ? <SocialLogin heading={labels.socialHeading} labels={labels.social} providers={socialProviders} onSelect={onSocialLogin} /> : null}
    </form>
  );
}
