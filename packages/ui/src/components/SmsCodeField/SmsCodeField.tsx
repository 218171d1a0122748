import { useEffect, useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField.js';
import * as fieldStyles from '../TextField/TextField.css.js';
import * as styles from './SmsCodeField.css.js';

/** The countdown is recomputed from the expiry every 500 ms (spec section 4). */
const TICK_MS = 500;

export interface SmsCodeFieldLabels {
  /** Button before any code was sent, e.g. "Get code". */
  send: string;
  /** Button while the request runs, e.g. "Sending…". */
  sending: string;
  /** Button once the countdown ended, e.g. "Resend". */
  resend: string;
  /** Button during the countdown, e.g. (s) => `${s}s`. */
  countdown: (secondsLeft: number) => string;
}

export interface SmsCodeFieldProps extends Omit<TextFieldProps, 'type' | 'end' | 'inputMode'> {
  labels: SmsCodeFieldLabels;
  /** When the sent code expires (epoch milliseconds, from the server's expirationTime); absent before sending. */
  expiresAt?: number | undefined;
  /** True while the send request runs. */
  sending?: boolean;
  /** False while the mobile number is not valid: the code cannot be requested yet. */
  canSend: boolean;
  onSend: () => void;
}

function secondsUntil(expiresAt: number | undefined): number {
  if (expiresAt === undefined) return 0;
  return Math.max(0, Math.ceil((expiresAt - Date.now()) / 1000));
}

/**
 * SMS verification code input with its send button: idle, sending, countdown to the expiry,
 * then resend (spec section 4).
 */
export function SmsCodeField({ labels, expiresAt, sending = false, canSend, onSend, maxLength = 10, ...props }: SmsCodeFieldProps) {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(expiresAt));

  useEffect(() => {
    const update = () => setSecondsLeft(secondsUntil(expiresAt));
    update();
    if (expiresAt === undefined) return undefined;
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const counting = secondsLeft > 0;
  let buttonText = labels.send;
  if (sending) buttonText = labels.sending;
  else if (counting) buttonText = labels.countdown(secondsLeft);
  else if (expiresAt !== undefined) buttonText = labels.resend;

  return (
    <TextField
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={maxLength}
      end={
        <button type="button" className={fieldStyles.textButton} disabled={!canSend || sending || counting} onClick={onSend}>
          <span className={counting ? styles.countdown : undefined}>{buttonText}</span>
        </button>
      }
    />
  );
}
