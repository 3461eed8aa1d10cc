/**
 * The storyteller over a corpus of inputs written the way parents type them (first person,
 * lower case, present tense, one word, very long, commands, typos; English and Spanish), each
 * told with two seeds. Every story must read as narration a parent can read aloud.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tellStory, type Story, type StoryRequest } from '../index.js';
import { EN } from '../bank-en.js';
import { ES } from '../bank-es.js';
import { presentVerbs, withoutDialogue } from '../narration/english-tense.js';
import { KIND_LINES } from '../problem-kind.js';
import { givenName } from '../narration/parent-words.js';
import { presentVerbsEs } from '../narration/spanish-tense.js';

type Entry = Omit<StoryRequest, 'seed'> & { id: string };

const CORPUS: Entry[] = JSON.parse(
  readFileSync(join(import.meta.dirname, 'parent-inputs.json'), 'utf8'),
) as Entry[];
const SEEDS = ['first', 'second'];

const told = CORPUS.flatMap(({ id, ...entry }) =>
  SEEDS.map((seed) => {
    const request = { ...entry, seed } as StoryRequest;
    return { id, seed, request, story: tellStory(request) };
  }),
);

/** Sentences end at . ! ? or …; "—dijo Pip" after a line of dialogue goes on the same one. */
const sentencesOf = (text: string) =>
  text.split(/(?<=[.!?…])\s+(?=[¿¡“«"]*\p{L}|—[¿¡]*\p{Lu})/u).filter((s) => /\p{L}/u.test(s));
const pageSentences = (story: Story) => story.pages.flatMap((page) => sentencesOf(page.text));
/** Narration only: dialogue may speak in the present ("“I can do it,” said Pip."). */
const narration = (story: Story) =>
  story.pages.flatMap((page) => sentencesOf(withoutDialogue(page.text)));
const parentSentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim().replace(/[.!?]+$/, ''))
    .filter((s) => s.split(/\s+/).length >= 3);

describe('the storyteller corpus', () => {
  it('holds at least 40 parent inputs in both languages', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    for (const language of ['en', 'es']) {
      expect(CORPUS.filter((entry) => entry.language === language).length).toBeGreaterThanOrEqual(
        20,
      );
    }
  });

  it.each(told)('$id ($seed): prints no words of the instructions', ({ request, story }) => {
    const text = story.pages
      .map((page) => page.text)
      .join(' ')
      .toLowerCase();
    const steering = [request.instructions ?? '', request.goal ?? '']
      .flatMap((field) => parentSentences(field))
      .filter((s) => /\b(make it|describe|hazlo|que sea|write|escribe|blood|sangre)\b/i.test(s));
    for (const sentence of steering) expect(text).not.toContain(sentence.toLowerCase());
    expect(text).not.toMatch(/\b(blood|sangre|violent|violento|describe)\b/);
  });

  it.each(told)('$id ($seed): pastes no present-tense parent sentence', ({ request, story }) => {
    const text = story.pages.map((page) => page.text).join(' ');
    const present = (sentence: string) =>
      request.language === 'en' ? presentVerbs(sentence) : presentVerbsEs(sentence);
    const typed = [request.event, request.goal, request.challenge]
      .flatMap((field) => parentSentences(field ?? ''))
      .filter((sentence) => present(sentence).length > 0);
    for (const sentence of typed) expect(text.toLowerCase()).not.toContain(sentence.toLowerCase());
  });

  it.each(told)('$id ($seed): narrates in the past outside dialogue', ({ request, story }) => {
    for (const sentence of narration(story)) {
      const present = request.language === 'en' ? presentVerbs(sentence) : presentVerbsEs(sentence);
      expect(present, `${sentence}`).toEqual([]);
    }
  });

  it.each(told)('$id ($seed): starts sentences and names with capitals', ({ request, story }) => {
    for (const sentence of pageSentences(story)) {
      expect(sentence, sentence).toMatch(/^[¿¡“«—"(]*\p{Lu}/u);
    }
    const text = withoutDialogue(story.pages.map((page) => page.text).join(' '));
    for (const element of request.elements.filter((e) => e.type === 'character')) {
      const given = givenName(element.name) ?? element.name.split(' ')[0] ?? '';
      if (given.length < 3 || given === given.toLowerCase()) continue;
      // A name that is also the character's kind ("Mr Snail", "a slow snail") is checked no further.
      if (element.description?.toLowerCase().includes(given.toLowerCase())) continue;
      // "pip" alone is a name written small; "la luna" or "olive-green" are ordinary words.
      const small = new RegExp(
        `(?<![\\p{L}])(?<!\\b(?:the|a|an|el|la|un|una)\\s)${given.toLowerCase()}(?![\\p{L}-])`,
        'u',
      );
      expect(text, given).not.toMatch(small);
    }
  });

  it.each(told)('$id ($seed): never repeats a sentence', ({ story }) => {
    const seen = new Set<string>();
    for (const sentence of pageSentences(story)) {
      const key = sentence.toLowerCase().replace(/[^\p{L}\d ]/gu, '');
      expect(seen.has(key), sentence).toBe(false);
      seen.add(key);
    }
  });

  it.each(told)('$id ($seed): names every chosen element', ({ request, story }) => {
    const text = story.pages.map((page) => page.text).join(' ');
    for (const element of request.elements) expect(text, element.name).toContain(element.name);
  });
});

/** Words of the plot as the problem page tells it ("dark", "lantern", "Mittens"), also invented. */
const PROBLEM_PAGE = /(thinking hard about what to do|pensando qué hacer)/;
const FILLER =
  /^(there|which|thing|about|troub|probl|wante|could|would|going|think|queri|habia|había|podia|podía|camin|sobre|mundo|más|todos|desea|what|hacer)/;
const plotWords = (story: Story) =>
  (story.pages.find((page) => PROBLEM_PAGE.test(page.illustration))?.text ?? '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 3)
    .map((word) => word.slice(0, 4))
    .filter((word) => !FILLER.test(word));
const TRY_PAGE =
  /(trying very hard|working side by side|trying once more|esforzándose mucho|trabajando codo con codo|intentándolo otra vez)/;
/** Lines that tell the time of day ("The moon was up.", "Era de noche"). */
const TIME_OF_DAY =
  /\b(the moon was (up|rising)|stars came out, one by one|colour of plums|evening was settling|light was fading|the sun was (warm|shining|up)|it was (evening|night|morning)|salió la luna|estrellas salieron una a una|color ciruela|era de noche|la tarde caía|la luz se apagaba|el sol (brillaba|calentaba))/i;

describe('the storyteller corpus: the plot fits the problem', () => {
  it.each(told)('$id ($seed): every try is about this trouble', ({ request, story }) => {
    const words = plotWords(story);
    const names = request.elements
      .filter((element) => element.type === 'character')
      .slice(1)
      .map((element) => (givenName(element.name) ?? element.name).toLowerCase());
    for (const page of story.pages.filter((p) => TRY_PAGE.test(p.illustration))) {
      const text = page.text.toLowerCase();
      const about =
        words.some((word) => text.includes(word)) ||
        names.some((name) => text.includes(name)) ||
        page.characters.length > 1;
      expect(about, page.text).toBe(true);
    }
  });

  it.each(told.filter(({ request }) => request.language === 'en'))(
    '$id ($seed): a single hero is never “their”',
    ({ story }) => {
      const hero = story.pages[0]?.characters[0] ?? '';
      const alone = new RegExp(
        `^(${hero}|${hero.split(' ')[0]})\\b(?!.*\\band\\b)[^.!?]*\\btheir\\b`,
      );
      for (const sentence of pageSentences(story)) expect(sentence).not.toMatch(alone);
    },
  );

  it.each(told)('$id ($seed): tells the time of day at most once', ({ story }) => {
    const told = story.pages.slice(0, -1).filter((page) => TIME_OF_DAY.test(page.text));
    expect(told.length).toBeLessThanOrEqual(1);
  });

  it.each(told)('$id ($seed): a full “X the Y” name is not repeated', ({ story }) => {
    const text = story.pages.map((page) => page.text).join(' ');
    for (const full of text.match(/\b\p{Lu}\p{L}+ (?:the|el|la) \p{Lu}\p{L}+/gu) ?? []) {
      expect(text.split(full).length - 1, full).toBeLessThanOrEqual(2);
    }
  });

  it.each(told)('$id ($seed): the title is about the story, not a virtue', ({ story }) => {
    expect(story.title).not.toMatch(
      /\b(Kind|Brave|Sharing|Honest|Patient|Never-Give-Up|Teamwork|Friendship) Adventure\b/,
    );
  });

  it('capitalises a pet named in lower case, also in the ending and the title', () => {
    const story = tellStory({
      language: 'en',
      age: 5,
      length: 'normal',
      seed: 'pet',
      elements: [{ name: 'Sam', description: 'a boy who loves boats', type: 'character' }],
      event: 'my dog biscuit runs off in the park',
      goal: 'i want to find biscuit',
      challenge: 'biscuit is hiding and i cannot see him',
      instructions: '',
    } as StoryRequest);
    const text = story.pages.map((page) => page.text).join(' ');
    expect(text).toContain('Biscuit');
    expect(text).not.toMatch(/\bbiscuit\b/);
    // A hiding pet is found by calling, listening or looking, and the ending says so.
    expect(text).toMatch(/\b(called softly|listen|quiet)/i);
    expect(story.pages.at(-1)?.text ?? '').not.toMatch(/\bjumped higher|hopped/);
  });
});

describe('the storyteller corpus: instructions steer', () => {
  const funny = told.filter(({ request }) =>
    /\b(funny|divertid\w*)\b/i.test(request.instructions ?? ''),
  );
  /** Every joke the storyteller knows, as a pattern ("{H:n}" stands for any name). */
  const jokes = (language: 'en' | 'es') => {
    const silly = (language === 'en' ? EN : ES)['silly'];
    const lines = [
      ...Object.values(KIND_LINES[language]).flatMap((kind) => kind.joke),
      ...(silly ? [...silly.young, ...silly.mid, ...silly.old] : []),
    ];
    const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    return lines.map(
      (line) => new RegExp(escape(line).replace(/\{[A-Z]+(?::[a-z]+)?\}/g, '.+?'), 'i'),
    );
  };

  it('holds funny requests in both languages', () => {
    expect(new Set(funny.map(({ request }) => request.language))).toEqual(new Set(['en', 'es']));
  });

  it.each(funny)('$id ($seed): “funny” puts a joke in the story', ({ request, story }) => {
    const text = story.pages.map((page) => page.text).join(' ');
    expect(jokes(request.language as 'en' | 'es').some((joke) => joke.test(text))).toBe(true);
  });
});

describe('the storyteller corpus: pictures', () => {
  const SAID: [RegExp, RegExp][] = [
    [/\bat home\b/, /\b(home|house)\b/i],
    [/\bin the sky\b/, /\bsky\b/i],
    [/\ben la casa\b/, /\b(casa|hogar)\b/i],
    [/\ben el cielo\b/, /\bcielo\b/i],
  ];
  // Or where the trouble is: "Ducky was lost somewhere in the house" puts the tries in the house.
  it.each(told)('$id ($seed): a picture is where its page is', ({ request, story }) => {
    for (const page of story.pages) {
      for (const [picture, text] of SAID) {
        if (picture.test(page.illustration))
          expect(`${page.text} ${request.challenge ?? ''}`, page.illustration).toMatch(text);
      }
    }
  });
});
