import { ApiClientError } from '@whitelabel/api';
import { canRequestSmsCode, createRememberedLoginStore, validateLogin, type LoginField, type RememberedLogin } from '@whitelabel/core';
import {
  loginNeedsCaptcha,
  noIssues,
  renameIssues,
  useBanners,
  useCaptcha,
  useFormIssues,
  useGating,
  useLogin,
  useSendPhoneCode,
  useSharedRules,
  useTrialLogin,
} from '@whitelabel/core/hooks';
import { BannerCarousel, LoginForm, Skeleton, SkeletonGroup, type LoginFormField, type LoginFormValues, type LoginMethod } from '@whitelabel/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@whitelabel/app-shell';
import { errorKey, TermsLink, useAccountPopup, useDialCountries, useSendCodeFailure, useSmsExpiry, useSmsLabels, useSocialLabels } from './account-common.js';
import * as styles from './account.css.js';
import { useSocialLoginReturn, useSocialLoginStart } from './social-login.js';

const rememberedStore = createRememberedLoginStore();

/** Loads the remembered login once (encrypted in IndexedDB); undefined while loading. */
function useRememberedLogin() {
  const [remembered, setRemembered] = useState<RememberedLogin | null>();
  useEffect(() => {
    let active = true;
    rememberedStore.load().then(
      (login) => active && setRemembered(login),
      () => active && setRemembered(null),
    );
    return () => {
      active = false;
    };
  }, []);
  return remembered;
}

const fieldNames: Partial<Record<LoginField, LoginFormField>> = { mobileNum: 'mobile', verificationCode: 'smsCode' };

/**
 * The login popup's content (spec sections 2, 4 and 8): username + password or mobile + SMS code,
 * remember me (encrypted), forgot link, agreement, captcha after a failure that asks for it, free
 * play, social buttons; errors translated and nothing typed is lost.
 */
