import { infiniteScroll } from '@whitelabel/core';
import { useRef, type PointerEvent, type ReactNode } from 'react';
import { Popup } from '../Popup/Popup.js';
import * as styles from './BottomSheet.css.js';

/** A downward swipe on the handle longer than this closes the sheet (spec section 9: swipe threshold 60 px). */
export const SHEET_SWIPE_THRESHOLD_PX = infiniteScroll.swipeThresholdPx;

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the sheet (translated); a visible `title` names it instead when given. */
  label: string;
  title?: ReactNode;
  /** Accessible name of the drag handle, which also closes the sheet when tapped. */
  closeLabel: string;
  /** Mutually exclusive popup group, as for Popup. */
  group?: string;
  footer?: ReactNode;
  children?: ReactNode;
}

/** Bottom sheet on the popup system: slides up, closes on Escape, mask, handle tap or a swipe down past 60 px. */
export function BottomSheet({ open, onClose, label, title, closeLabel, group, footer, children }: BottomSheetProps) {
  const drag = useRef<{ startY: number; pointerId: number; panel: HTMLElement; moved: boolean } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const panel = event.currentTarget.closest<HTMLElement>('[role="dialog"]');
    if (!panel) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startY: event.clientY, pointerId: event.pointerId, panel, moved: false };
    panel.dataset.dragging = 'true';
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const distance = Math.max(0, event.clientY - current.startY);
    if (distance > 4) current.moved = true;
    current.panel.style.transform = distance ? `translateY(${distance}px)` : '';
  };

  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    delete current.panel.dataset.dragging;
    current.panel.style.transform = '';
    if (event.type === 'pointerup' && event.clientY - current.startY > SHEET_SWIPE_THRESHOLD_PX) onClose();
    // A drag that moved is not also a tap.
    if (current.moved) event.currentTarget.dataset.dragged = 'true';
  };

  return (
    <Popup
      open={open}
      onClose={onClose}
      label={label}
      title={title}
      group={group}
      placement="bottom"
      footer={footer}
      panelClassName={styles.panel}
      before={
        <button
          type="button"
          className={styles.handle}
          aria-label={closeLabel}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onClick={(event) => {
            if (event.currentTarget.dataset.dragged) {
              delete event.currentTarget.dataset.dragged;
              return;
            }
            onClose();
          }}
        />
      }
    >
      {children}
    </Popup>
  );
}
