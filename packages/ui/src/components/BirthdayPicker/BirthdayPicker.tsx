import { useId, useState } from 'react';
import * as fieldStyles from '../TextField/TextField.css.js';
import * as styles from './BirthdayPicker.css.js';

/** Birthdays can be picked from 1900 (spec section 9) to the end of the current year. */
export const BIRTHDAY_FIRST_YEAR = 1900;

export interface BirthdayPickerLabels {
  /** Placeholder option and accessible name of each part, e.g. "Year", "Month", "Day". */
  year: string;
  month: string;
  day: string;
  /** Month names in the interface language, January first; numbers are shown without them. */
  monthNames?: readonly string[];
}

export interface BirthdayPickerProps {
  label: string;
  labels: BirthdayPickerLabels;
  /** The date as YYYY-MM-DD, or '' when not (completely) chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Last selectable year; the current year unless given (stories and tests pin it). */
  lastYear?: number;
  required?: boolean;
  error?: string | undefined;
}

interface Parts {
  year: string;
  month: string;
  day: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

function splitDate(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1]!, month: match[2]!, day: match[3]! } : { year: '', month: '', day: '' };
}

/** Number of days in a month (month 1-12); February of an unknown year allows 29. */
export function daysInMonth(year: number | undefined, month: number): number {
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** Joins the chosen parts into YYYY-MM-DD, or '' while one is missing. */
export function formatBirthday({ year, month, day }: Parts): string {
  return year && month && day ? `${year}-${month}-${day}` : '';
}

/**
 * Birthday picker (spec section 2): year from 1900 to the end of the current year, month and day,
 * producing YYYY-MM-DD. Each part is a native select, so the platform's own wheel opens on tap
 * and closes on choice or dismissal.
 */
export function BirthdayPicker({ label, labels, value, onChange, lastYear, required = false, error }: BirthdayPickerProps) {
  const id = useId();
  const [currentYear] = useState(() => new Date().getFullYear());
  const finalYear = lastYear ?? currentYear;
  const [parts, setParts] = useState<Parts>(() => splitDate(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    // A new value from the caller replaces the parts, unless it is the '' we reported for a partial choice.
    setLastValue(value);
    if (value !== '' || formatBirthday(parts) !== '') setParts(splitDate(value));
  }

  const years: number[] = [];
  for (let year = finalYear; year >= BIRTHDAY_FIRST_YEAR; year -= 1) years.push(year);
  const dayCount = parts.month ? daysInMonth(parts.year ? Number(parts.year) : undefined, Number(parts.month)) : 31;

  const update = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    if (next.day && next.month && Number(next.day) > daysInMonth(next.year ? Number(next.year) : undefined, Number(next.month))) {
      next.day = '';
    }
    setParts(next);
    const formatted = formatBirthday(next);
    setLastValue(formatted);
    onChange(formatted);
  };

  const errorId = `${id}-error`;
  const common = {
    className: styles.select,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  } as const;

  return (
    <fieldset className={fieldStyles.field}>
      <legend className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={styles.parts}>
        <select {...common} aria-label={labels.year} value={parts.year} onChange={(event) => update({ year: event.target.value })}>
          <option value="">{labels.year}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </select>
        <select {...common} aria-label={labels.month} value={parts.month} onChange={(event) => update({ month: event.target.value })}>
          <option value="">{labels.month}</option>
          {Array.from({ length: 12 }, (_, index) => (
            <option key={index} value={pad(index + 1)}>
              {labels.monthNames?.[index] ?? pad(index + 1)}
            </option>
          ))}
        </select>
        <select {...common} aria-label={labels.day} value={parts.day} onChange={(event) => update({ day: event.target.value })}>
          <option value="">{labels.day}</option>
          {Array.from({ length: dayCount }, (_, index) => (
            <option key={index} value={pad(index + 1)}>
              {pad(index + 1)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
