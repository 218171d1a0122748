import * as styles from './DialCodePicker.css.js';

/** A country as the country list returns it (contract `Country`; extra fields are ignored). */
export interface DialCodeCountry {
  /** ISO 3166-1 alpha-2 code, unique in the list. */
  code: string;
  /** Dialling code with the plus sign, e.g. "+66". */
  countryDialingCode: string;
  /** Country name, already translated. */
  name: string;
}

export interface DialCodePickerProps {
  /** Accessible name, e.g. "Country code". */
  label: string;
  countries: readonly DialCodeCountry[];
  /** ISO code of the chosen country. */
  value: string;
  onChange: (country: DialCodeCountry) => void;
  disabled?: boolean;
}

/**
 * Country dialling-code picker shown as "+66" inside a mobile-number field (spec section 2);
 * the platform's native list opens on tap, so it is usable with any keyboard or screen reader.
 */
export function DialCodePicker({ label, countries, value, onChange, disabled }: DialCodePickerProps) {
  const selected = countries.find((country) => country.code === value) ?? countries[0];
  return (
    <span className={styles.picker}>
      <span dir="ltr" aria-hidden="true">
        {selected?.countryDialingCode ?? ''}
      </span>
      <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2 4h8L6 9z" fill="currentColor" />
      </svg>
      <select
        className={styles.select}
        aria-label={label}
        value={selected?.code ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const country = countries.find((item) => item.code === event.target.value);
          if (country) onChange(country);
        }}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {`${country.name} ${country.countryDialingCode}`}
          </option>
        ))}
      </select>
    </span>
  );
}
