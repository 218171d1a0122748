import type { ReactNode } from 'react';
import { Popup } from '../Popup/Popup.js';
import * as styles from './LicencePopup.css.js';

export interface LicenceImage {
  src: string;
  /** Text alternative naming the licence, e.g. "PAGCOR gaming licence certificate". */
  alt: string;
  width: number;
  height: number;
}

export interface LicencePopupProps {
  open: boolean;
  onClose: () => void;
  labels: { title: string; close: string };
  image: LicenceImage;
  /** Optional text under the image (licence number, regulator). */
  children?: ReactNode;
}

/** Licence popup (spec section 2): the operator's licence image, sized before it loads. */
export function LicencePopup({ open, onClose, labels, image, children }: LicencePopupProps) {
  return (
    <Popup open={open} onClose={onClose} label={labels.title} title={labels.title} closeLabel={labels.close}>
      <div className={styles.content}>
        <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} decoding="async" />
        {children ? <div className={styles.text}>{children}</div> : null}
      </div>
    </Popup>
  );
}
