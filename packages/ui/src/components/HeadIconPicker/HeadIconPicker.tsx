import { useId } from 'react';
import { visuallyHidden } from '../../internal/a11y.css.js';
import * as styles from './HeadIconPicker.css.js';

export interface HeadIconOption {
  id: string;
  url: string;
  /** Accessible name of the icon, translated (e.g. "Head icon 3"). */
  label: string;
}

export interface HeadIconPickerProps {
  /** Visible legend of the group, translated. */
  legend: string;
  options: readonly HeadIconOption[];
  /** The chosen icon id. */
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}

/**
 * Preset head icons as one radio group: arrow keys move between icons, the chosen one is ringed.
 * Native radios keep the keyboard and screen-reader behaviour of the platform.
 */
export function HeadIconPicker({ legend, options, value, onChange, disabled = false }: HeadIconPickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {options.map((option) => (
          <label key={option.id} className={styles.option}>
            <input
              className={`${visuallyHidden} ${styles.input}`}
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === value}
              onChange={() => onChange(option.id)}
            />
            <img className={styles.image} src={option.url} alt={option.label} width={56} height={56} loading="lazy" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
