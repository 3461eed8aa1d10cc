import type { Page } from 'playwright-core';

/**
 * Every visible control on the page that another element covers, as "control under cover at
 * position". Each control is scrolled to the top, middle and bottom of the viewport in turn (a
 * floating button covers what scrolls under it), and the element at its centre must be the
 * control itself or inside it. A string, as the e2e code has no DOM types.
 */
const FIND_COVERED = `(() => {
  const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="menuitem"], [role="tab"], [role="radio"]';
  const name = (element) => {
    const label = element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || '';
    const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    return element.tagName.toLowerCase() + (classes ? '.' + classes : '') + ' "' + label.trim().slice(0, 40) + '"';
  };
  const visible = (element) => {
    if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    const box = element.getBoundingClientRect();
    // Visually hidden inputs (a styled radio's real input) are drawn by their label.
    return box.width > 2 && box.height > 2;
  };
  const covered = [];
  const start = window.scrollY;
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (!visible(control)) continue;
    for (const block of ['start', 'center', 'end']) {
      control.scrollIntoView({ block, inline: 'nearest' });
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + Math.min(box.height / 2, 20);
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || control === hit || control.contains(hit) || hit.contains(control)) continue;
      if (control.labels && [...control.labels].some((label) => label.contains(hit))) continue;
      covered.push(name(control) + ' under ' + name(hit) + ' at ' + block);
      break;
    }
  }
  window.scrollTo(0, start);
  return covered;
})()`;

export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(FIND_COVERED) as Promise<string[]>;
}

/** The header's height, how many rows its parts take, and whether they run past its width. */
export function headerRows(
  page: Page,
): Promise<{ height: number; rows: number; overflows: boolean }> {
  return page.evaluate(`(() => {
    const bar = document.querySelector('header.top-bar');
    const tops = new Set([...bar.children].map((child) => Math.round(child.getBoundingClientRect().top / 8)));
    return {
      height: Math.round(bar.getBoundingClientRect().height),
      rows: tops.size,
      overflows: bar.scrollWidth > bar.clientWidth,
    };
  })()`) as Promise<{ height: number; rows: number; overflows: boolean }>;
}
