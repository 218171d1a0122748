import { toastMs } from '@whitelabel/core';
import { useEffect, useRef } from 'react';
import { Icon } from '../../internal/icons.js';
import * as styles from './Toast.css.js';

/**
 * How long toasts stay (spec section 9): success 1-1.5 s (1 s after a password change), short 3 s,
 * long 8 s, copy success 2 s, free_reject and contact_service 2 s, loading 10-15 s, and loading for
 * logout, SMS and test play up to 9999 ms (it is dismissed when the call ends).
 */
export const toastDurations = {
  success: toastMs.success,
  passwordChanged: toastMs.passwordChanged,
  copied: toastMs.copySuccess,
  notice: toastMs.freeReject,
  short: toastMs.short,
  long: toastMs.long,
  loading: toastMs.loading,
  pendingCall: toastMs.blockingLoading,
} as const;

export type ToastKind = 'success' | 'info' | 'error' | 'loading';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  /** The message, translated. */
  message: string;
  /** Milliseconds before `onDismiss` is called; by default success 1.5 s, info and error 3 s, loading 15 s. */
  duration?: number;
}

const defaultDuration: Record<ToastKind, number> = {
  success: toastDurations.success,
  info: toastDurations.short,
  error: toastDurations.short,
  loading: toastDurations.loading,
};

export interface ToasterProps {
  toasts: readonly ToastItem[];
  /** Called when a toast's time is up. */
  onDismiss: (id: string) => void;
  /** Accessible name of the notification area (translated). */
  label: string;
}

const iconName = { success: 'check', info: 'info', error: 'alert' } as const;

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: string) => void }) {
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  const duration = item.duration ?? defaultDuration[item.kind];
  useEffect(() => {
    const timer = setTimeout(() => onDismissRef.current(item.id), duration);
    return () => clearTimeout(timer);
  }, [item.id, duration]);

  // Errors interrupt (alert); everything else waits its turn (status).
  return (
    <div className={styles.toast} role={item.kind === 'error' ? 'alert' : 'status'} aria-busy={item.kind === 'loading' || undefined}>
      {item.kind === 'loading' ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        <Icon name={iconName[item.kind]} size={20} className={styles.icon[item.kind]} />
      )}
      <span>{item.message}</span>
    </div>
  );
}

/** Shows the given toasts in the middle of the screen and reports when each one's time is up. */
export function Toaster({ toasts, onDismiss, label }: ToasterProps) {
  // The area stays mounted so screen readers already watch it when the first toast arrives.
  return (
    <section className={styles.viewport} aria-label={label}>
      {toasts.map((item) => (
        <Toast key={item.id} item={item} onDismiss={onDismiss} />
      ))}
    </section>
  );
}
