import { useLayoutEffect, useState, type RefObject } from 'react';

/** The zoom steps the buttons and keys move through. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const MIN_SCALE = 0.25;
const MAX_SCALE = 3;

export type Zoom = { mode: 'fitWidth' } | { mode: 'fixed'; scale: number };

const clamp = (scale: number) => Math.min(Math.max(scale, MIN_SCALE), MAX_SCALE);

/** The width the pages may use: the viewer's, followed as the window or phone turns. */
function useAvailableWidth(viewer: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  // Measured before the first paint, so the pages never show (and draw) at a passing size.
  useLayoutEffect(() => {
    const element = viewer.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewer]);
  return width;
}

/**
 * Zoom for the reader: "fit width" (the start, and what a phone needs) or a fixed scale, in
 * steps. `pageWidth` is the widest page at 100%.
 */
export function useZoom(viewer: RefObject<HTMLElement | null>, pageWidth: number, gutter: number) {
  const [zoom, setZoom] = useState<Zoom>({ mode: 'fitWidth' });
  const available = useAvailableWidth(viewer) - gutter;
  // Before the viewer is measured (and where it cannot be) the page shows at 100%.
  const fitScale = available > 0 && pageWidth > 0 ? clamp(available / pageWidth) : 1;
  const scale = zoom.mode === 'fitWidth' ? fitScale : zoom.scale;

  const zoomIn = () => {
    const next = ZOOM_STEPS.find((step) => step > scale + 0.001) ?? MAX_SCALE;
    setZoom({ mode: 'fixed', scale: clamp(next) });
  };
  const zoomOut = () => {
    const next = [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.001) ?? MIN_SCALE;
    setZoom({ mode: 'fixed', scale: clamp(next) });
  };
  const fitWidth = () => setZoom({ mode: 'fitWidth' });

  return {
    scale,
    percent: Math.round(scale * 100),
    fitting: zoom.mode === 'fitWidth',
    canZoomIn: scale < MAX_SCALE - 0.001,
    canZoomOut: scale > MIN_SCALE + 0.001,
    zoomIn,
    zoomOut,
    fitWidth,
  };
}
