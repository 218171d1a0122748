import type { ReactNode } from 'react';
import * as formStyles from './form.css.js';
import { onTabKeyDown } from './tablist.js';

export interface MethodTabsProps<M extends string> {
  /** Accessible name of the switch, e.g. "Login method". */
  label: string;
  /** Prefix for the tab and panel ids. */
  idBase: string;
  methods: readonly { id: M; label: string }[];
  selected: M;
  onSelect: (method: M) => void;
}

export const methodTabId = (idBase: string, method: string) => `${idBase}-tab-${method}`;
export const methodPanelId = (idBase: string) => `${idBase}-panel`;

/** The method switch of the account forms (username or mobile, password or SMS, phone or e-mail). */
export function MethodTabs<M extends string>({ label, idBase, methods, selected, onSelect }: MethodTabsProps<M>) {
  return (
    <div role="tablist" aria-label={label} className={formStyles.methodTabs}>
      {methods.map((method) => (
        <button
          key={method.id}
          id={methodTabId(idBase, method.id)}
          type="button"
          role="tab"
          aria-selected={method.id === selected}
          aria-controls={methodPanelId(idBase)}
          tabIndex={method.id === selected ? 0 : -1}
          className={formStyles.methodTab}
          onClick={() => onSelect(method.id)}
          onKeyDown={onTabKeyDown}
        >
          {method.label}
        </button>
      ))}
    </div>
  );
}

/** The panel the method tabs control; without tabs (one method) it is a plain group. */
export function MethodPanel({ idBase, selected, tabs, children }: { idBase: string; selected: string; tabs: boolean; children: ReactNode }) {
  if (!tabs) return <div className={formStyles.fields}>{children}</div>;
  return (
    <div role="tabpanel" id={methodPanelId(idBase)} aria-labelledby={methodTabId(idBase, selected)} className={formStyles.fields}>
      {children}
    </div>
  );
}
