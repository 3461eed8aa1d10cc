import type { StoryResult } from '@storyloom/contracts';
import { describe, expect, it } from 'vitest';
import { countSyllables } from './fit-line.js';
import { writeSong, type Song } from './index.js';

type Language = 'en' | 'es';

/** Names of every length families give: one syllable to six, titles, "the Fox", accents. */
const NAMES: Record<Language, string[]> = {
  en: [
    'Pip',
    'Lola',
    'Grandma Rosa',
    'Pip the Fox',
    'Captain Bartholomew',
    'Isabella',
    'Max',
    'Sir Reginald Fluffington',
    'Mia',
    'Uncle Theodore',
    'Bo',
    'Olivia',
  ],
  es: [
    'Luna',
    'Tomás',
    'Abuela Carmen',
    'Isabel',
    'Pepe',
    'Doña Margarita',
    'Nico',
    'Valentina',
    'el Capitán Bigotes',
    'Sol',
    'Inés',
    'Maximiliano',
  ],
};
const PLACES: Record<Language, (string | null)[]> = {
  en: [
    'Whispering Woods',
    'Cloudberry Castle',
    'Sunny Bay',
    'the Big Blue Mountain',
    'Moon Base Nine',
    null,
  ],
  es: [
    'el Bosque Susurrante',
    'Castillo de Nubes',
    'la Playa Dorada',
    'la Montaña Azul',
    'la Estación Lunar',
    null,
  ],
};
/** What the hero wanted, and the thing the chorus should then name ('' when none). */
const GOALS: Record<Language, [string, string][]> = {
  en: [
    ['{H} wanted to bring the lantern home before bedtime.', 'lantern'],
    ['{H} wanted to find the lost map.', 'map'],
    ['{H} wanted to bake a cake for the party.', 'cake'],
    ['{H} wanted to help a little bird back to its nest.', ''],
    ['{H} wanted to reach the top of the tallest hill.', ''],
    ['{H} had a red kite, and the kite flew away in the wind.', 'kite'],
    ['{H} wished for a friend.', ''],
  ],
  es: [
    ['{H} quería llevar la linterna a casa antes de dormir.', 'linterna'],
    ['{H} quería encontrar el mapa perdido.', 'mapa'],
    ['{H} quería hacer un pastel para la fiesta.', 'pastel'],
    ['{H} quería ayudar a un pajarito a volver a su nido.', ''],
    ['{H} quería llegar a la cima de la colina.', ''],
    ['{H} tenía una cometa roja, y la cometa se fue con el viento.', 'cometa'],
    ['{H} soñaba con tener un amigo.', ''],
  ],
};
const MIDDLES: Record<Language, string[]> = {
  en: [
    '{H} walked and walked.',
    '{F} came along to help.',
    'It was a long way, and {H} felt a little afraid.',
    'They sang a song together.',
  ],
  es: [
    '{H} caminó y caminó.',
    '{F} vino a ayudar.',
    'El camino era largo y {H} tenía un poco de miedo.',
    'Cantaron una canción juntos.',
  ],
};

type Case = {
  story: StoryResult;
  thing: string;
  hero: string;
  friend: string | null;
  place: string | null;
  age: number;
};

/** Many different stories: every name with every kind of goal, alone or with a friend, with or without a place. */
function stories(language: Language): Case[] {
  const names = NAMES[language];
  return names.flatMap((hero, i) =>
    GOALS[language].map(([goal, thing], j): Case => {
      const friend = (i + j) % 3 === 0 ? null : names[(i + j + 1) % names.length]!;
      const place = PLACES[language][(i + 2 * j) % PLACES[language].length]!;
      const fill = (text: string) => text.replaceAll('{H}', hero).replaceAll('{F}', friend ?? hero);
      const characters = friend ? [hero, friend] : [hero];
      const texts = [goal, ...MIDDLES[language], goal.includes('{H}') ? fill(goal) : goal].map(
        fill,
      );
      return {
        story: {
          title: `${hero}`,
          language,
          pages: texts.slice(0, 3 + ((i + j) % 3)).map((text) => ({
            text,
            characters,
            location: place,
            illustration: '',
          })),
        },
        thing,
        hero,
        friend,
        place,
        age: [3, 5, 8, 11][(i + j) % 4]!,
      };
    }),
  );
}

const tuneOf = (song: Song, section: number) =>
  song.melody.notes
    .filter((note) => note.section === section)
    .map((note) => `${note.line}:${note.pitch}:${note.beats}`);

describe.each(['en', 'es'] as const)('songs in %s', (language) => {
  const cases = stories(language);
  const songs = cases.map((c, index) => ({
    ...c,
    song: writeSong({
      story: c.story,
      characters: [c.hero, c.friend]
        .filter((n): n is string => n !== null)
        .map((name) => ({ name, description: '' })),
      places: c.place ? [{ name: c.place, description: '' }] : [],
      age: c.age,
      seed: `scan-${index}`,
    }),
  }));
  const perLine = language === 'en' ? 7 : 8;

  it(`writes every line of ${cases.length} stories to the ${perLine} notes of its phrase`, () => {
    for (const { song } of songs) {
      song.sections.forEach((section, sectionIndex) => {
        section.lines.forEach((line, lineIndex) => {
          const notes = song.melody.notes.filter(
            (note) =>
              note.section === sectionIndex && note.line === lineIndex && note.pitch !== null,
          );
          expect(countSyllables(line, language), line).toBe(perLine);
          expect(notes, line).toHaveLength(perLine);
        });
      });
    }
  });

  it('sings every verse to one tune and every chorus to another, as songs are sung', () => {
    for (const { song } of songs) {
      const verses = song.sections.flatMap((s, i) => (s.kind === 'verse' ? [i] : []));
      const choruses = song.sections.flatMap((s, i) => (s.kind === 'chorus' ? [i] : []));
      for (const verse of verses) expect(tuneOf(song, verse)).toEqual(tuneOf(song, verses[0]!));
      for (const chorus of choruses)
        expect(tuneOf(song, chorus)).toEqual(tuneOf(song, choruses[0]!));
    }
  });

  it('makes the chorus about this story: its characters and the thing that matters', () => {
    let namedThings = 0;
    const missed: string[] = [];
    for (const { song, hero, friend, thing } of songs) {
      const chorus = song.sections.find((s) => s.kind === 'chorus')!.lines.join(' ');
      const heroName = hero
        .split(' ')
        .filter(
          (w) => /^\p{Lu}/u.test(w) && !/^(Grandma|Uncle|Captain|Sir|Abuela|Doña|Capitán)$/.test(w),
        )[0]!;
      expect(chorus, chorus).toContain(heroName);
      const friendName = friend
        ?.split(' ')
        .filter(
          (w) => /^\p{Lu}/u.test(w) && !/^(Grandma|Uncle|Captain|Sir|Abuela|Doña|Capitán)$/.test(w),
        )[0];
      // A friend whose name leaves room in the line is sung too.
      if (friendName && countSyllables(`${heroName} ${friendName}`, language) <= 5) {
        expect(chorus, chorus).toContain(friendName);
      }
      if (thing && chorus.toLowerCase().includes(thing)) namedThings += 1;
      else if (thing) missed.push(chorus);
    }
    expect(missed).toEqual([]);
    // Every story whose goal names a thing has that thing sung in its chorus.
    expect(namedThings).toBe(songs.filter((s) => s.thing).length);
  });
});
