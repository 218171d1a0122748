import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './TextField.css.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size' | 'required' | 'children'> {
  /** Visible label, already translated. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shows the required marker and sets aria-required. */
  required?: boolean;
  /** Validation message, already translated; marks the field invalid. */
  error?: string | undefined;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Content before the input inside the control row (e.g. a dialling-code picker). */
  start?: ReactNode;
  /** Content after the input inside the control row (e.g. a visibility toggle). */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Text input with its label, required marker, hint and error, wired for assistive technology. */
export function TextField({ label, value, onChange, required = false, error, hint, start, end, id, className, readOnly, ref, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const controlClass = [styles.control, error ? styles.controlInvalid : '', readOnly ? styles.controlReadOnly : ''].filter(Boolean).join(' ');

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {required ? (
          <span className={styles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={controlClass}>
        {start ? <div className={styles.adornment}>{start}</div> : null}
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          className={styles.input}
          value={value}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {end ? <div className={styles.adornment}>{end}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
