import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// Issue 8: no serious or critical violation. Minor and moderate findings are left to review.
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Runs axe on what the page shows now and lists each blocking rule with the elements it hit. */
export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Colour contrast measured halfway through a fade-in is wrong: lets finite animations end. */
export async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => null)))',
  );
}
