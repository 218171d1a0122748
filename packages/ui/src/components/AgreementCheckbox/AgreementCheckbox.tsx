import { useId, type ReactNode } from 'react';
import * as fieldStyles from '../TextField/TextField.css.js';
import * as styles from './AgreementCheckbox.css.js';

export interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The agreement text, already translated; may hold a link to the terms (rendered next to, not inside, the label). */
  children: ReactNode;
  /** A link (or other content) after the label, e.g. the terms link: kept outside the label so tapping it does not toggle. */
  after?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
}

/** Agreement / remember-me style checkbox with a 44 px row (spec section 2: agreement ticked by default). */
export function AgreementCheckbox({ checked, onChange, children, after, error, disabled }: AgreementCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.wrapper}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id} className={styles.text}>
          {children}
        </label>
        {after}
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
