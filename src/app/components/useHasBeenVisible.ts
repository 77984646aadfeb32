import { useEffect, useState } from 'react';

/** How far outside the visible area an element counts as visible, px. */
const VISIBLE_MARGIN = '300px';

/** Whether `element` has come within reach of the screen (it stays true once it has). */
export function useHasBeenVisible(element: Element | null): boolean {
  // Without IntersectionObserver every element counts as visible.
  const [isVisible, setIsVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!element || isVisible) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setIsVisible(true), { rootMargin: VISIBLE_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isVisible]);
  return isVisible;
}
