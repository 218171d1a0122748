import { ApiClientError } from '@whitelabel/api';
import {
  canRequestSmsCode,
  canSubmitForgotByPhone,
  fieldToClearAfterResetError,
  forgotPasswordMethods,
  validateForgotByEmail,
  validateForgotByPhone,
} from '@whitelabel/core';
import {
  type Issues,
  noIssues,
  renameIssues,
  useConfirmPasswordResetByEmail,
  useFormIssues,
  useGating,
  useResetPasswordByEmail,
  useResetPasswordByVerification,
  useSendPhoneCode,
  useSharedRules,
  useSiteSettings,
  useWhiteLabel,
} from '@whitelabel/core/hooks';
import { Button, ForgotPasswordForm, PasswordField, Skeleton, SkeletonGroup, type ForgotPasswordField, type ForgotPasswordValues } from '@whitelabel/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@whitelabel/app-shell';
import { errorKey, useAccountPopup, useDialCountries, useSendCodeFailure, useSmsExpiry, useSmsLabels } from './account-common.js';
import * as styles from './account.css.js';

/** 'has been sent' shows for 1 s, then the login popup comes back (spec section 2). */
const emailSentBackMs = 1000;

/**
 * Forgot password (spec sections 2 and 5): by phone (mobile with dialling code, SMS code with
 * countdown, new password; success logs in automatically and closes), or by e-mail (username and
 * e-mail; 'has been sent' for 1 s, then back). The toggle shows only when both are enabled.
 * `phoneOnly` offers the phone reset alone (the FindPwdBySms page); `onReset` runs after a reset that
 * logged in (the popup leaves its route by itself).
 */
export function ForgotPanel({ phoneOnly = false, onReset }: { phoneOnly?: boolean; onReset?: () => void } = {}) {
  const resetToken = useEmailResetToken();
  if (resetToken && !phoneOnly) return <EmailLinkResetPanel resetToken={resetToken} onReset={onReset} />;
  return <ForgotRequestPanel phoneOnly={phoneOnly} onReset={onReset} />;
}

/**
 * The token of a password-reset e-mail's link (`/m/forget#resetToken=…`), taken from the address once and dropped from
 * it at once: it stays out of the history and of any page the member opens next.
 */
