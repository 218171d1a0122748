import { useId, useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css.js';
import { useOpenings } from '../../internal/openings.js';
import * as formStyles from '../../internal/form.css.js';
import { BottomSheet } from '../BottomSheet/BottomSheet.js';
import type { VendorTab } from '../VendorTabs/VendorTabs.js';
import * as styles from './ProviderPickerPopup.css.js';

export interface ProviderPickerLabels {
  title: string;
  /** The first option, e.g. "All". */
  all: string;
  confirm: string;
  /** Accessible name of the sheet's handle, which closes it. */
  close: string;
}

export interface ProviderPickerPopupProps {
  open: boolean;
  onClose: () => void;
  labels: ProviderPickerLabels;
  vendors: readonly VendorTab[];
  /** The current provider, or null for all. */
  selectedId: string | null;
  /** Called with the chosen provider (null for all) when confirmed; the screen then closes the popup. */
  onConfirm: (id: string | null) => void;
}

function ProviderIcon({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className={styles.icon} src={url} alt="" width={28} height={28} loading="lazy" onError={() => setFailed(true)} />;
}

function ProviderOptions({ formId, labels, vendors, selectedId, onConfirm, onClose }: Omit<ProviderPickerPopupProps, 'open'> & { formId: string }) {
  const name = useId();
  const [choice, setChoice] = useState<string | null>(selectedId);
  const options: { id: string | null; name: string; iconUrl?: string | undefined }[] = [{ id: null, name: labels.all }, ...vendors];
  return (
    <form
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(choice);
        onClose();
      }}
    >
      <fieldset className={styles.options}>
        <legend className={visuallyHidden}>{labels.title}</legend>
        {options.map((option) => (
          <label key={option.id ?? ''} className={styles.option}>
            <input type="radio" className={styles.radio} name={name} checked={choice === option.id} onChange={() => setChoice(option.id)} />
            {option.iconUrl ? <ProviderIcon url={option.iconUrl} /> : null}
            {option.name}
          </label>
        ))}
      </fieldset>
    </form>
  );
}

/** Provider picker (spec section 2): "all" plus the vendors in a bottom sheet, applied with confirm. */
export function ProviderPickerPopup({ open, onClose, labels, vendors, selectedId, onConfirm }: ProviderPickerPopupProps) {
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
        <button type="submit" form={formId} className={[formStyles.primary, styles.confirm].join(' ')}>
          {labels.confirm}
        </button>
      }
    >
      {/* Remounted on each opening, so an unconfirmed choice is dropped. */}
      <ProviderOptions key={openings} formId={formId} labels={labels} vendors={vendors} selectedId={selectedId} onConfirm={onConfirm} onClose={onClose} />
    </BottomSheet>
  );
}
