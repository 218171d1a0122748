import { useRef, useState, type Ref } from 'react';
import { Icon } from '../../internal/icons.js';
import { useDebouncedCallback } from '../../internal/timing.js';
import * as styles from './SearchBox.css.js';

/** Typing searches after 500 ms without a keystroke (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchBoxLabels {
  /** Accessible name of the input, e.g. "Search games". */
  search: string;
  /** Accessible name of the clear button. */
  clear: string;
  /** Shown when the text is shorter than `minLength`, e.g. "Search requires at least 3 characters". */
  tooShort: string;
}

export interface SearchBoxProps {
  labels: SearchBoxLabels;
  placeholder?: string;
  defaultValue?: string;
  /** Shortest text that is searched (3 for games); shorter text shows `labels.tooShort` instead. */
  minLength: number;
  /** Called with the trimmed text: at once on Enter or clear, else 500 ms after typing stops; '' means "show the hot list". */
  onSearch: (query: string) => void;
  /** Called when the box loses focus while empty (after the empty search, if one was still due), so an overlay search can close. */
  onClose?: () => void;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Search box (spec section 2): Enter submits at once, typing is debounced 500 ms, closes on blur if
 * empty; text shorter than the minimum shows a message instead of searching (spec section 5).
 */
export function SearchBox({ labels, placeholder, defaultValue = '', minLength, onSearch, onClose, autoFocus, ref }: SearchBoxProps) {
  const [value, setValue] = useState(defaultValue);
  const [tooShort, setTooShort] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const run = (text: string) => {
    const query = text.trim();
    const short = query.length > 0 && query.length < minLength;
    setTooShort(short);
    if (!short) onSearch(query);
  };
  const { debounced, flush, isPending } = useDebouncedCallback(run, SEARCH_DEBOUNCE_MS);

  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        flush(value);
      }}
    >
      <div className={styles.box}>
        <svg className={styles.searchIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9" />
        </svg>
        <input
          ref={(element) => {
            inputRef.current = element;
            if (typeof ref === 'function') return ref(element);
            if (ref) ref.current = element;
            return undefined;
          }}
          type="search"
          enterKeyHint="search"
          className={styles.input}
          aria-label={labels.search}
          placeholder={placeholder}
          value={value}
          // The search box opens on demand (e.g. from a search button), so focusing it is expected.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          autoComplete="off"
          onChange={(event) => {
            setValue(event.target.value);
            debounced(event.target.value);
          }}
          onBlur={() => {
            if (value.trim() !== '') return;
            // Emptied and left within the wait: the empty search runs now, so closing never races a search still due.
            if (isPending()) flush(value);
            onClose?.();
          }}
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={labels.clear}
            onClick={() => {
              setValue('');
              flush('');
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" size={20} />
          </button>
        ) : null}
      </div>
      <p className={styles.message} role="status">
        {tooShort ? labels.tooShort : ''}
      </p>
    </form>
  );
}
