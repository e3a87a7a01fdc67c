import { useEffect, useState } from 'react';

/**
 * Whether the element is within `rootMargin` of the viewport; false where IntersectionObserver is
 * missing. Returns a callback ref, so an element that mounts later (after loading) is observed too.
 */
export function useInView<T extends Element>(rootMargin = '600px') {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin]);
  return [setElement, inView] as const;
}
