import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../internal/icons.js';
import { motionMs } from '../../internal/motion.js';
import { observeSize } from '../../internal/observe-size.js';
import { afterNextPaint } from '../../internal/painted.js';
import { lockPageScroll } from '../../internal/scroll-lock.js';
import * as styles from './Popup.css.js';

export type PopupPlacement = 'center' | 'bottom' | 'start';

export interface PopupProps {
  /** Whether the popup is shown; closing plays the 225 ms exit before it unmounts. */
  open: boolean;
  /** Called on Escape, the close button, a mask click (after the guard time), or when another popup of the same group opens. */
  onClose: () => void;
  /** Accessible name of the dialog (translated). Used when there is no visible title. */
  label: string;
  /** Visible heading; when given it names the dialog instead of `label`. */
  title?: ReactNode;
  /** Accessible name of the close button; without it no close button is shown. */
  closeLabel?: string;
  /** Popups sharing a group are mutually exclusive: opening one closes the others (e.g. login, register, forgot password). */
  group?: string;
  /** Centred dialog, bottom sheet, or drawer from the start edge. */
  placement?: PopupPlacement;
  /** Whether a tap on the mask closes the popup (default true). */
  closeOnMask?: boolean;
  /** Element to focus when opening; by default the first focusable element, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Actions under the scrolling content. */
  footer?: ReactNode;
  /** Extra class on the dialog panel, for components built on the popup. */
  panelClassName?: string;
  /** Content rendered before the header (e.g. a bottom sheet's drag handle). */
  before?: ReactNode;
  children?: ReactNode;
}

/** Whether the element's content is taller than the element, kept up to date as either resizes. */
function useOverflows(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    return observeSize([element, ...element.children], () => setOverflows(element.scrollHeight > element.clientHeight + 1));
  }, [ref, active]);
  return overflows;
}

/** Close callbacks of the open popups, by group. */
const openGroups = new Map<string, Map<symbol, () => void>>();

/**
 * Modal popup (spec section 2): 225 ms transition, page scroll lock, focus kept inside, Escape
 * closes, mask taps ignored for 300 ms after opening, optional mutually exclusive group.
 */
export function Popup({
  open,
  onClose,
  label,
  title,
  closeLabel,
  group,
  placement = 'center',
  closeOnMask = true,
  initialFocus,
  footer,
  panelClassName,
  before,
  children,
}: PopupProps) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const closing = mounted && !open;

  const panelRef = useRef<HTMLDivElement>(null);
  const maskRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollable = useOverflows(bodyRef, mounted);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Unmount once the exit animation has played.
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setMounted(false), motionMs.popup);
    return () => clearTimeout(timer);
  }, [closing]);

  // Mutually exclusive group: opening closes the group's other popups.
  useEffect(() => {
    if (!open || !group) return;
    const key = Symbol(group);
    const members = openGroups.get(group) ?? new Map<symbol, () => void>();
    openGroups.set(group, members);
    for (const close of [...members.values()]) close();
    members.set(key, () => onCloseRef.current());
    return () => {
      members.delete(key);
      if (members.size === 0) openGroups.delete(group);
    };
  }, [open, group]);

  useEffect(() => {
    if (!open) return;
    return lockPageScroll();
  }, [open]);

  // Mask taps close, except within 300 ms of opening (the tap that opened it must not close it).
  useEffect(() => {
    const mask = maskRef.current;
    if (!open || !mask) return;
    const openedAt = performance.now();
    const onMaskClick = () => {
      if (closeOnMask && performance.now() - openedAt >= motionMs.maskGuard) onCloseRef.current();
    };
    mask.addEventListener('click', onMaskClick);
    return () => mask.removeEventListener('click', onMaskClick);
  }, [open, closeOnMask]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    let trap: FocusTrap | undefined;
    // Started once the popup has painted: finding the first focusable element reads the layout, which in the
    // render that opens the popup (with a whole screen, at start) would force that layout inside the render's task.
    const cancel = afterNextPaint(() => {
      trap = createFocusTrap(panel, {
        initialFocus: () => initialFocus?.current ?? undefined,
        fallbackFocus: panel,
        escapeDeactivates: () => {
          onCloseRef.current();
          return false;
        },
        clickOutsideDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
      });
      try {
        trap.activate();
      } catch {
        // Nothing focusable yet and the panel itself could not take focus: keep the dialog usable anyway.
        trap = undefined;
      }
    });
    return () => {
      cancel();
      trap?.deactivate();
    };
  }, [open, initialFocus]);

  if (!mounted || typeof document === 'undefined') return null;

  return createPortal(
    <div className={`${styles.root} ${styles.placement[placement]}`} data-state={closing ? 'closing' : 'open'}>
      <div ref={maskRef} className={styles.mask} data-part="mask" aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={title ? undefined : label}
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        className={panelClassName ? `${styles.panel[placement]} ${panelClassName}` : styles.panel[placement]}
      >
        {before}
        {(title || closeLabel) && (
          <div className={styles.header}>
            {title && (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            )}
            {closeLabel && (
              <button type="button" className={styles.closeButton} aria-label={closeLabel} onClick={() => onCloseRef.current()}>
                <Icon name="close" />
              </button>
            )}
          </div>
        )}
        {/* A body that scrolls takes keyboard focus so it can be scrolled without a pointer (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div ref={bodyRef} className={styles.body} tabIndex={scrollable ? 0 : undefined}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
