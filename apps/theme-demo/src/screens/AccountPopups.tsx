import { LoginForm, Popup, RegisterForm, REGISTER_FIELDS, type RegisterField } from '@whitelabel/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { captchaArt, countries } from '../fixtures.js';
import * as styles from './screens.css.js';

export type AccountPopup = 'login' | 'register' | null;

const isMobileValid = (mobile: string, country: string) => {
  const rule = countries.find((item) => item.code === country);
  return Boolean(rule) && /^\d+$/.test(mobile) && mobile.length >= (rule?.mobileMinLength ?? 0) && mobile.length <= (rule?.mobileMaxLength ?? 0);
};

const smsLabels = (t: TFunction) => ({
  send: t('sms.getCode'),
  sending: t('sms.sending'),
  resend: t('demo.account.resend'),
  countdown: (seconds: number) => t('sms.resendIn', { seconds }),
});

const social = { line: 'LINE', facebook: 'Facebook', google: 'Google' } as const;

/** The login and register popups of the site (one popup group: opening one closes the other). */
export function AccountPopups({ open, onOpen, ageLimit }: { open: AccountPopup; onOpen: (popup: AccountPopup) => void; ageLimit: number }) {
  const { t } = useTranslation();
  const close = () => onOpen(null);
  const terms = (
    <a href="#terms" className={styles.termsLink}>
      {t('demo.account.terms')}
    </a>
  );
  return (
    <>
      <Popup open={open === 'login'} onClose={close} label={t('common.login')} title={t('common.login')} closeLabel={t('demo.close')} group="account">
        <LoginForm
          labels={{
            methods: t('demo.account.loginMethod'),
            methodPassword: t('demo.account.methodPassword'),
            methodSms: t('demo.account.methodSms'),
            username: t('demo.account.username'),
            password: t('demo.account.password'),
            showPassword: t('demo.account.showPassword'),
            countryCode: t('demo.account.countryCode'),
            mobile: t('demo.account.mobile'),
            smsCode: t('demo.account.smsCode'),
            sms: smsLabels(t),
            captcha: t('demo.account.captcha'),
            captchaRefresh: t('demo.account.captchaRefresh'),
            remember: t('demo.account.remember'),
            forgot: t('demo.account.forgot'),
            submit: t('common.login'),
            register: t('common.register'),
            freePlay: t('demo.account.freePlay'),
            socialHeading: t('demo.account.loginWith'),
            social,
            agreement: t('demo.account.agreement', { age: ageLimit }),
          }}
          methods={['password', 'sms']}
          countries={countries}
          terms={terms}
          onSubmit={() => undefined}
          sms={{ isMobileValid, onSend: () => undefined }}
          onForgot={() => undefined}
          onRegister={() => onOpen('register')}
          socialProviders={['line', 'facebook', 'google']}
          onSocialLogin={() => undefined}
          onFreePlay={() => undefined}
        />
      </Popup>
      <Popup open={open === 'register'} onClose={close} label={t('common.register')} title={t('common.register')} closeLabel={t('demo.close')} group="account">
        <RegisterForm
          labels={{
            methods: t('demo.account.registerMethod'),
            methodUsername: t('demo.account.username'),
            methodMobile: t('demo.account.mobile'),
            fields: Object.fromEntries(REGISTER_FIELDS.map((field) => [field, t(`demo.field.${field}`)])) as Record<RegisterField, string>,
            showPassword: t('demo.account.showPassword'),
            countryCode: t('demo.account.countryCode'),
            sms: smsLabels(t),
            captchaRefresh: t('demo.account.captchaRefresh'),
            birthday: { year: t('demo.account.year'), month: t('demo.account.month'), day: t('demo.account.day') },
            agreement: t('demo.account.agreement', { age: ageLimit }),
            submit: t('common.register'),
            backToLogin: t('demo.account.backToLogin'),
            socialHeading: t('demo.account.registerWith'),
            social,
          }}
          fieldsByMethod={{
            username: {
              username: { required: true },
              password: { required: true },
              confirmPassword: { required: true },
              captcha: { required: true },
              affiliateCode: { required: false },
            },
            mobile: { mobile: { required: true }, smsCode: { required: true }, affiliateCode: { required: false } },
          }}
          countries={countries}
          terms={terms}
          onSubmit={() => undefined}
          captcha={{ image: captchaArt, onRefresh: () => undefined }}
          sms={{ isMobileValid, onSend: () => undefined }}
          onBackToLogin={() => onOpen('login')}
          socialProviders={['line', 'facebook', 'google']}
          onSocialLogin={() => undefined}
          birthdayLastYear={2026}
        />
      </Popup>
    </>
  );
}
