/**
 * The shape of the songwriter's banks. Lyrics are written in rhyming couplets; tokens: {H} the
 * hero, {F} the friend, {HF} the hero and the friend together (or the hero alone), {L} the
 * story's place. Names never end a line, so every couplet rhymes whatever the names are, and
 * lines keep a steady 6 to 8 syllables besides the names.
 */

export type Couplet = readonly [string, string];

export const SONG_THEME_IDS = ['lost', 'brave', 'share', 'friends', 'night', 'adventure'] as const;
export type SongThemeId = (typeof SONG_THEME_IDS)[number];

export type LyricBank = {
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
  chorusOpen: readonly Couplet[];
  chorusClose: readonly Couplet[];
  ending: readonly Couplet[];
  themes: Record<SongThemeId, { event: readonly Couplet[]; lesson: readonly Couplet[] }>;
};

/** What a story is about, read from its title and pages (the first match wins). */
export const THEME_KEYWORDS: ReadonlyArray<readonly [SongThemeId, RegExp]> = [
  ['lost', /\b(lost|missing|find|found|search\w*|perd\w*|busc\w*|encontr\w*)/i],
  ['brave', /\b(brave\w*|courage\w*|afraid|fear\w*|scared|valient\w*|valor|miedo|asust\w*)/i],
  ['share', /\b(shar(e|ed|ing)|compart\w*|gift|regal\w*)/i],
  ['night', /\b(night|moon|stars?|sleep\w*|bedtime|dream\w*|noche|luna|estrellas?|dorm\w*)/i],
  ['friends', /\b(friend\w*|together|team\w*|help\w*|amig\w*|juntos|equipo|ayud\w*)/i],
];