function useEmailResetToken(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [resetToken] = useState(() => new URLSearchParams(location.hash.slice(1)).get('resetToken') ?? undefined);
  const dropped = useRef(false);
  useEffect(() => {
    if (!resetToken || dropped.current) return;
    dropped.current = true;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [resetToken, navigate, location.pathname, location.search]);
  return resetToken;
}

/** The e-mailed link's step: the new password, set with the link's token; success logs in, as the phone reset does. */
function EmailLinkResetPanel({ resetToken, onReset }: { resetToken: string; onReset?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { leaveRoute } = useAccountPopup();
  const confirm = useConfirmPasswordResetByEmail();
  const [newPassword, setNewPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    confirm.mutate(
      { resetToken, newPassword },
      {
        onSuccess: () => {
          toast.success('forget.success');
          leaveRoute();
          onReset?.();
        },
        onError: (error) => setFailure(t(errorKey(error))),
      },
    );
  };
  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <PasswordField
        label={t('forget.newPassword')}
        toggleLabel={t('login.showPassword')}
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={setNewPassword}
        error={failure}
      />
      <Button type="submit" variant="primary" block busy={confirm.isPending} disabled={!newPassword}>
        {t('forget.submit')}
      </Button>
    </form>
  );
}

function ForgotRequestPanel({ phoneOnly, onReset }: { phoneOnly: boolean; onReset?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { open, leaveRoute } = useAccountPopup();
  const gating = useGating();
  const whiteLabel = useWhiteLabel();
  const settings = useSiteSettings();
  const { rules } = useSharedRules();
  const { countries, byCode } = useDialCountries();
  const byPhone = useResetPasswordByVerification();
  const byEmail = useResetPasswordByEmail();
  const sendSms = useSendPhoneCode('noLogin');
  const sendFailed = useSendCodeFailure();
  const sms = useSmsExpiry();
  const smsLabels = useSmsLabels();
  const [typed, setTyped] = useState<ForgotPasswordValues>();
  const { errors, formError, check, failForm, reset } = useFormIssues(
    (values: ForgotPasswordValues): Issues<ForgotPasswordField> =>
      values.method === 'phone'
        ? renameIssues(validateForgotByPhone({ mobileNum: values.mobile, verificationCode: values.smsCode, password: values.newPassword }, rules).errors, {
            mobileNum: 'mobile',
            verificationCode: 'smsCode',
            password: 'newPassword',
          })
        : renameIssues(validateForgotByEmail({ username: values.username, email: values.email }, rules).errors),
    { values: typed },
  );
  const [sent, setSent] = useState(false);
  const [clear, setClear] = useState<{ nonce: number; fields: ForgotPasswordField[] }>();

  const features = whiteLabel.data?.features ?? settings.data?.features;
  const methods = features ? forgotPasswordMethods(features).methods.filter((method) => !phoneOnly || method === 'phone') : [];

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => open('login'), emailSentBackMs);
    return () => clearTimeout(timer);
  }, [sent, open]);

  const labels = useMemo(
    () => ({
      methods: t('forget.methods'),
      methodPhone: t('forget.methodPhone'),
      methodEmail: t('forget.methodEmail'),
      countryCode: t('login.countryCode'),
      mobile: t('login.mobile'),
      smsCode: t('login.smsCode'),
      sms: smsLabels,
      newPassword: t('forget.newPassword'),
      showPassword: t('login.showPassword'),
      username: t('login.username'),
      email: t('forget.email'),
      submit: t('forget.submit'),
    }),
    [t, smsLabels],
  );

  const dialCode = (country: string) => byCode.get(country)?.countryDialingCode ?? countries[0]?.countryDialingCode ?? '';
  const minLength = rules.loginMobileNum?.minLength;

  const submit = (values: ForgotPasswordValues) => {
    failForm(undefined);
    if (!noIssues(check(values))) return;
    if (values.method === 'phone') {
      byPhone.mutate(
        {
          newPassword: values.newPassword,
          mobileNum: values.mobile.trim(),
          countryDialingCode: dialCode(values.country),
          verificationCode: values.smsCode.trim(),
        },
        {
          onSuccess: () => {
            toast.success('forget.success');
            leaveRoute();
            onReset?.();
          },
          onError: (error) => {
            failForm({ key: errorKey(error) });
            const field = fieldToClearAfterResetError(error instanceof ApiClientError ? error.code : undefined);
            setClear((previous) => ({ nonce: (previous?.nonce ?? 0) + 1, fields: [field === 'password' ? 'newPassword' : 'smsCode'] }));
          },
        },
      );
      return;
    }
    byEmail.mutate(validateForgotByEmail({ username: values.username, email: values.email }, rules).trimmed, {
      onSuccess: () => {
        toast.success('forget.emailSent', { duration: emailSentBackMs });
        setSent(true);
      },
      onError: (error) => failForm({ key: errorKey(error) }),
    });
  };

  if (!gating.ready || countries.length === 0) {
    return (
      <SkeletonGroup label={t('common.loading')}>
        <div className={styles.loading}>
          <Skeleton shape="rect" height="48px" />
          <Skeleton shape="rect" height="48px" />
        </div>
      </SkeletonGroup>
    );
  }

  if (methods.length === 0) return <p className={styles.note}>{t('forget.unavailable')}</p>;

  return (
    <ForgotPasswordForm
      onValuesChange={setTyped}
      labels={labels}
      methods={methods}
      countries={countries}
      errors={errors}
      formError={formError}
      clear={clear}
      submitting={byPhone.isPending || byEmail.isPending || sent}
      intro={t(methods.includes('phone') && methods.length === 1 ? 'forget.introPhone' : 'forget.intro')}
      mobileHint={minLength ? t('forget.mobileHint', { min: minLength }) : undefined}
      sms={{
        expiresAt: sms.expiresAt,
        sending: sendSms.isPending,
        isMobileValid: (mobile) => canRequestSmsCode(mobile, rules.loginMobileNum),
        onSend: (mobile, country) =>
          sendSms.mutate(
            { mobileNum: mobile.trim(), countryDialingCode: dialCode(country) },
            {
              onSuccess: (answer) => {
                sms.sent(answer);
                toast.success('sms.sent');
              },
              onError: (error) => sendFailed(error, failForm),
            },
          ),
      }}
      onSubmit={submit}
      // A message about the last attempt (e.g. the e-mail form's) does not belong under the other method's fields.
      onMethodChange={reset}
      canSubmit={(values) =>
        values.method !== 'phone' || canSubmitForgotByPhone({ mobileNum: values.mobile, verificationCode: values.smsCode, password: values.newPassword }, rules)
      }
    />
  );
}
