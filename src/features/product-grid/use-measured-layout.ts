import { useLayoutEffect, useState, type RefObject } from 'react';
import { gridLayoutFor, listWidthAt, sameLayout } from './grid-layout';

/**
 * The grid's layout for the list's width (columns, gap, row height), measured again whenever the
 * list is resized, and how far down the page the list starts (the virtualizer's scroll margin).
 */
export function useMeasuredLayout(listRef: RefObject<HTMLUListElement | null>, showDescription: boolean) {
  const [layout, setLayout] = useState(() =>
    gridLayoutFor(typeof window === 'undefined' ? 1024 : listWidthAt(window.innerWidth), showDescription),
  );
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const rect = list.getBoundingClientRect();
      // 0 where nothing is laid out (tests): fall back to the window's width
      const width = rect.width || list.offsetWidth || listWidthAt(window.innerWidth);
      const next = gridLayoutFor(width, showDescription);
      setLayout((current) => (sameLayout(current, next) ? current : next));
      setScrollMargin(Math.round(rect.top + window.scrollY));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, showDescription]);

  return { layout, scrollMargin };
}
