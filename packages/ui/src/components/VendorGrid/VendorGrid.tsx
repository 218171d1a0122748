import { useState } from 'react';
import * as styles from './VendorGrid.css.js';

export interface VendorGridItem {
  /** The vendor (vassalage) code. */
  id: string;
  /** Display name. */
  name: string;
  /** The vendor's colour icon ({vendor}-COLOR.png); hidden when it fails to load. */
  iconUrl?: string | undefined;
  /** Under maintenance: shown, with a note, but cannot be opened. */
  maintenance?: boolean | undefined;
}

export interface VendorGridProps {
  /** Accessible name of the grid, e.g. "Sports providers". */
  label: string;
  labels: { maintenance: string };
  vendors: readonly VendorGridItem[];
  /** The tile whose game is being opened: marked busy; taps on any tile wait until it is done. */
  openingId?: string | null | undefined;
  onOpen: (id: string) => void;
}

function VendorIcon({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className={styles.icon} src={url} alt="" width={56} height={56} loading="lazy" onError={() => setFailed(true)} />;
}

/**
 * Providers as tiles (spec 2.082, 2.098): a provider-lobby category (sports books and the like) lists its providers,
 * and a tile opens the provider's game. Icons that fail to load are hidden; a provider under maintenance shows a note
 * and cannot be opened.
 */
export function VendorGrid({ label, labels, vendors, openingId = null, onOpen }: VendorGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {vendors.map((vendor) => {
        const opening = vendor.id === openingId;
        return (
          <li key={vendor.id}>
            <button
              type="button"
              className={styles.tile}
              disabled={vendor.maintenance}
              aria-busy={opening || undefined}
              onClick={() => {
                if (openingId === null) onOpen(vendor.id);
              }}
            >
              {vendor.iconUrl ? <VendorIcon key={vendor.iconUrl} url={vendor.iconUrl} /> : null}
              <span className={styles.name} dir="auto">
                {vendor.name}
              </span>
              {/* The space keeps the name and the note apart in the tile's accessible name; flex layout ignores it. */}
              {vendor.maintenance ? (
                <>
                  {' '}
                  <span className={styles.note}>{labels.maintenance}</span>
                </>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
