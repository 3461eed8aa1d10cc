import { describe, expect, it } from 'vitest';
import { QuickRequestSample } from './quick-request-sample.js';

/** A seeded generator, so the counts below are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Sends `perSecond` quick requests a second for `seconds`; what was kept and its weight. */
function run(sample: QuickRequestSample, clock: { ms: number }, perSecond: number, seconds = 10) {
  let kept = 0;
  let weighted = 0;
  for (let second = 0; second < seconds; second += 1) {
    for (let index = 0; index < perSecond; index += 1) {
      clock.ms += 1000 / perSecond;
      const weight = sample.weightOfNext();
      if (weight !== null) {
        kept += 1;
        weighted += weight;
      }
    }
  }
  return { kept, weighted, sent: perSecond * seconds };
}

describe('the sample of quick requests', () => {
  it('keeps the rate of a quiet process, each standing for 1 / rate requests', () => {
    const clock = { ms: 0 };
    const sample = new QuickRequestSample(0.05, 20, () => clock.ms, seeded(1));
    const { kept, weighted, sent } = run(sample, clock, 100, 60);
    expect(kept).toBeGreaterThan(sent * 0.04);
    expect(kept).toBeLessThan(sent * 0.06);
    expect(weighted / kept).toBe(20);
  });

  it('keeps about the bound a second when busy, and the weights still add up to every request', () => {
    const clock = { ms: 0 };
    const sample = new QuickRequestSample(0.05, 20, () => clock.ms, seeded(2));
    const { kept, weighted, sent } = run(sample, clock, 12_000, 10);
    // The first second keeps the plain rate (the second before it was quiet).
    expect(kept).toBeLessThan(600 + 9 * 20 * 1.5);
    expect(kept).toBeGreaterThan(600 * 0.8 + 9 * 20 * 0.5);
    expect(weighted).toBeGreaterThan(sent * 0.85);
    expect(weighted).toBeLessThan(sent * 1.15);
  });

  it('goes back to the plain rate after the busy time', () => {
    const clock = { ms: 0 };
    const sample = new QuickRequestSample(0.5, 20, () => clock.ms, seeded(3));
    run(sample, clock, 5_000, 3);
    const quiet = run(sample, clock, 10, 30);
    // The first quiet second still carries the busy one's low probability; then half are kept.
    expect(quiet.kept).toBeGreaterThan(0.5 * 290 * 0.8);
  });

  it('keeps none at rate 0, and every one at rate 1 without a bound', () => {
    const clock = { ms: 0 };
    expect(run(new QuickRequestSample(0, 20, () => clock.ms), clock, 1000, 2).kept).toBe(0);
    const every = run(new QuickRequestSample(1, 0, () => clock.ms), clock, 5_000, 2);
    expect(every.kept).toBe(every.sent);
  });
});
