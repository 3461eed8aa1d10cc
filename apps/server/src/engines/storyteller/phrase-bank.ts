/** The shape of a phrase bank: lines per story beat and per age band. */
export type AgeBand = 'young' | 'mid' | 'old';
export type BandLines = Record<AgeBand, readonly string[]>;

/** The same lines for every age band. */
export const allBands = (lines: readonly string[]): BandLines => ({
  young: lines,
  mid: lines,
  old: lines,
});

/** Lines for the little ones, and another set shared by the older bands (plus extras). */
export const bands = (
  young: readonly string[],
  mid: readonly string[],
  old: readonly string[] = mid,
): BandLines => ({ young, mid, old });

export const ageBand = (age: number): AgeBand => (age <= 4 ? 'young' : age <= 7 ? 'mid' : 'old');

export type ThemeLines = {
  keywords: RegExp;
  turn: BandLines;
  lesson: BandLines;
};

export type PhraseBank = Record<string, BandLines>;
