import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come near the viewport, and from then on. Where
 * IntersectionObserver is missing (old browsers, jsdom) everything counts as visible.
 */
export const useVisibleOnce = (ref: RefObject<Element | null>, rootMargin = '200px'): boolean => {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, visible]);
  return visible;
};
