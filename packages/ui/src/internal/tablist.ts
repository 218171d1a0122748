import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { afterNextPaint } from './painted.js';

/**
 * Keyboard handling for a tab of a horizontal tab strip with manual activation (WAI-ARIA tabs pattern):
 * arrows move the focus along the reading direction, Home and End jump to the ends, and
 * Enter or Space (the buttons' own behaviour) select. Selecting loads data, so focus alone does not.
 */
export function onTabKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const tablist = event.currentTarget.closest('[role="tablist"]');
  if (!tablist) return;
  const tabs = Array.from(tablist.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])'));
  const current = tabs.indexOf(event.currentTarget);
  if (current === -1) return;
  const rtl = getComputedStyle(tablist).direction === 'rtl';
  let next: number | undefined;
  switch (event.key) {
    case 'ArrowRight':
      next = current + (rtl ? -1 : 1);
      break;
    case 'ArrowLeft':
      next = current + (rtl ? 1 : -1);
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = tabs.length - 1;
      break;
    default:
      return;
  }
  event.preventDefault();
  tabs[(next + tabs.length) % tabs.length]?.focus();
}

/**
 * Scrolls a horizontal strip so the given tab is fully visible, without moving the page
 * (unlike `scrollIntoView`, which would also scroll the document to a strip below the fold).
 */
function scrollTabIntoStrip(strip: HTMLElement, tab: HTMLElement): void {
  const stripBox = strip.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < stripBox.left) strip.scrollBy({ left: tabBox.left - stripBox.left });
  else if (tabBox.right > stripBox.right) strip.scrollBy({ left: tabBox.right - stripBox.right });
}

/**
 * Keeps a strip's selected tab (`aria-selected`) in view whenever the selection changes, once painted: measuring
 * in the effect of the render that mounts a whole screen would force that screen's layout inside the render's task.
 */
export function useSelectedTabInView(stripRef: RefObject<HTMLElement | null>, selectedId: unknown): void {
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    return afterNextPaint(() => {
      const selected = strip.querySelector<HTMLElement>('[aria-selected="true"]');
      if (selected) scrollTabIntoStrip(strip, selected);
    });
  }, [stripRef, selectedId]);
}
