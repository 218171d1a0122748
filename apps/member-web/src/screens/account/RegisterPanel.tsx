import { ApiClientError, type RegisterPayload } from '@whitelabel/api';
import {
  canRequestSmsCode,
  isRegistrationFieldRequired,
  registrationFields,
  registrationModes,
  validateCaptcha,
  validateRegistration,
  withAffiliateResult,
  type AccountField,
  type RegistrationField,
  type RegistrationMode,
  type ValidationIssue,
} from '@whitelabel/core';
import {
  noIssues,
  renameIssues,
  useCaptcha,
  useCheckAffiliate,
  useFormIssues,
  useGating,
  useRegister,
  useRegistrationSettings,
  useSendPhoneCode,
} from '@whitelabel/core/hooks';
import { RegisterForm, Skeleton, SkeletonGroup, type RegisterField, type RegisterFieldSet, type RegisterFormValues } from '@whitelabel/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchant } from '@whitelabel/app-shell/merchant';
import { useToast } from '@whitelabel/app-shell';
import { currentDevice } from '../home/app-download.js';
import { useSocialLoginStart } from './social-login.js';
import { errorKey, TermsLink, useAccountPopup, useDialCountries, useSendCodeFailure, useSmsExpiry, useSmsLabels, useSocialLabels } from './account-common.js';
import * as styles from './account.css.js';

/** Core's field names to the form's. */
const toForm: Partial<Record<RegistrationField, RegisterField | 'agreement'>> = {
  mobileNum: 'mobile',
  verificationCode: 'smsCode',
  payeeName: 'realName',
  qqNum: 'qq',
  recommenderId: 'recommender',
  disclaimer: 'agreement',
};
const toCore = Object.fromEntries(Object.entries(toForm).map(([core, form]) => [form, core])) as Partial<Record<RegisterField, AccountField>>;

/** The form's values under core's field names. */
function coreValues(form: RegisterFormValues): Partial<Record<AccountField, string>> {
  const values: Partial<Record<AccountField, string>> = {};
  for (const [field, value] of Object.entries(form.values) as [RegisterField, string][]) values[(toCore[field] ?? field) as AccountField] = value;
  return values;
}

/** How the player registers: H5, in the app wrapper, or from the installed web app (web clip or PWA). */
function registerMethod(): RegisterPayload['registerMethod'] {
  const device = currentDevice();
  if (device.app) return 'APP';
  if (device.standalone) return localStorage.getItem('WEBCLIP') === '1' ? 'WEBCLIP' : 'PWA';
  return 'H5';
}

/**
 * The registration popup's content (spec sections 2, 4 and 5): username or mobile tabs per the
 * settings, every optional field the server enables with its required marker, captcha requested on
 * opening, SMS code with countdown, affiliate code checked on submit; success says 'Registered
 * successfully' and closes (the new member is logged in).
 */
