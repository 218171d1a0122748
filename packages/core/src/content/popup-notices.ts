import { popupExecution } from '../constants/business.js';

export interface PopupNotice {
  title: string;
  content: string;
  /** A: shown to members; B: shown to guests (spec section 2). */
  execution: string;
}

/** Popup notices for the visitor: execution A when logged in, B for guests. */
export function popupNoticesFor<N extends Pick<PopupNotice, 'execution'>>(notices: readonly N[], loggedIn: boolean): N[] {
  const wanted = loggedIn ? popupExecution.member : popupExecution.guest;
  return notices.filter((notice) => notice.execution === wanted);
}

/**
 * Pixel values in popup content become rem by dividing by 100 (spec section 2). The operator's pages
 * set a root of 100 px per rem; ours keeps the reader's 16 px root, so a page can pass the CSS length
 * its design rem is (e.g. `var(--design-rem)`) and get `calc(0.28 * var(--design-rem))` for 28px.
 */
export function pixelsToRem(html: string, designRem?: string): string {
  return html.replace(/(-?\d*\.?\d+)px\b/g, (_match, value: string) => {
    const rem = Number(value) / 100;
    return designRem ? `calc(${rem} * ${designRem})` : `${rem}rem`;
  });
}
