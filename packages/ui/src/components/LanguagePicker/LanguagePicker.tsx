import { useId, type CSSProperties } from 'react';
import { Icon } from '../../internal/icons.js';
import { Flag, languageFlagRegion } from './flags.js';
import * as styles from './LanguagePicker.css.js';

export interface LanguageOption {
  /** Language code of spec section 1, e.g. "TH", "PT-BR". */
  code: string;
  /** The language's own name (e.g. "ไทย"), shown as is in every interface language. */
  nativeName: string;
  /** BCP 47 tag, so screen readers read the name in its own language. */
  tag?: string;
  /** Region whose flag is drawn; by default the usual one for the language code. */
  region?: string;
}

export interface LanguagePickerProps {
  /** The merchant's language set (e.g. TH, EN, TW). */
  languages: readonly LanguageOption[];
  /** The current language code. */
  value: string;
  /** Called with the chosen code; the app switches language. */
  onChange: (code: string) => void;
  /** Group name, translated (e.g. "Language"). */
  label: string;
  /** Show the label as a visible legend (default) or only to assistive technology. */
  showLabel?: boolean;
  /** Columns of the grid (default 1). */
  columns?: number;
}

/** Language picker with inline flags (spec section 2: language accordion and language popup); no network needed. */
export function LanguagePicker({ languages, value, onChange, label, showLabel = true, columns = 1 }: LanguagePickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset} aria-label={showLabel ? undefined : label}>
      {showLabel && <legend className={styles.legend}>{label}</legend>}
      <div className={styles.list} style={{ '--language-columns': String(columns) } as CSSProperties}>
        {languages.map((language) => (
          <label key={language.code} className={styles.option}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={language.code}
              checked={language.code === value}
              onChange={() => onChange(language.code)}
            />
            <Flag className={styles.flag} region={language.region ?? languageFlagRegion[language.code] ?? ''} />
            <span className={styles.name} lang={language.tag}>
              {language.nativeName}
            </span>
            <Icon name="check" size={20} className={styles.check} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
