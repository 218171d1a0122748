import { ApiClientError } from '@whitelabel/api';
import { readSocialReturn, socialFailureKey, type SocialLogin, type TextKey } from '@whitelabel/core';
import { useRedeemSocialLogin, useStartSocialLogin } from '@whitelabel/core/hooks';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorKey } from './account-common.js';

/** Translation key of a failed start or redemption (an unknown or spent ticket reads as "did not work"). */
function failureKey(error: unknown): TextKey {
  if (error instanceof ApiClientError && error.code === 'NOT_FOUND') return socialFailureKey('failed');
  return errorKey(error);
}

/**
 * The provider buttons (spec 2.149): the server answers the provider's authorisation URL and the whole page goes
 * there (the provider's sign-in and consent are its own pages). Busy from the tap until the page has left.
 */
export function useSocialLoginStart(onFailure: (key: TextKey) => void) {
  const start = useStartSocialLogin();
  const [leaving, setLeaving] = useState(false);
  const begin = (provider: SocialLogin) => {
    if (start.isPending || leaving) return;
    start.mutate(provider, {
      onSuccess: (authorizationUrl) => {
        setLeaving(true);
        window.location.assign(authorizationUrl);
      },
      onError: (error) => onFailure(failureKey(error)),
    });
  };
  return { begin, busy: start.isPending || leaving };
}

/**
 * The way back: the server's callback lands on /m/login with `#socialTicket=…` (redeemed here for the session) or
 * `#socialError=<reason>` (shown as the form's message). The fragment is dropped at once: a ticket works once.
 */
export function useSocialLoginReturn(handlers: { onSignedIn: () => void; onFailure: (key: TextKey) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const redeem = useRedeemSocialLogin();
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const social = readSocialReturn(location.hash);
    if (!social) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    if ('failure' in social) {
      latest.current.onFailure(socialFailureKey(social.failure));
      return;
    }
    redeem.mutate(social.ticket, {
      onSuccess: () => latest.current.onSignedIn(),
      onError: (error) => latest.current.onFailure(failureKey(error)),
    });
    // Only a new fragment starts a redemption (the handlers are read through a ref).
  }, [location.hash]);
  return { redeeming: redeem.isPending };
}
