/**
 * Writes the song's words from the story: who it is about (the characters seen on most pages),
 * where it happens (the place seen most), and what happens (a theme read from the story's text).
 * Verses are built from couplets that are never repeated; the chorus comes back after each verse.
 */
import type { StoryResult } from '@storyloom/contracts';
import type { Random } from '../storyteller/index.js';
import { stripEndPunctuation, upperFirst } from '../storyteller/index.js';
import { LYRICS_EN } from './lyric-bank-en.js';
import { LYRICS_ES } from './lyric-bank-es.js';
import { THEME_KEYWORDS, type Couplet, type LyricBank, type SongThemeId } from './lyric-bank.js';
import type { SongLanguage, SongSection } from './song-types.js';

export type SongCast = {
  hero: string;
  friend: string | null;
  place: string | null;
  theme: SongThemeId;
};

export type Lyrics = { title: string; sections: SongSection[]; cast: SongCast };

const BANKS: Record<SongLanguage, LyricBank> = { en: LYRICS_EN, es: LYRICS_ES };
const FALLBACK_HERO: Record<SongLanguage, string> = { en: 'our hero', es: 'nuestro héroe' };

/** The two characters seen on most pages (ties: the order the family chose them in). */
export function mainCharacters(
  story: StoryResult,
  characters: ReadonlyArray<{ name: string }>,
): string[] {
  const order = [...characters.map((character) => character.name.trim())];
  const pages = new Map<string, number>();
  for (const page of story.pages) {
    for (const name of page.characters) {
      const trimmed = name.trim();
      if (!trimmed) continue;
      if (!order.includes(trimmed)) order.push(trimmed);
      pages.set(trimmed, (pages.get(trimmed) ?? 0) + 1);
    }
  }
  const unique = [...new Set(order.filter(Boolean))];
  return unique
    .map((name, index) => ({ name, index, count: pages.get(name) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .slice(0, 2)
    .map((entry) => entry.name);
}

function mainPlace(story: StoryResult): string | null {
  const counts = new Map<string, number>();
  for (const page of story.pages) {
    const place = page.location?.trim();
    if (place) counts.set(place, (counts.get(place) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [place, count] of counts)
    if (best === null || count > (counts.get(best) ?? 0)) best = place;
  return best;
}

function storyTheme(story: StoryResult): SongThemeId {
  const text = [story.title, ...story.pages.map((page) => page.text)].join(' ');
  return THEME_KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'adventure';
}

/** "Pip and Lola", "Pip y Lola", "Pip e Isabel" (Spanish y becomes e before an i sound). */
function bothNames(cast: SongCast, language: SongLanguage): string {
  if (!cast.friend) return cast.hero;
  if (language === 'en') return `${cast.hero} and ${cast.friend}`;
  const joiner = /^h?[iíIÍ](?![aeoáéó])/u.test(cast.friend) ? 'e' : 'y';
  return `${cast.hero} ${joiner} ${cast.friend}`;
}

function fill(line: string, cast: SongCast, language: SongLanguage, title: string): string {
  const filled = line
    .replaceAll('{HF}', bothNames(cast, language))
    .replaceAll('{H}', cast.hero)
    .replaceAll('{F}', cast.friend ?? cast.hero)
    .replaceAll('{L}', cast.place ?? '')
    .replaceAll('{T}', title);
  return upperFirst(filled.replace(/\s+/g, ' ').trim());
}

export function writeLyrics(input: {
  story: StoryResult;
  characters: ReadonlyArray<{ name: string }>;
  age: number;
  language: SongLanguage;
  random: Random;
}): Lyrics {
  const { story, language, random } = input;
  const bank = BANKS[language];
  const [hero, friend] = mainCharacters(story, input.characters);
  const cast: SongCast = {
    hero: hero ?? FALLBACK_HERO[language],
    friend: friend ?? null,
    place: mainPlace(story),
    theme: storyTheme(story),
  };
  const storyTitle = stripEndPunctuation(story.title.trim());
  const titleTemplates = bank.titles.filter((title) => storyTitle || !title.includes('{T}'));
  const title = fill(random.pick(titleTemplates), cast, language, storyTitle);

  const theme = bank.themes[cast.theme];
  const events = random.shuffle(theme.event);
  const verses: Couplet[][] = [
    [random.pick(bank.intro), random.pick(cast.place ? bank.place : bank.home)],
  ];
  const company = random.pick(cast.friend ? bank.friend : bank.alone);
  if (input.age <= 4) {
    // Little ones get two verses: who and where, then what happened and how it ended.
    verses.push([events[0] as Couplet, random.pick(theme.lesson)]);
  } else {
    verses.push([company, events[0] as Couplet]);
    const journey = random.chance(0.5) && events[1] ? events[1] : random.pick(bank.journey);
    verses.push([journey, random.pick(random.chance(0.6) ? theme.lesson : bank.ending)]);
  }
  const chorus = [random.pick(bank.chorusOpen), random.pick(bank.chorusClose)];
  const chorusLines = chorus.flat().map((line) => fill(line, cast, language, storyTitle));

  const sections: SongSection[] = [];
  for (const verse of verses) {
    sections.push({
      kind: 'verse',
      lines: verse.flat().map((line) => fill(line, cast, language, storyTitle)),
    });
    sections.push({ kind: 'chorus', lines: [...chorusLines] });
  }
  return { title, sections, cast };
}
