import type { KeyboardEvent } from 'react';

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
export function scrollTabIntoStrip(strip: HTMLElement, tab: HTMLElement): void {
  const stripBox = strip.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < stripBox.left) strip.scrollBy({ left: tabBox.left - stripBox.left });
  else if (tabBox.right > stripBox.right) strip.scrollBy({ left: tabBox.right - stripBox.right });
}