export function LoginPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { open, leaveRoute } = useAccountPopup();
  const gating = useGating();
  const { rules } = useSharedRules();
  const { countries, byCode } = useDialCountries();
  const remembered = useRememberedLogin();
  const login = useLogin();
  const trial = useTrialLogin();
  const sendSms = useSendPhoneCode('noLogin');
  const sendFailed = useSendCodeFailure();
  const sms = useSmsExpiry();
  const smsLabels = useSmsLabels();
  const social = useSocialLabels();
  const banners = useBanners('m_reg');
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const [typed, setTyped] = useState<LoginFormValues>();
  const { errors, formError, check, failForm } = useFormIssues(
    (values: LoginFormValues) =>
      renameIssues(
        validateLogin(
          {
            method: values.method === 'sms' ? 'mobile' : 'username',
            username: values.username,
            password: values.password,
            mobileNum: values.mobile,
            verificationCode: values.smsCode,
            captcha: values.captcha,
          },
          rules,
          captchaShown,
        ).errors,
        fieldNames,
      ),
    { values: typed },
  );

  const socialLogin = useSocialLoginStart((key) => failForm({ key }));
  const socialReturn = useSocialLoginReturn({
    onSignedIn: () => {
      toast.success('login.success');
      leaveRoute();
    },
    onFailure: (key) => failForm({ key }),
  });

  const methods: LoginMethod[] = gating.loginMethods.map((method) => (method === 'mobile' ? 'sms' : 'password'));
  const labels = useMemo(
    () => ({
      methods: t('login.methods'),
      methodPassword: t('login.methodPassword'),
      methodSms: t('login.methodSms'),
      username: t('login.username'),
      password: t('login.password'),
      showPassword: t('login.showPassword'),
      countryCode: t('login.countryCode'),
      mobile: t('login.mobile'),
      smsCode: t('login.smsCode'),
      sms: smsLabels,
      captcha: t('login.captcha'),
      captchaRefresh: t('login.captchaRefresh'),
      captchaHint: t('formRules.captchaHint'),
      remember: t('login.remember'),
      forgot: t('login.forgot'),
      submit: t('common.login'),
      register: t('common.register'),
      freePlay: t('login.freePlay'),
      socialHeading: t('login.socialHeading'),
      social,
      agreement: t('login.agreement'),
    }),
    [t, smsLabels, social],
  );

  const dialCode = (country: string) => byCode.get(country)?.countryDialingCode ?? countries[0]?.countryDialingCode ?? '';

  const submit = (values: LoginFormValues) => {
    failForm(undefined);
    const method = values.method === 'sms' ? 'mobile' : 'username';
    if (!noIssues(check(values))) return;
    const payload =
      method === 'username'
        ? {
            type: 'username' as const,
            username: values.username.trim(),
            password: values.password,
            portal: 'MEMBER' as const,
            ...(captchaShown && captcha.data ? { captcha: values.captcha.trim(), captchaKey: captcha.data.captchaKey } : {}),
          }
        : {
            type: 'sms' as const,
            mobileNum: values.mobile.trim(),
            countryDialingCode: dialCode(values.country),
            verificationCode: values.smsCode.trim(),
            portal: 'MEMBER' as const,
          };
    login.mutate(
      { payload, remember: values.remember },
      {
        onSuccess: () => {
          // Remember me keeps the username login encrypted; unticked forgets it.
          if (values.remember && method === 'username')
            void rememberedStore.save({ type: 'username', username: values.username.trim(), password: values.password });
          else if (!values.remember) void rememberedStore.clear();
          setCaptchaShown(false);
          toast.success('login.success');
          leaveRoute();
        },
        onError: (error) => {
          if (loginNeedsCaptcha(error)) {
            if (captchaShown) void captcha.refetch();
            setCaptchaShown(true);
          }
          failForm({ key: errorKey(error) });
        },
      },
    );
  };

  const freePlay = () => {
    const loadingId = toast.loading('common.loading', { id: 'free-play', duration: toast.durations.pendingCall });
    trial.mutate(
      {},
      {
        onSuccess: () => {
          toast.dismiss(loadingId);
          toast.success('login.freePlayReady');
          navigate('/m/home', { replace: true });
        },
        onError: (error) => {
          toast.dismiss(loadingId);
          // free_reject: a member type that may not free-play (spec 5.041), shown for 2 s (spec 9.017).
          if (error instanceof ApiClientError && error.code === 'FREE_PLAY_REJECTED') toast.info('session.freeReject', { duration: toast.durations.notice });
          else toast.error(errorKey(error));
        },
      },
    );
  };

  if (remembered === undefined || !gating.ready || countries.length === 0) {
    return (
      <SkeletonGroup label={t('common.loading')}>
        <div className={styles.loading}>
          <Skeleton shape="rect" height="48px" />
          <Skeleton shape="rect" height="48px" />
          <Skeleton shape="rect" height="48px" />
        </div>
      </SkeletonGroup>
    );
  }

  return (
    <div className={styles.panel}>
      {banners.banners.length > 0 ? (
        <div className={styles.banner}>
          <BannerCarousel
            label={t('login.bannersLabel')}
            slideLabel={(position, total) => t('home.bannerSlide', { position, total })}
            // The slides' titles over them, with the dots (spec 2.048).
            banners={banners.banners.map((banner, index) => ({
              id: banner.id,
              src: banner.imageUrl,
              alt: banner.title ?? t('home.bannerAlt', { position: index + 1 }),
              title: banner.title,
            }))}
          />
        </div>
      ) : null}
      <LoginForm
        onValuesChange={setTyped}
        labels={labels}
        methods={methods}
        countries={countries}
        defaultValues={remembered ? { method: 'password', username: remembered.username, password: remembered.password, remember: true } : undefined}
        errors={errors}
        formError={formError}
        submitting={login.isPending || socialReturn.redeeming || socialLogin.busy}
        onSubmit={submit}
        captcha={captchaShown ? { image: captcha.data?.image, onRefresh: () => void captcha.refetch() } : undefined}
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
        terms={<TermsLink />}
        onForgot={gating.forgotPasswordLink ? () => open('forget') : undefined}
        onRegister={() => open('register')}
        socialProviders={gating.socialLogins}
        onSocialLogin={socialLogin.begin}
        onFreePlay={freePlay}
        freePlayBusy={trial.isPending}
      />
    </div>
  );
}
