import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { Icon } from '../../internal/icons.js';
import * as fieldStyles from '../TextField/TextField.css.js';
import * as styles from './SelectField.css.js';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'required' | 'children'> {
  /** Visible label, already translated. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** First, empty choice shown while nothing is chosen (e.g. "Choose your bank"). */
  placeholder?: string;
  required?: boolean;
  /** Validation message, already translated; marks the field invalid. */
  error?: string | undefined;
  /** Help text under the control. */
  hint?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select with the kit's label, required marker, hint and error (the platform's own list opens
 * on tap, as the dialling-code and birthday pickers do).
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  required = false,
  error,
  hint,
  id,
  className,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={selectId}>
        {label}
        {required ? (
          <span className={fieldStyles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={[fieldStyles.control, styles.control, error ? fieldStyles.controlInvalid : ''].filter(Boolean).join(' ')}>
        <select
          {...selectProps}
          ref={ref}
          id={selectId}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevronDown" />
        </span>
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
