import { useLayoutEffect, useState, type RefObject } from 'react';

/** The writing direction an element is laid out in (from `dir` on it or an ancestor). */
export function useDirection(ref: RefObject<HTMLElement | null>): 'ltr' | 'rtl' {
  // First guess: the document's direction, so a carousel in a right-to-left page starts right to left rather than
  // restarting once the element is there to read.
  const [direction, setDirection] = useState<'ltr' | 'rtl'>(() => (typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setDirection(element.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr');
    read();
    // The document's direction changes with the language without remounting the component.
    const observer = new MutationObserver(read);
    observer.observe(element.ownerDocument.documentElement, { attributes: true, attributeFilter: ['dir'] });
    return () => observer.disconnect();
  }, [ref]);
  return direction;
}
