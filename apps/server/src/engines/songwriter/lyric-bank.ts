/**
 * The shape of the songwriter's banks. Every line is sung to one phrase of the tune, so every
 * line must come to the bank's syllable count exactly: fixed lines are written to it, and lines
 * with names carry optional words in brackets that the fit keeps or drops ("(Oh, ){H} woke up
 * with the sun,"). Tokens: {H} the hero, {F} the friend, {HF} both (or the hero alone), {L} the
 * story's place, {O} the thing that matters, with its article. Names never end a line, so every
 * couplet rhymes whatever the names are.
 */
import type { GoalKind } from './story-facts.js';

export type Couplet = readonly [string, string];

export const SONG_THEME_IDS = ['lost', 'brave', 'share', 'friends', 'night', 'adventure'] as const;
export type SongThemeId = (typeof SONG_THEME_IDS)[number];

export type LyricBank = {
  /** Syllables in every line: the notes in every phrase of the tune. */
  syllables: number;
  /** Song titles; {T} is the story's title. */
  titles: readonly string[];
  intro: readonly Couplet[];
  place: readonly Couplet[];
  /** When the story has no named place. */
  home: readonly Couplet[];
  friend: readonly Couplet[];
  /** When the story has only one character. */
  alone: readonly Couplet[];
  journey: readonly Couplet[];
  /** Verses about the thing that matters ({O}). */
  thing: readonly Couplet[];
  ending: readonly Couplet[];
  /** The chorus opens on the story's characters... */
  chorusNames: readonly Couplet[];
  /** ...and closes on what they set out to do, with the thing that matters or the place. */
  chorusGoal: Record<GoalKind | 'thing', readonly Couplet[]>;
  /** When the story names neither a goal nor a thing. */
  chorusClose: readonly Couplet[];
  themes: Record<SongThemeId, { event: readonly Couplet[]; lesson: readonly Couplet[] }>;
  /**
   * A bedtime song (theme night) is sung softly: these come first (the chorus's only for a hero
   * sung alone: a friend is sung with the hero in the usual chorus), and couplets with `lively`
   * words (the sun, a hooray, running and jumping) are left out.
   */
  calm: { intro: readonly Couplet[]; journey: readonly Couplet[]; chorusNames: readonly Couplet[] };
  lively: RegExp;
};

/** What a story is about, read from its title and pages (the first match wins). */
export const THEME_KEYWORDS: ReadonlyArray<readonly [SongThemeId, RegExp]> = [
  ['lost', /\b(lost|missing|find|found|search\w*|perd\w*|busc\w*|encontr\w*)/i],
  ['brave', /\b(brave\w*|courage\w*|afraid|fear\w*|scared|valient\w*|valor|miedo|asust\w*)/i],
  ['share', /\b(shar(e|ed|ing)|compart\w*|gift|regal\w*)/i],
  ['night', /\b(night|moon|stars?|sleep\w*|bedtime|dream\w*|noche|luna|estrellas?|dorm\w*)/i],
  ['friends', /\b(friend\w*|together|team\w*|help\w*|amig\w*|juntos|equipo|ayud\w*)/i],
];
