import { useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField.js';
import * as fieldStyles from '../TextField/TextField.css.js';
import * as styles from './PasswordField.css.js';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'end'> {
  /** Accessible name of the visibility toggle (e.g. "Show password"); its pressed state tells whether it is shown. */
  toggleLabel: string;
}

/** Password input with a show/hide toggle (spec section 2: password and confirmation can toggle visibility). */
export function PasswordField({ toggleLabel, autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      end={
        <button type="button" className={fieldStyles.iconButton} aria-label={toggleLabel} aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {visible ? (
              <path
                fill="currentColor"
                d="M12 5c-5 0-9.3 3.1-11 7 1.7 3.9 6 7 11 7s9.3-3.1 11-7c-1.7-3.9-6-7-11-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
              />
            ) : (
              <path
                fill="currentColor"
                d="M2.1 3.5 3.5 2.1l18.4 18.4-1.4 1.4-3.3-3.3A11.7 11.7 0 0 1 12 19c-5 0-9.3-3.1-11-7a12.5 12.5 0 0 1 4-4.9L2.1 3.5Zm5.6 5.6A4.5 4.5 0 0 0 14.9 16.3l-1.5-1.5a2.5 2.5 0 0 1-3.2-3.2L7.7 9.1ZM12 5c5 0 9.3 3.1 11 7a12.6 12.6 0 0 1-3.4 4.5l-3.2-3.2A4.5 4.5 0 0 0 10.7 7.6L8.5 5.4C9.6 5.1 10.8 5 12 5Z"
              />
            )}
          </svg>
        </button>
      }
    />
  );
}
