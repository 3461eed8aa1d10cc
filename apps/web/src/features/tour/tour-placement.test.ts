import { describe, expect, it } from 'vitest';
import { placePopover, popoverWidth } from './tour-placement';

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 667 };

describe('popoverWidth', () => {
  it('is 360 on a desktop, 340 on a phone, and never wider than the screen', () => {
    expect(popoverWidth('d', desktop)).toBe(360);
    expect(popoverWidth('m', phone)).toBe(340);
    expect(popoverWidth('m', { width: 320, height: 568 })).toBe(304);
  });
});

describe('placePopover', () => {
  it('goes 12px below the target when there is room', () => {
    const target = { top: 100, left: 600, width: 80, height: 40 };
    expect(placePopover(target, desktop, 'd')).toEqual({
      side: 'below',
      top: 152,
      left: 460,
      width: 360,
      height: 140,
    });
  });

  it('goes 12px above a target near the bottom of the screen', () => {
    const target = { top: 700, left: 600, width: 80, height: 40 };
    const placed = placePopover(target, desktop, 'd');
    expect(placed.side).toBe('above');
    expect(placed.top).toBe(700 - 12 - 140);
  });

  it('uses its real height when it is taller than 140', () => {
    const target = { top: 560, left: 600, width: 80, height: 40 };
    expect(placePopover(target, desktop, 'd').side).toBe('below');
    expect(placePopover(target, desktop, 'd', 220).side).toBe('above');
  });

  it('stays on screen beside a target at the edge of a phone', () => {
    const target = { top: 10, left: 330, width: 40, height: 40 };
    const placed = placePopover(target, phone, 'm');
    expect(placed.left).toBeGreaterThanOrEqual(0);
    expect(placed.left + placed.width).toBeLessThanOrEqual(phone.width);
    expect(placed.width).toBe(340);
  });
});
