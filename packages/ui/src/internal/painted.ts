import { useEffect, useState } from 'react';

/**
 * False until the browser has painted once since mount (an animation frame, then a task). Work that measures the
 * page waits for it: measuring in the render that mounts a whole screen would force that screen's layout inside
 * the render's task, one long task instead of two short ones.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
