import { redirectDelayAfterPasswordChangeMs } from '@whitelabel/core';
import { passwordJustChangedAtom } from '@whitelabel/core/state';
import { useAtom } from 'jotai/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * After a password change (spec section 4): 1 s after it succeeded the site goes to /m/home and the auth state's
 * password-change flag is lowered. The shell waits, not the change-password panel, which closes at once.
 */
export function HomeAfterPasswordChange() {
  const [changed, setChanged] = useAtom(passwordJustChangedAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => {
      setChanged(false);
      void navigate('/m/home', { replace: true });
    }, redirectDelayAfterPasswordChangeMs);
    return () => clearTimeout(timer);
    // navigate changes with the location: a route change meanwhile must not restart the second.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changed, setChanged]);
  return null;
}
