import type { ButtonHTMLAttributes } from 'react';
import * as styles from './Button.css.js';

export type ButtonVariant = keyof typeof styles.variant;

export interface ButtonLook {
  /** `primary` (default) for the main action; `secondary`, `outline`, `danger` or `text` for the others. */
  variant?: ButtonVariant;
  /** The whole width of its container. */
  block?: boolean;
  /** Shares a row's space with its neighbours. */
  fill?: boolean;
  size?: 'md' | 'sm';
}

/** The class of a button look, for an element that must stay what it is (a router link that looks like a button). */
export function buttonClass({ variant = 'primary', block = false, fill = false, size = 'md' }: ButtonLook = {}, extra?: string): string {
  return [styles.variant[variant], block && styles.block, fill && styles.fill, size === 'sm' && styles.small, extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Work under way: announced as busy, and taps do nothing until it ends. */
  busy?: boolean;
}

/** A button of the kit (type `button` unless told otherwise, so that it never submits a form by accident). */
export function Button({ variant, block, fill, size, busy = false, className, type = 'button', disabled, onClick, ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={buttonClass({ variant, block, fill, size }, className)}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
    />
  );
}
