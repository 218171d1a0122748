import type { ReactNode } from 'react';
import { Popup } from '../Popup/Popup.js';
import * as styles from './AppDownloadPopup.css.js';

/** The download entries of spec section 2; which ones apply to the device is decided by the caller. */
export type AppDownloadKind = 'homeScreen' | 'android' | 'iosProfile' | 'iosApp';

export interface AppDownloadEntry {
  kind: AppDownloadKind;
  label: string;
  description?: string;
  /** A download or store link; without it the entry is a button calling `onSelect` (e.g. the add-to-home-screen guide). */
  href?: string;
  onSelect?: () => void;
}

export interface AppDownloadPopupProps {
  open: boolean;
  onClose: () => void;
  labels: { title: string; close: string };
  /** Entries for this device, in display order. */
  entries: readonly AppDownloadEntry[];
  /** Tips under the entries, e.g. "iOS 12.4 or later is recommended". */
  note?: ReactNode;
}

const iconPaths: Record<AppDownloadKind, string> = {
  homeScreen: 'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2m-2 10h-4v4h-2v-4H7v-2h4V7h2v4h4z',
  android:
    'M17.6 9.48 19.44 6.3a.5.5 0 0 0-.87-.5l-1.87 3.23a11.4 11.4 0 0 0-9.4 0L5.43 5.8a.5.5 0 0 0-.87.5L6.4 9.48A10.8 10.8 0 0 0 1 18h22a10.8 10.8 0 0 0-5.4-8.52M7 15.25a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5m10 0a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5',
  iosProfile: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm-1 7V3.5L18.5 9zM8 13h8v2H8zm0 4h5v2H8z',
  iosApp:
    'M17.05 12.54c-.03-2.6 2.12-3.85 2.22-3.91a4.78 4.78 0 0 0-3.76-2.03c-1.6-.16-3.13.94-3.94.94-.82 0-2.07-.92-3.4-.9a5.05 5.05 0 0 0-4.26 2.59c-1.82 3.15-.47 7.82 1.3 10.38.87 1.25 1.9 2.66 3.25 2.61 1.3-.05 1.8-.84 3.38-.84s2.02.84 3.4.81c1.41-.02 2.3-1.27 3.15-2.53a11.1 11.1 0 0 0 1.43-2.94 4.54 4.54 0 0 1-2.77-4.18M14.46 4.9A4.5 4.5 0 0 0 15.5 1.6a4.62 4.62 0 0 0-3 1.55 4.3 4.3 0 0 0-1.07 3.17 3.8 3.8 0 0 0 3.03-1.42',
};

function EntryContent({ entry }: { entry: AppDownloadEntry }) {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
          <path d={iconPaths[entry.kind]} fill="currentColor" />
        </svg>
      </span>
      <span className={styles.label}>{entry.label}</span>
      {entry.description ? <span className={styles.description}>{entry.description}</span> : null}
    </>
  );
}

/**
 * App download popup (spec section 2): the home-screen, Android, iOS profile and iOS app entries the
 * device rules allow, as links or actions, with optional tips.
 */
export function AppDownloadPopup({ open, onClose, labels, entries, note }: AppDownloadPopupProps) {
  return (
    <Popup open={open} onClose={onClose} label={labels.title} title={labels.title} closeLabel={labels.close}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.kind}>
            {entry.href ? (
              <a className={styles.entry} href={entry.href} onClick={entry.onSelect} rel="noopener">
                <EntryContent entry={entry} />
              </a>
            ) : (
              <button type="button" className={styles.entry} onClick={entry.onSelect}>
                <EntryContent entry={entry} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {note ? <p className={styles.note}>{note}</p> : null}
    </Popup>
  );
}