export function RegisterPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const { open, leaveRoute } = useAccountPopup();
  const gating = useGating();
  const settings = useRegistrationSettings();
  const registration = settings.registration;
  // The captcha shows with the captcha switch and wherever an SMS code is asked for (core's registrationFields).
  const captchaShown = registration ? registrationModes(registration).modes.some((mode) => registrationFields(mode, registration).includes('captcha')) : false;
  const captcha = useCaptcha(captchaShown);
  /** The captcha that sent the last code: it still answers the form once, but cannot send another code. */
  const [smsCaptchaKey, setSmsCaptchaKey] = useState<string>();
  const affiliate = useCheckAffiliate();
  const register = useRegister();
  const sendSms = useSendPhoneCode('register');
  const sendFailed = useSendCodeFailure();
  const sms = useSmsExpiry();
  const smsLabels = useSmsLabels();
  const social = useSocialLabels();
  const { countries, byCode } = useDialCountries();
  const [typed, setTyped] = useState<RegisterFormValues>();
  const { errors, formError, check, fail, failForm } = useFormIssues(
    (form: RegisterFormValues) =>
      registration
        ? renameIssues(validateRegistration({ mode: form.method, values: coreValues(form), termsAccepted: form.agreed }, registration).errors, toForm)
        : {},
    { values: typed },
  );
  const socialLogin = useSocialLoginStart((key) => failForm({ key }));

  const fieldsByMethod = useMemo(() => {
    if (!registration) return {};
    const byMethod: Partial<Record<RegistrationMode, RegisterFieldSet>> = {};
    for (const mode of registrationModes(registration).modes) {
      const set: RegisterFieldSet = {};
      for (const field of registrationFields(mode, registration)) {
        set[(toForm[field] ?? field) as RegisterField] = { required: isRegistrationFieldRequired(field, mode, registration) };
      }
      byMethod[mode] = set;
    }
    return byMethod;
  }, [registration]);

  const labels = useMemo(
    () => ({
      methods: t('register.methods'),
      methodUsername: t('register.methodUsername'),
      methodMobile: t('register.methodMobile'),
      fields: {
        username: t('register.fields.username'),
        password: t('register.fields.password'),
        confirmPassword: t('register.fields.confirmPassword'),
        mobile: t('register.fields.mobile'),
        smsCode: t('register.fields.smsCode'),
        captcha: t('register.fields.captcha'),
        affiliateCode: t('register.fields.affiliateCode'),
        nickname: t('register.fields.nickname'),
        realName: t('register.fields.realName'),
        email: t('register.fields.email'),
        idNumber: t('register.fields.idNumber'),
        qq: t('register.fields.qq'),
        facebook: t('register.fields.facebook'),
        wechat: t('register.fields.wechat'),
        line: t('register.fields.line'),
        whatsapp: t('register.fields.whatsapp'),
        zalo: t('register.fields.zalo'),
        birthday: t('register.fields.birthday'),
        paymentPassword: t('register.fields.paymentPassword'),
        recommender: t('register.fields.recommender'),
      },
      showPassword: t('login.showPassword'),
      countryCode: t('login.countryCode'),
      sms: smsLabels,
      captchaRefresh: t('login.captchaRefresh'),
      captchaHint: t('formRules.captchaHint'),
      birthday: { year: t('register.birthday.year'), month: t('register.birthday.month'), day: t('register.birthday.day') },
      agreement: t('register.agreement', { age: settings.ageLimit ?? merchant.ageLimit }),
      submit: t('common.register'),
      backToLogin: t('register.backToLogin'),
      socialHeading: t('register.socialHeading'),
      social,
    }),
    [t, smsLabels, social, settings.ageLimit],
  );

  const affiliateFromLink = useMemo(() => {
    const query = new URLSearchParams(window.location.search);
    return query.get('affiliateCode') ?? query.get('code') ?? undefined;
  }, []);

  const dialCode = (country: string) => byCode.get(country)?.countryDialingCode ?? countries[0]?.countryDialingCode ?? '';
  const captchaError = (issue: ValidationIssue | undefined) => fail('captcha', issue);

  /** "Get code": the server sends a registration code only with a captcha answer, one code per captcha. */
  const sendCode = (mobile: string, country: string, answer: string) => {
    if (!captcha.data) return;
    if (captcha.data.captchaKey === smsCaptchaKey) {
      captchaError({ key: 'register.captchaForResend' });
      void captcha.refetch();
      return;
    }
    const issue = validateCaptcha(answer);
    if (issue) {
      captchaError(issue);
      return;
    }
    const captchaKey = captcha.data.captchaKey;
    sendSms.mutate(
      { mobileNum: mobile.trim(), countryDialingCode: dialCode(country), captchaKey, captcha: answer.trim() },
      {
        onSuccess: (answered) => {
          setSmsCaptchaKey(captchaKey);
          captchaError(undefined);
          sms.sent(answered);
          toast.success('sms.sent');
        },
        onError: (error) => {
          if (error instanceof ApiClientError && error.code === 'CAPTCHA_WRONG') {
            captchaError({ key: errorKey(error) });
            void captcha.refetch();
            return;
          }
          sendFailed(error, failForm);
        },
      },
    );
  };

  const submit = async (form: RegisterFormValues) => {
    if (!registration) return;
    failForm(undefined);
    const values = coreValues(form);
    const order = [...registrationFields(form.method, registration), 'disclaimer'] as RegistrationField[];
    const found = check(form);
    if (!noIssues(found)) return;
    if (registration.affiliateCheck && values.affiliateCode?.trim()) {
      let valid: boolean;
      try {
        valid = (await affiliate.mutateAsync(values.affiliateCode.trim())).success;
      } catch (error) {
        failForm({ key: errorKey(error) });
        return;
      }
      const affiliateIssue = withAffiliateResult({ errors: {}, firstInvalid: undefined, valid: true }, order, {
        enabled: true,
        code: values.affiliateCode,
        valid,
      }).errors.affiliateCode;
      if (affiliateIssue) {
        fail('affiliateCode', affiliateIssue);
        return;
      }
    }
    const payload: RegisterPayload = { registerMethod: registerMethod(), type: 0, domain: window.location.hostname, registerUrl: window.location.href };
    const optional = payload as unknown as Record<string, string>;
    for (const [field, value] of Object.entries(values) as [AccountField, string][]) {
      if (field === 'captcha' || !value?.trim()) continue;
      optional[field] = field === 'password' || field === 'confirmPassword' || field === 'paymentPassword' ? value : value.trim();
    }
    if (values.mobileNum?.trim()) payload.countryDialingCode = dialCode(form.country);
    if (registrationFields(form.method, registration).includes('captcha') && captcha.data) {
      payload.captcha = values.captcha?.trim() ?? '';
      payload.captchaKey = captcha.data.captchaKey;
    }
    register.mutate(
      { mode: form.method, payload },
      {
        onSuccess: () => {
          toast.success('register.success');
          leaveRoute();
        },
        onError: (error) => {
          failForm({ key: errorKey(error) });
          // A captcha answers once: a new picture for the next try.
          if (captchaShown) void captcha.refetch();
        },
      },
    );
  };

  if (!registration || countries.length === 0) {
    return (
      <SkeletonGroup label={t('common.loading')}>
        <div className={styles.loading}>
          {settings.error ? <p role="alert">{t(errorKey(settings.error))}</p> : null}
          <Skeleton shape="rect" height="48px" />
          <Skeleton shape="rect" height="48px" />
          <Skeleton shape="rect" height="48px" />
        </div>
      </SkeletonGroup>
    );
  }

  return (
    <RegisterForm
      labels={labels}
      fieldsByMethod={fieldsByMethod}
      countries={countries}
      defaultValues={affiliateFromLink ? { affiliateCode: affiliateFromLink } : undefined}
      errors={errors}
      formError={formError}
      submitting={register.isPending || affiliate.isPending}
      onSubmit={(form) => void submit(form)}
      onValuesChange={setTyped}
      captcha={captchaShown ? { image: captcha.data?.image, onRefresh: () => void captcha.refetch() } : undefined}
      sms={{
        expiresAt: sms.expiresAt,
        sending: sendSms.isPending,
        isMobileValid: (mobile) => canRequestSmsCode(mobile, registration.rules.mobileNum),
        onSend: sendCode,
      }}
      terms={<TermsLink />}
      onBackToLogin={() => open('login')}
      socialProviders={gating.socialLogins}
      onSocialLogin={socialLogin.begin}
    />
  );
}
