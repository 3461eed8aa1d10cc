import { describe, expect, it } from 'vitest';
import { asLineArt, lineArtFor, loadEmojiSources } from './line-art.js';
import { shapeExtent } from './shape-extent.js';

const art = (inner: string) =>
  `<svg id="emoji" viewBox="0 0 72 72" xmlns="http://www.w3.org/2000/svg"><g id="line">${inner}</g></svg>`;

describe('shapeExtent', () => {
  it('measures circles, rectangles, polygons and paths, relative moves included', () => {
    expect(shapeExtent('<circle cx="36" cy="36" r="28"/>')).toBe(56);
    expect(shapeExtent('<rect x="1" y="1" width="4" height="9"/>')).toBe(9);
    expect(shapeExtent('<polygon points="0,0 10,0 10,30"/>')).toBe(30);
    expect(shapeExtent('<path d="M10 10 l 20 0 v 5 h -20 z"/>')).toBe(20);
    expect(
      shapeExtent('<path d="M41.8,26.8c0,1.1-0.9,2-2,2s-2-0.9-2-2c0-1.1,0.9-2,2-2"/>'),
    ).toBeLessThan(5);
  });
});

describe('asLineArt', () => {
  it('makes lines heavier and drops every colour but black', () => {
    const lines = asLineArt(
      art(
        '<path fill="#92D3F5" stroke="#1E50A0" stroke-width="2" opacity="0.5" d="M0 0 L 10 10"/>',
      ),
      3,
    );
    expect(lines).toContain('fill="none"');
    expect(lines).toContain('stroke="#000000"');
    expect(lines).toContain('stroke-width="6"');
    expect(lines).not.toMatch(/92D3F5|1E50A0|opacity/);
  });

  it('keeps pupils black but leaves only the outline of a large black shape', () => {
    const lines = asLineArt(
      art('<circle cx="30" cy="30" r="2"/><circle cx="36" cy="36" r="28" fill="#000000"/>'),
      1,
    );
    expect(lines).toContain('<circle cx="30" cy="30" r="2"/>');
    expect(lines).toMatch(/<circle fill="none" stroke="#000000" stroke-width="2"[^>]*r="28"/);
  });
});

describe('lineArtFor', () => {
  it('draws lines at least as wide as asked, whatever the figure size', async () => {
    const sources = (await loadEmojiSources(['1F994'])).get('1F994')!;
    const widths = (svg: string) =>
      [...svg.matchAll(/stroke-width="([\d.]+)"/g)].map(([, width]) => Number(width));
    // 72 px: one unit per pixel, so 10 px lines are 10 units wide.
    expect(Math.min(...widths(lineArtFor(sources, 72, 10).lines))).toBeGreaterThanOrEqual(10);
    // 720 px: OpenMoji's own 2 units are already 20 px; never thinner than that.
    expect(Math.min(...widths(lineArtFor(sources, 720, 10).lines))).toBeGreaterThanOrEqual(2);
    expect(lineArtFor(sources, 300, 10).knockout).toContain('fill="#FFFFFF"');
  });
});
