/** The pair of colours the studio asks a frame to show: a failing contrast pair, as its two tokens' values. */
export interface ColourPair {
  foreground: string;
  background: string;
}

const marker = 'data-studio-pair';

/** A colour as the browser computes it (`rgb(…)` / `rgba(…)`), so a token's value compares with computed styles. */
function computed(document: Document, colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  probe.hidden = true;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);

/** The colour an element is drawn on: its own background, else the nearest ancestor's that is not transparent. */
function backgroundOf(element: Element | null): string | undefined {
  for (let node = element; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (!transparent(colour)) return colour;
  }
  return undefined;
}

const ownText = (element: Element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());

/**
 * Marks every place of the screen drawn in the pair's foreground on its background, outlined so a designer sees what a
 * failing pair paints: text in that colour (its own text), or a border or outline in it (a non-text part such as the
 * focus ring). Clears the marks of the pair before; `null` only clears. Returns how many places it marked.
 */
export function markPair(document: Document, pair: ColourPair | null): number {
  for (const element of document.querySelectorAll(`[${marker}]`)) element.removeAttribute(marker);
  if (!pair) return 0;
  if (!document.getElementById('studio-pair-style')) {
    const style = document.createElement('style');
    style.id = 'studio-pair-style';
    style.textContent = `[${marker}]{outline:3px dashed #d0021b !important;outline-offset:1px !important;box-shadow:0 0 0 6px rgba(255,255,255,.85) !important}`;
    document.head.append(style);
  }
  const [foreground, background] = [computed(document, pair.foreground), computed(document, pair.background)];
  let count = 0;
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    const drawn =
      (style.color === foreground && ownText(element)) ||
      (style.borderTopStyle !== 'none' && style.borderTopColor === foreground && style.borderTopWidth !== '0px');
    if (!drawn || backgroundOf(element) !== background) continue;
    element.setAttribute(marker, '');
    count += 1;
  }
  // The first place in view (a DOM without layout has no scrolling).
  document.querySelector(`[${marker}]`)?.scrollIntoView?.({ block: 'center' });
  return count;
}
