import { describe, expect, it } from 'vitest';
import { tellStory, type StoryRequest } from '../storyteller/index.js';
import { LYRICS_EN } from './lyric-bank-en.js';
import { LYRICS_ES } from './lyric-bank-es.js';
import type { Couplet, LyricBank } from './lyric-bank.js';
import { writeSong, type Song } from './index.js';

type Language = 'en' | 'es';

const CAST: Record<Language, StoryRequest['elements']> = {
  en: [
    { name: 'Pip', description: 'a shy hedgehog who collects shiny buttons', type: 'character' },
    { name: 'Lola', description: 'a chatty squirrel who knows every path', type: 'character' },
    { name: 'Whispering Woods', description: 'trees that hum softly', type: 'location' },
  ],
  es: [
    { name: 'Pip', description: 'un erizo tímido que colecciona botones', type: 'character' },
    { name: 'Lola', description: 'una ardilla que conoce cada camino', type: 'character' },
    { name: 'el Bosque Susurrante', description: 'árboles que cantan bajito', type: 'location' },
  ],
};

function storyIn(language: Language, seed: string, age = 6) {
  const elements = CAST[language];
  const story = tellStory({
    elements,
    event: '',
    goal: '',
    challenge: '',
    instructions: '',
    length: 'normal',
    age,
    language,
    seed,
  });
  const characters = elements.filter((element) => element.type === 'character');
  return { story, characters, age };
}

