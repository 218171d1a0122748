import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as formStyles from '../../internal/form.css.js';
import { useFocusFirstError, type SocialProvider } from '../../internal/form.js';
import { MethodPanel, MethodTabs } from '../../internal/MethodTabs.js';
import { SocialLogin } from '../../internal/SocialLogin.js';
import { AgreementCheckbox } from '../AgreementCheckbox/AgreementCheckbox.js';
import { BirthdayPicker, type BirthdayPickerLabels } from '../BirthdayPicker/BirthdayPicker.js';
import { CaptchaField } from '../CaptchaField/CaptchaField.js';
import { DialCodePicker, type DialCodeCountry } from '../DialCodePicker/DialCodePicker.js';
import { PasswordField } from '../PasswordField/PasswordField.js';
import { SmsCodeField, type SmsCodeFieldLabels } from '../SmsCodeField/SmsCodeField.js';
import { TextField, type TextFieldProps } from '../TextField/TextField.js';
import * as styles from './RegisterForm.css.js';

/** Every registration field, in display order (spec section 2). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobile',
  'smsCode',
  'captcha',
  'affiliateCode',
  'nickname',
  'realName',
  'email',
  'idNumber',
  'qq',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
  'paymentPassword',
  'recommender',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterMethod = 'username' | 'mobile';

/** The fields one method shows (present = shown), each with its required flag from the register settings. */
export type RegisterFieldSet = Partial<Record<RegisterField, { required: boolean }>>;

export interface RegisterFormValues {
  method: RegisterMethod;
  /** ISO code of the dialling-code country. */
  country: string;
  /** Values of the shown fields only. */
  values: Partial<Record<RegisterField, string>>;
  agreed: boolean;
}

export interface RegisterFormLabels {
  methods: string;
  methodUsername: string;
  methodMobile: string;
  fields: Record<RegisterField, string>;
  showPassword: string;
  countryCode: string;
  sms: SmsCodeFieldLabels;
  captchaRefresh: string;
  /** The captcha's rule text under its field (spec section 5). */
  captchaHint?: string;
  birthday: BirthdayPickerLabels;
  agreement: string;
  submit: string;
  backToLogin: string;
  socialHeading: string;
  social: Record<SocialProvider, string>;
}

export interface RegisterFormProps {
  labels: RegisterFormLabels;
  /**
   * Fields per method; a method is offered only when present (its switch is on). The caller applies
   * the settings rules (e.g. password fields in mobile mode only when mobile passwords are on).
   */
  fieldsByMethod: Partial<Record<RegisterMethod, RegisterFieldSet>>;
  countries: readonly DialCodeCountry[];
  defaultValues?: Partial<Record<RegisterField, string>> & { country?: string };
  /** Messages per field (and 'agreement' for the disclaimer), already translated. */
  errors?: Partial<Record<RegisterField | 'agreement', string>>;
  formError?: string | undefined;
  submitting?: boolean;
  onSubmit: (values: RegisterFormValues) => void;
  /** Called with the form's values whenever they change (and once on mounting), e.g. to clear the messages an edit fixed. */
  onValuesChange?: (values: RegisterFormValues) => void;
  captcha?: { image?: string | undefined; onRefresh: () => void } | undefined;
  sms?: {
    expiresAt?: number | undefined;
    sending?: boolean;
    isMobileValid: (mobile: string, country: string) => boolean;
    /** "Get code": the number, its country and the captcha typed so far (the server asks one per code). */
    onSend: (mobile: string, country: string, captcha: string) => void;
  };
  terms: ReactNode;
  onBackToLogin?: () => void;
  socialProviders?: readonly SocialProvider[];
  onSocialLogin?: (provider: SocialProvider) => void;
  /** Last year of the birthday picker (the current year unless given). */
  birthdayLastYear?: number;
}

