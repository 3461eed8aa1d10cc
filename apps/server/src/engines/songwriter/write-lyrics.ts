/**
 * Writes the song's words from the story: who it is about (the characters seen on most pages),
 * where it happens (the place seen most), what happens (a theme read from the story's text), and
 * in the chorus what the hero set out to do with the thing that matters. Every line is fitted to
 * the bank's syllable count, the notes of one phrase of the tune; couplets are never repeated.
 */
import type { StoryResult } from '@storyloom/contracts';
import type { Random } from '../storyteller/index.js';
import { stripEndPunctuation, upperFirst, withTitleArticle } from '../storyteller/index.js';
import { SPANISH_THINGS } from '../illustrator/index.js';
import { fitCouplet, type SlotForms } from './fit-line.js';
import { LYRICS_EN } from './lyric-bank-en.js';
import { LYRICS_ES } from './lyric-bank-es.js';
import { THEME_KEYWORDS, type Couplet, type LyricBank, type SongThemeId } from './lyric-bank.js';
import type { SongLanguage, SongSection } from './song-types.js';
import {
  placePhrase,
  settingPhrase,
  storyGoal,
  storyThing,
  type GoalKind,
  type StoryThing,
} from './story-facts.js';

export type SongCast = {
  hero: string;
  friend: string | null;
  place: string | null;
  theme: SongThemeId;
  /** The thing that matters, as sung ("the lantern"), and what the hero set out to do. */
  thing: string | null;
  goal: GoalKind | null;
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

/**
 * What the song is about, from where the story tells its plot: the title and its first pages.
 * Later pages are the telling's own ("they found some round logs"), and made a heavy pumpkin a
 * song about something lost.
 */
function storyTheme(story: StoryResult): SongThemeId {
  const plotPages = story.pages.slice(0, Math.max(3, Math.ceil(story.pages.length * 0.4)));
  const text = [story.title, ...plotPages.map((page) => page.text)].join(' ');
  return THEME_KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'adventure';
}

/** Words before a name that say who someone is to the family, not what they are called. */
const TITLES =
  /^(grandma|granny|grandpa|granddad|nana|uncle|aunt|auntie|mr|mrs|ms|miss|king|queen|prince|princess|doctor|dr|captain|sir|lady|little|big|old|abuela|abuelita|abuelo|abuelito|t[ií]a|t[ií]o|don|do[ñn]a|se[ñn]or|se[ñn]ora|rey|reina|pr[ií]ncipe|princesa|capit[áa]n|el|la)$/i;

/**
 * A name as sung: in full, or by the name itself when the full one does not fit the tune. In
 * Spanish a title takes its article ("la Abuela Rosa"), as in the story.
 */
export function nameForms(name: string, language: SongLanguage = 'en'): string[] {
  const words = name.trim().split(/\s+/);
  // "Pip the Fox" → Pip; "Grandma Rosa" → Rosa.
  const own = words.filter((word) => !TITLES.test(word.replace(/[.,]/g, '')));
  const cut = words.findIndex((word, i) => i > 0 && /^(the|of|el|la|de|del)$/i.test(word));
  const full = language === 'es' ? withTitleArticle(name.trim()) : name.trim();
  const forms = [full, cut > 0 ? words.slice(0, cut).join(' ') : '', own[0] ?? ''];
  return [...new Set(forms.filter(Boolean))];
}

/** "Pip and Lola", "Pip y Lola", "Pip e Isabel" (Spanish y becomes e before an i sound). */
function both(hero: string, friend: string | null, language: SongLanguage): string {
  if (!friend) return hero;
  if (language === 'en') return `${hero} and ${friend}`;
  const joiner = /^h?[iíIÍ](?![aeoáéó])/u.test(friend) ? 'e' : 'y';
  return `${hero} ${joiner} ${friend}`;
}

/** The thing in the song's language, when the story was told in the other one. */
function thingIn(thing: StoryThing | null, from: SongLanguage, to: SongLanguage): string | null {
  if (!thing || from === to) return thing?.phrase ?? null;
  if (to === 'en') {
    const english = SPANISH_THINGS[thing.noun.toLowerCase()];
    return english ? `the ${english}` : null;
  }
  const spanish = Object.entries(SPANISH_THINGS).find(([, english]) => english === thing.noun)?.[0];
  return spanish ? `${/a$/.test(spanish) ? 'la' : 'el'} ${spanish}` : null;
}

function slotForms(cast: SongCast, language: SongLanguage, placeShort: string | null): SlotForms {
  const heroes = nameForms(cast.hero, language);
  const friends = cast.friend ? nameForms(cast.friend, language) : [];
  return {
    H: heroes,
    F: friends.length > 0 ? friends : heroes,
    // Both names when they fit the tune, else the hero's alone.
    HF:
      friends.length > 0
        ? [
            ...heroes.flatMap((hero) => friends.map((friend) => both(hero, friend, language))),
            ...heroes,
          ]
        : heroes,
    // "En el huerto", "down in the Whispering Woods": a name's own article is small mid-line.
    L: [
      cast.place?.replace(/^(The|El|La|Los|Las)\s/, (article) => article.toLowerCase()),
      placeShort,
    ].filter((form): form is string => Boolean(form)),
    O: cast.thing ? [cast.thing] : [],
  };
}

export function writeLyrics(input: {
  story: StoryResult;
  characters: ReadonlyArray<{ name: string; description?: string }>;
  places?: ReadonlyArray<{ name: string; description: string }>;
  age: number;
  language: SongLanguage;
  random: Random;
}): Lyrics {
  const { story, language, random } = input;
  const bank = BANKS[language];
  const [hero, friend] = mainCharacters(story, input.characters);
  // A story with no place of the family's is sung where its first page sets it, when it says.
  const place = mainPlace(story) ?? settingPhrase(story, language);
  const placeDescription =
    input.places?.find((candidate) => candidate.name.trim() === place)?.description ?? '';
  // Names are never the thing that matters: everyone on the pages, and every place.
  const names = [
    ...input.characters.map((c) => c.name),
    // "the little bear" is Otto told another way, never a teddy to hold up.
    ...input.characters.map((c) => whatTheyAre(c.description ?? '')),
    ...story.pages.flatMap((page) => [
      ...page.characters,
      ...(page.location ? [page.location] : []),
    ]),
  ];
  const cast: SongCast = {
    hero: hero ?? FALLBACK_HERO[language],
    friend: friend ?? null,
    place,
    theme: storyTheme(story),
    thing: thingIn(storyThing(story, names, story.language), story.language, language),
    goal: storyGoal(story, story.language),
  };
  const forms = slotForms(
    cast,
    language,
    place ? placePhrase(place, placeDescription, language) : null,
  );
  const together = cast.friend
    ? { ...forms, HF: forms.HF!.filter((form) => !nameForms(cast.hero, language).includes(form)) }
    : forms;
  const used = new Set<Couplet>();
  // A bedtime song has no sunny morning and no hooray in it.
  const calm = cast.theme === 'night';
  const sung = (couplet: Couplet) =>
    !(calm && bank.lively.test(couplet.join(' '))) && !echoesThing(couplet, cast.thing);
  /** One couplet of the first list that fits the tune, in a random order; then the next list. */
  const pick = (...lists: ReadonlyArray<readonly Couplet[]>): [string, string] => {
    // The bank's name-free lines always fit: they close every choice, reused if need be.
    // Both names together where a line can hold them, before the hero's alone.
    for (const [list, reuse, slots] of [
      ...lists.flatMap((list) => [[list, false, together] as const, [list, false, forms] as const]),
      [bank.chorusClose, false, forms] as const,
      [bank.chorusClose, true, forms] as const,
    ]) {
      // The name-free closing lines, sung again if need be, are the last resort and always fit.
      const usable = list.filter((c) => (reuse ? true : !used.has(c) && sung(c)));
      for (const couplet of random.shuffle(usable)) {
        const fitted = fitCouplet(couplet, slots, bank.syllables, language);
        if (fitted) {
          used.add(couplet);
          return fitted;
        }
      }
    }
    throw new Error('No couplet of the lyric bank fits the tune.');
  };

  const storyTitle = stripEndPunctuation(story.title.trim());
  const titleTemplates = bank.titles.filter((title) => storyTitle || !title.includes('{T}'));
  const titled = (name: string) => (language === 'es' ? withTitleArticle(name) : name);
  const title = upperFirst(
    random
      .pick(titleTemplates)
      .replaceAll('{HF}', both(titled(cast.hero), cast.friend && titled(cast.friend), language))
      .replaceAll('{H}', titled(cast.hero))
      .replaceAll('{T}', storyTitle),
  );

  const theme = bank.themes[cast.theme];
  // Fixed lines close every list, so each pick always finds a couplet that fits.
  const softly = (list: readonly Couplet[]) => (calm ? [list] : []);
  const verses: [string, string][][] = [
    [
      pick(...softly(bank.calm.intro), bank.intro),
      pick(cast.place ? bank.place : bank.home, bank.home),
    ],
  ];
  const company = () => pick(cast.friend ? bank.friend : bank.alone, bank.alone);
  if (input.age <= 4) {
    // Little ones get two verses: who and where, then what happened and how it ended.
    verses.push([pick(theme.event, bank.journey), pick(theme.lesson, bank.ending)]);
  } else {
    verses.push([company(), pick(theme.event, bank.journey)]);
    const journey = cast.thing && random.chance(0.6) ? bank.thing : bank.journey;
    verses.push([
      pick(...softly(bank.calm.journey), journey, bank.journey),
      pick(random.chance(0.6) ? theme.lesson : bank.ending, bank.ending),
    ]);
  }
  const goalLines = [
    ...(cast.goal ? [bank.chorusGoal[cast.goal]] : []),
    ...(cast.thing ? [bank.chorusGoal.thing] : []),
    bank.chorusClose,
  ];
  const chorus = [
    pick(...(cast.friend ? [] : softly(bank.calm.chorusNames)), bank.chorusNames, bank.chorusClose),
    pick(...goalLines),
  ].flat();

  const sections: SongSection[] = [];
  for (const verse of verses) {
    sections.push({ kind: 'verse', lines: verse.flat() });
    sections.push({ kind: 'chorus', lines: [...chorus] });
  }
  return { title, sections, cast };
}

/** "Hold the star up bright, like a little star at night": the thing is not sung twice. */
function echoesThing(couplet: Couplet, thing: string | null): boolean {
  const noun = thing?.split(/\s+/).at(-1);
  if (!noun || !couplet.some((line) => line.includes('{O}'))) return false;
  return new RegExp(`(?<!\\p{L})${noun}s?(?!\\p{L})`, 'iu').test(
    couplet.join(' ').replaceAll('{O}', ''),
  );
}

/** The noun a description calls someone by: "a little bear who is four" → "bear". */
function whatTheyAre(description: string): string {
  const head = description.split(/[,.;]|\s(?:who|that|which|with|from|of|que|de|del|con)\s/iu)[0];
  return head?.trim().split(/\s+/).at(-1) ?? '';
}
