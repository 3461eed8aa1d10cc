/**
 * The song of every story in the storyteller's corpus of parent inputs (both languages, two
 * seeds): each lyric line fits the notes of its phrase, and the chorus sings this story's hero.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tellStory, type StoryRequest } from '../storyteller/index.js';
import nlp from 'compromise';
import { countSyllables } from './fit-line.js';
import { writeSong } from './index.js';
import { storyThing } from './story-facts.js';

type Entry = Omit<StoryRequest, 'seed'> & { id: string };

const CORPUS = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', 'storyteller', 'corpus', 'parent-inputs.json'),
    'utf8',
  ),
) as Entry[];

const sung = CORPUS.flatMap(({ id, ...entry }) =>
  ['first', 'second'].map((seed) => {
    const story = tellStory({ ...entry, seed } as StoryRequest);
    const ofType = (type: string) =>
      entry.elements
        .filter((element) => element.type === type)
        .map(({ name, description }) => ({ name, description }));
    const song = writeSong({
      story,
      characters: ofType('character'),
      places: ofType('location'),
      age: entry.age,
      seed,
    });
    const names = entry.elements.map((element) => element.name);
    const thing = storyThing(story, names, entry.language);
    const text = story.pages.map((page) => page.text).join(' ');
    return {
      id,
      seed,
      language: entry.language,
      hero: ofType('character')[0]?.name,
      song,
      thing,
      text,
      names,
    };
  }),
);

describe('the songs of the storyteller corpus', () => {
  it.each(sung)('$id ($seed): every lyric line fits its phrase', ({ song, language }) => {
    song.sections.forEach((section, sectionIndex) => {
      section.lines.forEach((line, lineIndex) => {
        const notes = song.melody.notes.filter(
          (note) => note.section === sectionIndex && note.line === lineIndex && note.pitch !== null,
        );
        expect(countSyllables(line, language), line).toBe(notes.length);
      });
    });
  });

  it.each(sung.filter((s) => s.hero))(
    '$id ($seed): the chorus sings the hero',
    ({ song, hero }) => {
      const chorus = song.sections.find((section) => section.kind === 'chorus');
      const heroWords = (hero ?? '').split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
      expect(heroWords.some((word) => chorus?.lines.join(' ').includes(word))).toBe(true);
    },
  );

  it.each(sung.filter((s) => s.thing))(
    '$id ($seed): the thing the chorus sings is a thing of this story',
    ({ thing, text, names, language }) => {
      const noun = thing?.noun ?? '';
      expect(text.toLowerCase(), noun).toContain(noun.toLowerCase());
      expect(names.join(' ').toLowerCase().split(/\s+/), noun).not.toContain(noun.toLowerCase());
      if (language === 'en') {
        // A noun where a thing stands ("the star"), not a word read as one ("the was").
        const read = nlp(`it was the ${noun}`);
        expect(read.nouns().text('normal'), noun).toContain(noun.toLowerCase());
      } else
        expect(text, noun).toMatch(
          new RegExp(`\\b(?:el|la|los|las|un|una|su|sus)\\s+${noun}`, 'iu'),
        );
    },
  );
});
