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

/** Pixel values in popup content become rem by dividing by 100 (spec section 2). */
export function pixelsToRem(html: string): string {
  return html.replace(/(-?\d*\.?\d+)px\b/g, (_match, value: string) => `${Number(value) / 100}rem`);
}
