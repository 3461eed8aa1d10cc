import { useEffect, useState, type RefObject } from 'react';

/**
 * "Page x of y" follows the scrolling: the current page is the last one whose top has passed
 * the middle of what is visible of the viewer. The viewer scrolls itself on a wide screen and
 * the window scrolls on a phone, so both are listened to. Computed on scroll only: page turns
 * by button or key set it directly.
 */
export function useCurrentPage(viewer: RefObject<HTMLElement | null>, total: number) {
  const [current, setCurrent] = useState(1);

  useEffect(() => {
    const element = viewer.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      if (bottom <= top) return;
      const middle = (top + bottom) / 2;
      const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 2;
      const pages = element.querySelectorAll<HTMLElement>('[data-page-number]');
      let passed = 0;
      pages.forEach((page) => {
        if (page.getBoundingClientRect().top <= middle) passed += 1;
      });
      const scrolls = element.scrollHeight > element.clientHeight;
      setCurrent(scrolls && atEnd ? total : Math.min(Math.max(passed, 1), total));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [viewer, total]);

  return [current, setCurrent] as const;
}
