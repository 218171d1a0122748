import { createRememberedLoginStore, validateLogin, type RememberedLogin } from '@whitelabel/core';
import { loginNeedsCaptcha, noIssues, renameIssues, useCaptcha, useFormIssues, useLogin, useSharedRules } from '@whitelabel/core/hooks';
import { LoginForm, type LoginFormField, type LoginFormLabels, type LoginFormValues } from '@whitelabel/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnPath, useIsAgent } from '../app/auth.js';
import { merchant } from '@whitelabel/app-shell/merchant';
import { Page } from '../app/Page.js';
import { LoadingBlock, useErrorIssue } from '../app/states.js';
import * as styles from '../app/ui.css.js';

/** Remembered agent login, encrypted in IndexedDB (its own vault: a member's login never fills the agent form). */
const rememberedStore = createRememberedLoginStore({ databaseName: 'whitelabel-agent-vault' });

/** Loads the remembered login once; undefined while loading. */
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

/**
 * /m/agent (spec sections 2 and 6): the agent variant of the login form (no social login, no
 * register or free play). Only agents may log in: the server answers NON_AGENT_LOGIN for the
 * portal AGENT, and core's side check refuses a non-agent session too. A failure that asks for it
 * shows the captcha.
 */
export default function AgentLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('from'));
  const agent = useIsAgent();
  const login = useLogin('agent');
  const { rules } = useSharedRules();
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const errorIssue = useErrorIssue();
  const [typed, setTyped] = useState<LoginFormValues>();
  const { errors, formError, check, failForm } = useFormIssues(
    (values: LoginFormValues) => {
      const {
        username,
        password,
        captcha: answer,
      } = validateLogin({ method: 'username', username: values.username, password: values.password, captcha: values.captcha }, rules, captchaShown).errors;
      return renameIssues<LoginFormField, LoginFormField>({ username, password, captcha: answer });
    },
    { values: typed },
  );
  const remembered = useRememberedLogin();

  if (agent && !login.isPending) return <Navigate to={returnTo} replace />;

  const labels: LoginFormLabels = {
    methods: t('agent.login.methods'),
    methodPassword: t('agent.login.methodPassword'),
    methodSms: t('agent.login.methodSms'),
    username: t('agent.login.username'),
    password: t('agent.login.password'),
    showPassword: t('agent.login.showPassword'),
    countryCode: t('agent.login.countryCode'),
    mobile: t('agent.login.mobile'),
    smsCode: t('agent.login.smsCode'),
    sms: { send: t('agent.login.smsSend'), sending: t('common.loading'), resend: t('agent.login.smsSend'), countdown: (seconds) => `${seconds}s` },
    captcha: t('agent.login.captcha'),
    captchaRefresh: t('agent.login.captchaRefresh'),
    remember: t('agent.login.remember'),
    forgot: '',
    submit: t('common.login'),
    register: t('common.register'),
    freePlay: '',
    socialHeading: '',
    social: { line: 'LINE', facebook: 'Facebook', google: 'Google' },
    agreement: t('agent.login.agreement', { age: merchant.ageLimit }),
  };

  const submit = (values: LoginFormValues) => {
    failForm(undefined);
    if (!noIssues(check(values))) return;
    const answer = captchaShown && captcha.data ? { captcha: values.captcha, captchaKey: captcha.data.captchaKey } : {};
    login.mutate(
      { payload: { type: 'username', username: values.username.trim(), password: values.password, portal: 'AGENT', ...answer }, remember: values.remember },
      {
        onSuccess: () => {
          if (values.remember) void rememberedStore.save({ type: 'username', username: values.username.trim(), password: values.password });
          else void rememberedStore.clear();
          void navigate(returnTo, { replace: true });
        },
        onError: (error) => {
          failForm(errorIssue(error));
          if (loginNeedsCaptcha(error)) setCaptchaShown(true);
          if (captchaShown) void captcha.refetch();
        },
      },
    );
  };

  return (
    <Page title={t('agent.login.title')}>
      <section className={styles.card} aria-labelledby="agent-login-heading">
        <h2 id="agent-login-heading" className={styles.heading}>
          {t('agent.login.heading', { merchant: merchant.name })}
        </h2>
        <p className={styles.muted}>{t('agent.login.intro')}</p>
        {remembered === undefined ? (
          <LoadingBlock rows={2} />
        ) : (
          <LoginForm
            variant="agent"
            onValuesChange={setTyped}
            labels={labels}
            methods={['password']}
            countries={[]}
            defaultValues={remembered ? { method: 'password', username: remembered.username, password: remembered.password, remember: true } : undefined}
            errors={errors}
            formError={formError}
            submitting={login.isPending}
            onSubmit={submit}
            captcha={captchaShown ? { image: captcha.data?.image, onRefresh: () => void captcha.refetch() } : undefined}
            terms={
              <a href="/m/help?tag=terms" className={styles.link}>
                {t('agent.login.terms')}
              </a>
            }
          />
        )}
      </section>
    </Page>
  );
}
