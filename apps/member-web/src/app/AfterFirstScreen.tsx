import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one task after the screen around it has committed, in a transition: a section below the
 * fold (the winners, the footer content) then adds its elements, their style and layout, and its effects (its
 * requests) in tasks of its own instead of lengthening the first screen's. Until then `fallback` holds its place.
 */
export function AfterFirstScreen({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : fallback;
}
