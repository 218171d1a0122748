import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../../internal/icons.js';
import * as styles from './FloatingServiceMenu.css.js';

export interface FloatingServiceMenuItem {
  id: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

export interface FloatingServiceMenuProps {
  /** Name of the toggle, translated (e.g. "Services"). */
  label: string;
  /** The entries the flags allow: manual rebate, reward centre, movie link (spec section 2). */
  items: readonly FloatingServiceMenuItem[];
  /** Controlled open state; leave out to let the menu hold it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Fixed above the footer bar (default) or in the flow. */
  fixed?: boolean;
}

/** Floating service menu (spec section 2): the toggle opens a list; an outside tap, Escape or a choice closes it. */
export function FloatingServiceMenu({ label, items, open: controlledOpen, onOpenChange, fixed = true }: FloatingServiceMenuProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const setOpenRef = useRef((next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  });
  useEffect(() => {
    setOpenRef.current = (next: boolean) => {
      if (controlledOpen === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    };
  }, [controlledOpen, onOpenChange]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenRef.current(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenRef.current(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (items.length === 0) return null;

  return (
    <div ref={rootRef} className={fixed ? styles.root : `${styles.root} ${styles.inline}`}>
      {open && (
        <ul id={listId} className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  item.onSelect();
                  setOpenRef.current(false);
                }}
              >
                <span className={styles.itemIcon} aria-hidden="true">
                  {item.icon}
                </span>
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpenRef.current(!open)}
      >
        <Icon name={open ? 'close' : 'chat'} size={26} />
      </button>
    </div>
  );
}
