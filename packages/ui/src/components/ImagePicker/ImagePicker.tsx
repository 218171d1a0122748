import { useId, useState } from 'react';
import * as styles from './ImagePicker.css.js';

/** Accepted by default: jpg, jpeg, png and gif (spec section 2). */
export const IMAGE_PICKER_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

export interface PickedImage {
  file: File;
  /** The image read as a data URL, for a preview or an upload. */
  dataUrl: string;
}

export interface ImagePickerLabels {
  /** Text of the picker, e.g. "Add a picture". */
  pick: string;
  /** Shown when the file is not one of the accepted types. */
  wrongType: string;
  /** Shown when the file cannot be read ("image retrieval failed"). */
  readFailed: string;
}

export interface ImagePickerProps {
  labels: ImagePickerLabels;
  onPick: (image: PickedImage) => void;
  /** Accepted extensions, lower case without a dot (a caller may narrow them, e.g. to jpg, jpeg, png). */
  extensions?: readonly string[];
  disabled?: boolean;
}

const mimeByExtension: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

/** Whether the file's extension is one of the accepted ones. */
export function isAcceptedImage(fileName: string, extensions: readonly string[]): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && extensions.includes(extension);
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('empty result')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Image picker (spec section 2): one jpg, jpeg, png or gif at a time, read in the browser; a wrong
 * type or a read failure shows the caller's message. Size and count limits are the screen's.
 */
export function ImagePicker({ labels, onPick, extensions = IMAGE_PICKER_EXTENSIONS, disabled = false }: ImagePickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [error, setError] = useState<string | undefined>(undefined);
  const accept = [
    ...extensions.map((extension) => `.${extension}`),
    ...new Set(extensions.map((extension) => mimeByExtension[extension]).filter(Boolean)),
  ].join(',');

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.button} data-disabled={disabled || undefined}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />
        </svg>
        {labels.pick}
      </label>
      <input
        id={id}
        type="file"
        className={styles.input}
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={async (event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          // Clear the input so picking the same file again fires a change.
          input.value = '';
          if (!file) return;
          if (!isAcceptedImage(file.name, extensions)) {
            setError(labels.wrongType);
            return;
          }
          try {
            const dataUrl = await readAsDataUrl(file);
            setError(undefined);
            onPick({ file, dataUrl });
          } catch {
            setError(labels.readFailed);
          }
        }}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