/** The character on most pages of the story: the one the song should be about. */
function heroOf(story: ReturnType<typeof tellStory>): string {
  const pages = new Map<string, number>();
  for (const page of story.pages) {
    for (const name of page.characters) pages.set(name, (pages.get(name) ?? 0) + 1);
  }
  return [...pages].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const lastWord = (line: string) =>
  fold(line)
    .match(/\p{L}+/gu)
    ?.at(-1) ?? '';

/** A word's ending from its last vowel group on: play/today, goes/toes, canción/corazón. */
const fromLastVowel = (word: string) => /[aeiouy]+[^aeiouy]*$/.exec(word)?.[0] ?? word;
/**
 * A rough sound-spelling: sea and me end alike, the e of lane is not heard, and a Spanish weak
 * vowel before the last strong one glides (salió rhymes with iluminó).
 */
const sounded = (word: string) =>
  (/(ee|ea)$/.test(word)
    ? word.replace(/(ee|ea)$/, 'e')
    : word.replace(/(?<=\p{L}{2}[^aeiouy])e$/u, '')
  ).replace(/[iu](?=[aeo][^aeiouy]*$)/, '');

/**
 * A loose, spelling-based rhyme check. It cannot hear: it accepts last words that end alike from
 * their last vowels on, either as written or as roughly sounded, or that end on the same consonant
 * (lane/rain, again/ten). It catches broken couplets and lines paired with the wrong partner, not
 * weak rhymes.
 */
function rhymeLoosely(first: string, second: string): boolean {
  const [a, b] = [lastWord(first), lastWord(second)];
  if (fromLastVowel(a) === fromLastVowel(b)) return true;
  const [x, y] = [sounded(a), sounded(b)];
  if (fromLastVowel(x) === fromLastVowel(y)) return true;
  return /[^aeiouy]$/.test(x) && x.at(-1) === y.at(-1);
}

const allCouplets = (bank: LyricBank): Couplet[] => [
  ...bank.intro,
  ...bank.place,
  ...bank.home,
  ...bank.friend,
  ...bank.alone,
  ...bank.journey,
  ...bank.thing,
  ...bank.chorusNames,
  ...Object.values(bank.chorusGoal).flat(),
  ...bank.chorusClose,
  ...bank.ending,
  ...Object.values(bank.themes).flatMap((theme) => [...theme.event, ...theme.lesson]),
];

const wordsOf = (line: string) => line.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
const SEEDS = Array.from({ length: 12 }, (_, index) => `seed-${index}`);

describe('the loose rhyme check', () => {
  it('tells rhyming line ends from others', () => {
    expect(rhymeLoosely('Ready for a day of fun,', 'woke up with the sun.')).toBe(true);
    expect(rhymeLoosely('a hill beside the sea,', 'a home for you and me.')).toBe(true);
    expect(rhymeLoosely('Hay un rincón', 'donde late el corazón.')).toBe(true);
    expect(rhymeLoosely('Ready for a day of fun,', 'ready now to run and play.')).toBe(false);
    expect(rhymeLoosely('sunny fields on every side.', 'happy as a bumblebee.')).toBe(false);
    expect(rhymeLoosely('con una flor en la mano,', 'para reír y jugar.')).toBe(false);
  });
});

describe.each(['en', 'es'] as const)('writeSong in %s', (language) => {
  const songs: Array<{ song: Song; hero: string }> = SEEDS.map((seed, index) => {
    const input = storyIn(language, seed, [3, 6, 10][index % 3]);
    const song = writeSong({ ...input, seed });
    return { song, hero: heroOf(input.story) };
  });

  it('writes a title and verses, each followed by the same chorus', () => {
    for (const { song } of songs) {
      expect(song.title.trim()).not.toBe('');
      expect(song.language).toBe(language);
      const kinds = song.sections.map((section) => section.kind);
      expect(kinds.length).toBeGreaterThanOrEqual(4);
      kinds.forEach((kind, index) => expect(kind).toBe(index % 2 === 0 ? 'verse' : 'chorus'));
      const choruses = song.sections.filter((section) => section.kind === 'chorus');
      for (const chorus of choruses) expect(chorus.lines).toEqual(choruses[0]?.lines);
      const verses = song.sections.filter((section) => section.kind === 'verse');
      expect(new Set(verses.map((verse) => verse.lines.join('\n'))).size).toBe(verses.length);
    }
  });

  it('gives little children two verses and older ones three', () => {
    const verses = (age: number) =>
      writeSong({ ...storyIn(language, 'ages', age), seed: 'ages' }).sections.filter(
        (section) => section.kind === 'verse',
      ).length;
    expect(verses(3)).toBe(2);
    expect(verses(8)).toBe(3);
  });

  it('writes lines that rhyme in pairs', () => {
    for (const { song } of songs) {
      for (const section of song.sections) {
        expect(section.lines.length % 2).toBe(0);
        for (let index = 0; index < section.lines.length; index += 2) {
          const [first, second] = [section.lines[index] ?? '', section.lines[index + 1] ?? ''];
          expect(rhymeLoosely(first, second), `${first} / ${second}`).toBe(true);
        }
      }
    }
  });

  it('has every couplet in its lyric bank rhyme, never ending a line on a name', () => {
    const bank = language === 'en' ? LYRICS_EN : LYRICS_ES;
    const broken = allCouplets(bank).filter(([first, second]) => !rhymeLoosely(first, second));
    expect(broken).toEqual([]);
    for (const [first, second] of allCouplets(bank)) {
      for (const line of [first, second]) expect(line).not.toMatch(/\{\w+\}\W*$/);
    }
  });

  it('sings about the main character of the story', () => {
    for (const { song, hero } of songs) {
      expect(hero).not.toBe('');
      expect(song.sections.flatMap((section) => section.lines).join(' ')).toContain(hero);
    }
  });

  it('sets every syllable on one sung note and leaves rests silent', () => {
    for (const { song } of songs) {
      for (const note of song.melody.notes) {
        if (note.pitch === null) expect(note.syllable).toBeNull();
        else expect(note.syllable).toMatch(/[\p{L}\p{N}]/u);
      }
      song.sections.forEach((section, sectionIndex) => {
        section.lines.forEach((line, lineIndex) => {
          const sung = song.melody.notes
            .filter((note) => note.section === sectionIndex && note.line === lineIndex)
            .filter((note) => note.syllable !== null)
            .map((note) => note.syllable + (note.wordEnd ? ' ' : ''))
            .join('');
          expect(sung.trim()).toBe(wordsOf(line).join(' '));
        });
      });
    }
  });

  it('plays the notes one after another, in whole bars per line', () => {
    for (const { song } of songs) {
      let beat = 0;
      for (const note of song.melody.notes) {
        expect(note.startBeat).toBe(beat);
        beat += note.beats;
      }
      expect(beat % 4).toBe(0);
      expect(song.melody.chords).toHaveLength(beat / 4);
    }
  });

  it('writes the same song for the same input, and another for another seed', () => {
    const input = storyIn(language, 'same');
    const first = writeSong({ ...input, seed: 'one' });
    expect(writeSong({ ...input, seed: 'one' })).toEqual(first);
    expect(writeSong({ ...input, seed: 'two' })).not.toEqual(first);
  });
});

describe('places in a song', () => {
  const indoors = (language: Language, seed: string) =>
    tellStory({
      elements: [{ name: 'Finn', description: '', type: 'character' }],
      event: language === 'en' ? 'Finn lost his tooth at school' : 'Finn perdió su diente',
      goal: language === 'en' ? 'Finn wants to find his tooth' : 'Finn quiere encontrar su diente',
      challenge: '',
      instructions: '',
      length: 'normal',
      age: 6,
      language,
      seed,
    });
  const PLACES: Record<Language, RegExp> = {
    en: /\b(rivers?|hills?|town|bridge|gate)\b/gi,
    es: /\b(río|monte|puente|prado|colina)\b/gi,
  };

  it.each(['en', 'es'] as const)('sings of no place the story never had (%s)', (language) => {
    for (const seed of ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']) {
      const story = indoors(language, seed);
      const told = fold(story.pages.map((page) => page.text).join(' '));
      const sung = writeSong({ story, characters: [{ name: 'Finn' }], seed })
        .sections.flatMap((section) => section.lines)
        .join(' ');
      for (const place of sung.match(PLACES[language]) ?? []) {
        expect(told, `${language} ${seed}: “${place}” is sung`).toContain(fold(place));
      }
    }
  });

  it('sings a place by its own name, with its article small mid-line', () => {
    for (const seed of ['one', 'two', 'three', 'four', 'five', 'six']) {
      const story = tellStory({
        elements: [
          { name: 'Pablo', description: 'un niño que cultiva zanahorias', type: 'character' },
          { name: 'El huerto', description: 'el huerto del abuelo', type: 'location' },
        ],
        event: 'es primavera',
        goal: 'Pablo quiere plantar zanahorias',
        challenge: 'los conejos se comen todo',
        instructions: '',
        length: 'normal',
        age: 6,
        language: 'es',
        seed,
      });
      const sung = writeSong({ story, characters: [{ name: 'Pablo' }], seed })
        .sections.flatMap((section) => section.lines)
        .join(' / ');
      expect(sung, seed).not.toMatch(/\S El huerto|la granja/);
    }
  });

  it.each(['en', 'es'] as const)(
    'sings of the castle a princess lives in, not a little house (%s)',
    (language) => {
      for (const seed of ['one', 'two', 'three', 'four', 'five', 'six']) {
        const story = tellStory({
          elements: [
            language === 'en'
              ? { name: 'Amara', description: 'a brave princess', type: 'character' }
              : { name: 'Amara', description: 'una princesa valiente', type: 'character' },
          ],
          event:
            language === 'en'
              ? 'a dragon lands in the garden of the castle'
              : 'un dragón aterriza en el jardín del castillo',
          goal:
            language === 'en' ? 'Amara wants to meet the dragon' : 'Amara quiere conocer al dragón',
          challenge: '',
          instructions: '',
          length: 'normal',
          age: 6,
          language,
          seed,
        });
        expect(story.pages[0]!.text, seed).toMatch(/castle|castillo/);
        const sung = writeSong({ story, characters: [{ name: 'Amara' }], seed })
          .sections.flatMap((section) => section.lines)
          .join(' ');
        expect(sung, seed).not.toMatch(
          /little house|meadow, by a tree|casa chiquita|rincón del camino/i,
        );
      }
    },
  );
});

describe('writeSong languages', () => {
  it('writes the song in the language asked for, whatever the story was told in', () => {
    const input = storyIn('en', 'switch');
    const song = writeSong({ ...input, language: 'es', seed: 'switch' });
    expect(song.language).toBe('es');
    expect(song.abc).toMatch(/^% (Estrofa 1|Estribillo)$/m);
  });

  it('falls back to a generic hero when the story has no characters', () => {
    const { story } = storyIn('en', 'nobody');
    const unnamed = { ...story, pages: story.pages.map((page) => ({ ...page, characters: [] })) };
    const song = writeSong({ story: unnamed, characters: [], seed: 'nobody' });
    expect(song.sections.flatMap((section) => section.lines).join(' ')).toMatch(/our hero/i);
  });
});

describe('what a song is about', () => {
  const songOf = (request: Omit<StoryRequest, 'instructions' | 'length' | 'age'>) => {
    const story = tellStory({ ...request, instructions: '', length: 'normal', age: 5 });
    const characters = request.elements.filter((element) => element.type === 'character');
    return writeSong({ story, characters, age: 5, seed: request.seed })
      .sections.flatMap((section) => section.lines)
      .join('\n');
  };

  it('reads the plot from the story’s first pages, not from how the telling goes on', () => {
    for (const seed of ['one', 'two', 'three', 'four', 'five']) {
      const lyrics = songOf({
        language: 'es',
        seed,
        elements: [{ name: 'Bruno', description: 'un erizo pequeño', type: 'character' }],
        event: 'una calabaza gigante aparece en el huerto',
        goal: 'Bruno quiere llevar la calabaza a la fiesta del pueblo',
        challenge: 'la calabaza pesa muchísimo',
      });
      expect(lyrics).not.toMatch(/se perdió|lo han encontrado/);
    }
  });

  it('sings a friendship as one, never as a thing "made with love"', () => {
    for (const seed of ['one', 'two', 'three', 'four', 'five']) {
      const lyrics = songOf({
        language: 'en',
        seed,
        elements: [{ name: 'Amara', description: 'a brave princess', type: 'character' }],
        event: 'a dragon lands on the castle roof',
        goal: 'amara wants to make friends with the dragon',
        challenge: 'everyone is afraid of the dragon',
      });
      expect(lyrics).not.toMatch(/made with love|make the dragon with care/i);
    }
  });

  it('sings a bedtime story softly: no sunny morning, no hooray, in either language', () => {
    for (const seed of ['one', 'two', 'three', 'four', 'five', 'six']) {
      const english = songOf({
        language: 'en',
        seed,
        elements: [
          { name: 'Otto', description: 'a little bear who is four', type: 'character' },
          { name: 'Mama Bear', description: "Otto's mum", type: 'character' },
        ],
        event: 'it is bedtime but Otto is wide awake',
        goal: 'Otto wants to fall asleep',
        challenge: "his head is full of thoughts about tomorrow's picnic",
      });
      expect(english, seed).not.toMatch(/\b(?:sun|sunny|hooray|run and play|loud)\b/i);
      expect(english, seed).toMatch(/\b(?:hush|sleep|bed|goodnight|night)\b/i);
      const spanish = songOf({
        language: 'es',
        seed,
        elements: [
          { name: 'Otto', description: 'un osito de cuatro años', type: 'character' },
          { name: 'Mamá Osa', description: 'la mamá de Otto', type: 'character' },
        ],
        event: 'es la hora de dormir pero Otto está muy despierto',
        goal: 'Otto quiere dormirse',
        challenge: 'tiene la cabeza llena de ideas para el picnic de mañana',
      });
      expect(spanish, seed).not.toMatch(/despertó temprano|saltando|salió el sol/i);
      expect(spanish, seed).toMatch(/dormir|duerme|ojos|noche|luna/i);
      // "El osito" is Otto told another way, never a thing held in the hand.
      expect(spanish, seed).not.toMatch(/osito en la mano/i);
    }
  });

  it('never sings the thing twice in one couplet ("hold the star up, like a star")', () => {
    for (const seed of ['one', 'two', 'three', 'four', 'five', 'six']) {
      const lyrics = songOf({
        language: 'en',
        seed,
        elements: [{ name: 'Nia', description: 'a girl who loves the sky', type: 'character' }],
        event: 'a little star falls into the garden',
        goal: 'Nia wants to take the star back to the sky',
        challenge: 'the sky is very high',
      });
      const lines = lyrics.split('\n');
      for (let index = 0; index < lines.length; index += 2) {
        const couplet = `${lines[index]} ${lines[index + 1]}`;
        expect(couplet.match(/\bstars?\b/gi)?.length ?? 0, couplet).toBeLessThanOrEqual(1);
      }
    }
  });
});
