import { Toaster } from '@whitelabel/ui';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { dismissToastAtom, toastsAtom } from './toast.js';

/** Renders the queued toasts, translating their keys at render time (a language switch re-renders). */
export function AppToaster() {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return (
    <Toaster
      label={t('common.notifications')}
      toasts={toasts.map((toast) => ({ ...toast, message: t(toast.message, toast.values ?? {}) }))}
      onDismiss={dismiss}
    />
  );
}
