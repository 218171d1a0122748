import { useRef, useState } from 'react';
import { onTabKeyDown, useSelectedTabInView } from '../../internal/tablist.js';
import * as styles from './VendorTabs.css.js';

export interface VendorTab {
  /** The vendor (vassalage) code. */
  id: string;
  /** Display name. */
  name: string;
  /** The vendor's colour icon ({vendor}-COLOR.png); hidden when it fails to load. */
  iconUrl?: string;
}

export interface VendorTabsProps {
  /** Accessible name of the strip, e.g. "Providers". */
  label: string;
  /** Label of the first tab, e.g. "All games". */
  allLabel: string;
  vendors: readonly VendorTab[];
  /** The chosen vendor, or null for all games. */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

function VendorIcon({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className={styles.icon} src={url} alt="" width={24} height={24} loading="lazy" onError={() => setFailed(true)} />;
}

/** Vendor tab strip with an all-games first tab (spec section 2); icons that fail to load are hidden. */
export function VendorTabs({ label, allLabel, vendors, selectedId, onSelect }: VendorTabsProps) {
  const stripRef = useRef<HTMLDivElement>(null);

  useSelectedTabInView(stripRef, selectedId);

  const tabs: { id: string | null; name: string; iconUrl?: string | undefined }[] = [{ id: null, name: allLabel }, ...vendors];
  return (
    <div ref={stripRef} role="tablist" aria-label={label} className={styles.strip}>
      {tabs.map((tab) => {
        const selected = tab.id === selectedId;
        return (
          <button
            key={tab.id ?? ''}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onTabKeyDown}
          >
            {tab.iconUrl ? <VendorIcon key={tab.iconUrl} url={tab.iconUrl} /> : null}
            {tab.name}
          </button>
        );
      })}
    </div>
  );
}