const textAttributes: Partial<Record<RegisterField, Partial<TextFieldProps>>> = {
  username: { autoComplete: 'username', autoCapitalize: 'off', spellCheck: false },
  affiliateCode: { autoCapitalize: 'off', spellCheck: false },
  nickname: { autoComplete: 'nickname' },
  realName: { autoComplete: 'name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'off', spellCheck: false },
  qq: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  zalo: { type: 'tel', inputMode: 'tel' },
};

/**
 * Registration form (spec section 2, mobile layout): username or mobile tabs (mobile first when
 * enabled), every optional field shown per settings with its required marker, terms ticked by
 * default, back to login and social buttons.
 */
export function RegisterForm({
  labels,
  fieldsByMethod,
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
  onBackToLogin,
  socialProviders = [],
  onSocialLogin,
  birthdayLastYear,
}: RegisterFormProps) {
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const methods = (['username', 'mobile'] as const).filter((method) => fieldsByMethod[method] !== undefined);
  const [method, setMethod] = useState<RegisterMethod>(methods.includes('mobile') ? 'mobile' : 'username');
  const [country, setCountry] = useState(defaultValues?.country ?? countries[0]?.code ?? '');
  const [values, setValues] = useState<Partial<Record<RegisterField, string>>>(() => {
    const initial: Partial<Record<RegisterField, string>> = {};
    for (const field of REGISTER_FIELDS) initial[field] = defaultValues?.[field] ?? '';
    return initial;
  });
  const [agreed, setAgreed] = useState(true);
  const markSubmitted = useFocusFirstError(formRef, errors);

  const fieldSet = fieldsByMethod[method] ?? {};
  const shown = REGISTER_FIELDS.filter((field) => fieldSet[field] !== undefined);
  const set = (field: RegisterField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  /** The values of the fields shown, as submitted. */
  const current = (): RegisterFormValues => {
    const submitted: Partial<Record<RegisterField, string>> = {};
    for (const field of shown) submitted[field] = values[field] ?? '';
    return { method, country, values: submitted, agreed };
  };
  const currentRef = useRef(current);
  const onValuesChangeRef = useRef(onValuesChange);
  useEffect(() => {
    currentRef.current = current;
    onValuesChangeRef.current = onValuesChange;
  });
  useEffect(() => {
    onValuesChangeRef.current?.(currentRef.current());
  }, [values, method, country, agreed]);

  const renderField = (field: RegisterField) => {
    const common = {
      label: labels.fields[field],
      value: values[field] ?? '',
      onChange: set(field),
      required: fieldSet[field]?.required ?? false,
      error: errors?.[field],
    };
    switch (field) {
      case 'password':
      case 'confirmPassword':
      case 'paymentPassword':
        return <PasswordField key={field} {...common} toggleLabel={labels.showPassword} autoComplete="new-password" />;
      case 'mobile':
        return (
          <TextField
            key={field}
            {...common}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            start={<DialCodePicker label={labels.countryCode} countries={countries} value={country} onChange={(next) => setCountry(next.code)} />}
          />
        );
      case 'smsCode':
        return (
          <SmsCodeField
            key={field}
            {...common}
            labels={labels.sms}
            expiresAt={sms?.expiresAt}
            sending={sms?.sending ?? false}
            canSend={sms ? sms.isMobileValid(values.mobile ?? '', country) : false}
            onSend={() => sms?.onSend(values.mobile ?? '', country, values.captcha ?? '')}
          />
        );
      case 'captcha':
        return (
          <CaptchaField
            key={field}
            {...common}
            image={captcha?.image}
            refreshLabel={labels.captchaRefresh}
            hint={labels.captchaHint}
            onRefresh={() => captcha?.onRefresh()}
          />
        );
      case 'birthday':
        return <BirthdayPicker key={field} {...common} labels={labels.birthday} lastYear={birthdayLastYear} />;
      default:
        return <TextField key={field} {...common} {...textAttributes[field]} />;
    }
  };

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
        onSubmit(current());
      }}
    >
      {methods.length > 1 ? (
        <MethodTabs
          label={labels.methods}
          idBase={idBase}
          methods={methods.map((id) => ({ id, label: id === 'username' ? labels.methodUsername : labels.methodMobile }))}
          selected={method}
          onSelect={setMethod}
        />
      ) : null}
      <MethodPanel idBase={idBase} selected={method} tabs={methods.length > 1}>
        {shown.map(renderField)}
      </MethodPanel>
      <AgreementCheckbox checked={agreed} onChange={setAgreed} after={terms} error={errors?.agreement}>
        {labels.agreement}
      </AgreementCheckbox>
      {formError ? (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={formStyles.primary} disabled={submitting}>
          {labels.submit}
        </button>
        {onBackToLogin ? (
          <button type="button" className={[formStyles.link, styles.backToLogin].join(' ')} onClick={onBackToLogin}>
            {labels.backToLogin}
          </button>
        ) : null}
      </div>
      {socialProviders.length > 0 && onSocialLogin ? (
        <SocialLogin heading={labels.socialHeading} labels={labels.social} providers={socialProviders} onSelect={onSocialLogin} />
      ) : null}
    </form>
  );
}
