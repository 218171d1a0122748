import { useId, useState } from 'react';
import * as formStyles from '../../internal/form.css.js';
import { useOpenings } from '../../internal/openings.js';
import { BottomSheet } from '../BottomSheet/BottomSheet.js';
import { TextField } from '../TextField/TextField.js';
import * as styles from './GameFilterPopup.css.js';

export interface GameFilterSelection {
  /** Game name search text ('' for none). */
  name: string;
  /** Provider (vassalage) code, or null for all. */
  vendor: string | null;
  /** Classification key, or null for all. */
  classification: string | null;
}

export interface GameFilterOption {
  id: string;
  label: string;
}

export interface GameFilterLabels {
  title: string;
  name: string;
  namePlaceholder?: string;
  vendors: string;
  classifications: string;
  reset: string;
  submit: string;
  /** Accessible name of the sheet's handle, which closes it. */
  close: string;
}

export interface GameFilterPopupProps {
  open: boolean;
  onClose: () => void;
  labels: GameFilterLabels;
  vendors: readonly GameFilterOption[];
  classifications: readonly GameFilterOption[];
  /** The filter in force; the popup edits a copy of it. */
  value: GameFilterSelection;
  /** Receives the edited selection on Submit; the popup then closes. */
  onSubmit: (selection: GameFilterSelection) => void;
}

export const emptyGameFilter: GameFilterSelection = { name: '', vendor: null, classification: null };

function ChoiceGroup({
  heading,
  options,
  selected,
  onToggle,
}: {
  heading: string;
  options: readonly GameFilterOption[];
  selected: string | null;
  onToggle: (id: string | null) => void;
}) {
  const headingId = useId();
  if (options.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      <ul className={styles.chips}>
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={option.id === selected}
              // Toggling the chosen option again clears it (spec section 2).
              onClick={() => onToggle(option.id === selected ? null : option.id)}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FilterDraft({ formId, labels, vendors, classifications, value, onSubmit, onClose }: Omit<GameFilterPopupProps, 'open'> & { formId: string }) {
  const [draft, setDraft] = useState(value);
  return (
    <form
      id={formId}
      className={styles.content}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ ...draft, name: draft.name.trim() });
        onClose();
      }}
      onReset={(event) => {
        event.preventDefault();
        setDraft(emptyGameFilter);
      }}
    >
      <TextField
        label={labels.name}
        type="search"
        enterKeyHint="search"
        placeholder={labels.namePlaceholder}
        autoComplete="off"
        value={draft.name}
        onChange={(name) => setDraft((current) => ({ ...current, name }))}
      />
      <ChoiceGroup heading={labels.vendors} options={vendors} selected={draft.vendor} onToggle={(vendor) => setDraft((current) => ({ ...current, vendor }))} />
      <ChoiceGroup
        heading={labels.classifications}
        options={classifications}
        selected={draft.classification}
        onToggle={(classification) => setDraft((current) => ({ ...current, classification }))}
      />
    </form>
  );
}

/**
 * Game filter popup (spec section 2): game name search, provider and classification choices
 * (toggling one again clears it), Reset clears all three, Submit returns the selection and closes.
 */
export function GameFilterPopup({ open, onClose, labels, vendors, classifications, value, onSubmit }: GameFilterPopupProps) {
  const formId = useId();
  const openings = useOpenings(open);
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      label={labels.title}
      title={labels.title}
      closeLabel={labels.close}
      footer={
        <div className={styles.actions}>
          <button type="reset" form={formId} className={formStyles.secondary}>
            {labels.reset}
          </button>
          <button type="submit" form={formId} className={formStyles.primary}>
            {labels.submit}
          </button>
        </div>
      }
    >
      <FilterDraft
        key={openings}
        formId={formId}
        labels={labels}
        vendors={vendors}
        classifications={classifications}
        value={value}
        onSubmit={onSubmit}
        onClose={onClose}
      />
    </BottomSheet>
  );
}
