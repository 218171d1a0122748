import { errorKey, expiryMillis, isPhoneChannelUnavailable, isPhoneCodeSendFailed, type ValidationIssue } from '@whitelabel/core';
import { useCountries } from '@whitelabel/core/hooks';
import { accountPopupAtom, infoPopupAtom, type AccountPopup } from '@whitelabel/core/state';
import type { DialCodeCountry, SmsCodeFieldLabels } from '@whitelabel/ui';
import { useAtom, useSetAtom } from 'jotai/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { helpPopupTagAtom, isAccountPopupRoute, isPlainClick } from '../../app/shell-state.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from './account.css.js';
import { browserRegionNames, loadRegionNames, needsRegionNames, type RegionNamer } from './region-names.js';

/** The translation key of any failure (a server code, a login-side refusal): core's one reading of the catalogue. */
export { errorKey } from '@whitelabel/core';

/**
 * The account popup state (spec section 2): opening one closes the others; closing returns to
 * /m/home when the page was opened on a popup route.
 */
export function useAccountPopup() {
  const [popup, setPopup] = useAtom(accountPopupAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const leaveRoute = useCallback(() => {
    if (isAccountPopupRoute(pathname)) navigate('/m/home', { replace: true });
  }, [navigate, pathname]);
  const close = useCallback(
    (which?: AccountPopup) => {
      setPopup((current) => (which === undefined || current === which ? null : current));
      leaveRoute();
    },
    [setPopup, leaveRoute],
  );
  return { popup, open: setPopup, close, leaveRoute };
}

/** Countries of the dialling-code picker, named in the interface language (English, the API's, until names are in). */
export function useDialCountries(): { countries: DialCodeCountry[]; byCode: Map<string, { countryDialingCode: string; mobileMinLength: number }> } {
  const { i18n } = useTranslation();
  const countries = useCountries();
  const language = i18n.language;
  const [loaded, setLoaded] = useState<{ language: string; names: RegionNamer | undefined }>();
  useEffect(() => {
    if (!needsRegionNames(language)) return;
    let current = true;
    void loadRegionNames(language).then(
      (names) => current && setLoaded({ language, names }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return useMemo(() => {
    const names = needsRegionNames(language) ? (loaded?.language === language ? loaded.names : undefined) : browserRegionNames(language);
    const list = (countries.data ?? []).map((country) => ({
      code: country.code,
      countryDialingCode: country.countryDialingCode,
      name: names?.(country.code) ?? country.name,
    }));
    return { countries: list, byCode: new Map((countries.data ?? []).map((country) => [country.code, country])) };
  }, [countries.data, language, loaded]);
}

export function useSmsLabels(): SmsCodeFieldLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({ send: t('sms.getCode'), sending: t('sms.sending'), resend: t('login.resend'), countdown: (seconds: number) => t('sms.resendIn', { seconds }) }),
    [t],
  );
}

/**
 * Shows why a code could not be sent, except when Firebase could not send it: Firebase showed its own challenge or
 * problem, and the form only stops waiting (spec 8.005). A site that cannot serve the merchant's channel at all
 * says so on the form (`failForm`), where the member is looking, since nothing else would.
 */
export function useSendCodeFailure() {
  const toast = useToast();
  return useCallback(
    (error: unknown, failForm?: (issue: ValidationIssue) => void) => {
      if (isPhoneChannelUnavailable(error)) {
        if (failForm) failForm({ key: 'sms.unavailable' });
        else toast.error('sms.unavailable');
      } else if (!isPhoneCodeSendFailed(error)) toast.error(errorKey(error));
    },
    [toast],
  );
}

/** The SMS request of a form: the code's expiry for the countdown. */
export function useSmsExpiry() {
  const [expiresAt, setExpiresAt] = useState<number>();
  const sent = useCallback((answer: { expirationTime?: number | string | null; resendAfter?: number | null }) => {
    // The contract's resendAfter is the countdown; else the expiry; a missing or past one means 60 s (spec section 4).
    const end = answer.resendAfter ? Date.now() + answer.resendAfter * 1000 : expiryMillis(answer.expirationTime);
    setExpiresAt(end !== undefined && end > Date.now() ? end : Date.now() + 60_000);
  }, []);
  return { expiresAt, sent };
}

export function useSocialLabels() {
  const { t } = useTranslation();
  return useMemo(() => ({ line: t('login.social.line'), facebook: t('login.social.facebook'), google: t('login.social.google') }), [t]);
}

/**
 * The terms link of the login and register forms (spec section 2, /m/help?tag=terms): it opens the
 * help popup at the terms over the form, so the form and what was typed stay; a modified click
 * (new tab or window) still follows the address.
 */
export function TermsLink() {
  const { t } = useTranslation();
  const openInfo = useSetAtom(infoPopupAtom);
  const setHelpTag = useSetAtom(helpPopupTagAtom);
  return (
    <a
      className={styles.termsLink}
      href="/m/help?tag=terms"
      aria-haspopup="dialog"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        setHelpTag('terms');
        openInfo('help');
      }}
    >
      {t('login.terms')}
    </a>
  );
}
