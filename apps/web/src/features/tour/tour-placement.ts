import { TOUR_POPOVER, type TourDevice } from '@storyloom/contracts';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface PopoverPlacement extends Box {
  side: 'below' | 'above';
}

/** Keeps the popover off the screen's very edge on a narrow phone. */
const EDGE_MARGIN = 8;

export function popoverWidth(device: TourDevice, viewport: Viewport): number {
  const preferred = device === 'm' ? TOUR_POPOVER.widthMobile : TOUR_POPOVER.widthDesktop;
  return Math.max(0, Math.min(preferred, viewport.width - 2 * EDGE_MARGIN));
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Below the target with the 12px gap (docs/product.md, "Constants and timings") when it fits, else
 * above, else whichever side has more room; centred on the target horizontally, kept inside the
 * viewport.
 */
export function placePopover(
  target: Box,
  viewport: Viewport,
  device: TourDevice,
  /** The popover's rendered height when known; the product's 140 is the least it takes. */
  measuredHeight = 0,
): PopoverPlacement {
  const width = popoverWidth(device, viewport);
  const height = Math.max(TOUR_POPOVER.height, measuredHeight);
  const { gap } = TOUR_POPOVER;
  const belowTop = target.top + target.height + gap;
  const aboveTop = target.top - gap - height;
  const fitsBelow = belowTop + height <= viewport.height - EDGE_MARGIN;
  const fitsAbove = aboveTop >= EDGE_MARGIN;
  const roomBelow = viewport.height - (target.top + target.height);
  const side = fitsBelow || (!fitsAbove && roomBelow >= target.top) ? 'below' : 'above';
  const top = clamp(
    side === 'below' ? belowTop : aboveTop,
    EDGE_MARGIN,
    viewport.height - height - EDGE_MARGIN,
  );
  const left = clamp(
    target.left + target.width / 2 - width / 2,
    EDGE_MARGIN,
    viewport.width - width - EDGE_MARGIN,
  );
  return { side, top, left, width, height };
}
