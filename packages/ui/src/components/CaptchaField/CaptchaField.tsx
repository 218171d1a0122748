import { sanitiseCaptchaInput } from '@whitelabel/core';
import { TextField, type TextFieldProps } from '../TextField/TextField.js';
import * as styles from './CaptchaField.css.js';

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'type' | 'end' | 'inputMode'> {
  /** The captcha PNG as the server returns it: base64, with or without the data-URL prefix; absent while loading. */
  image?: string | undefined;
  /** Accessible name of the image button, e.g. "Tap to get a new code". */
  refreshLabel: string;
  /** Asks for a new image; the typed code is cleared at the same time. */
  onRefresh: () => void;
}

/** Turns the server's base64 PNG into an image source. */
export function captchaSource(image: string): string {
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

/**
 * Captcha code input with its image; tapping the image refreshes it and clears the input (spec section 4).
 * It keeps only what a captcha answer may hold (digits, at most 6) as it is typed or pasted (spec section 5).
 */
export function CaptchaField({ image, refreshLabel, onRefresh, maxLength = 6, onChange, ...props }: CaptchaFieldProps) {
  return (
    <TextField
      {...props}
      onChange={(value) => onChange(sanitiseCaptchaInput(value))}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      end={
        <button
          type="button"
          className={styles.imageButton}
          aria-label={refreshLabel}
          aria-busy={image ? undefined : true}
          disabled={!image}
          onClick={() => {
            onChange('');
            onRefresh();
          }}
        >
          {image ? <img className={styles.image} src={captchaSource(image)} alt="" width={100} height={36} /> : null}
        </button>
      }
    />
  );
}
