import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { StoryElementType } from '@storyloom/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseEmoji, type StoryElementText } from './choose-emoji.js';
import { loadEmojiKeywordIndex, type EmojiKeywordIndex } from './emoji-keyword-index.js';
import { FRIENDLY_DEFAULTS } from './type-preferences.js';

let index: EmojiKeywordIndex;
beforeAll(async () => {
  index = await loadEmojiKeywordIndex();
});

const { Character, Location, Note, Bag } = StoryElementType;
const pick = (text: StoryElementText) => chooseEmoji(text, index);

/** OpenMoji's own metadata, read independently of the code under test. */
async function openmojiMetadata(): Promise<Map<string, { tags: string; group: string }>> {
  const folder = dirname(createRequire(import.meta.url).resolve('openmoji/package.json'));
  const all = JSON.parse(await readFile(join(folder, 'data', 'openmoji.json'), 'utf8')) as {
    hexcode: string;
    tags: string;
    group: string;
  }[];
  return new Map(all.map((entry) => [entry.hexcode, entry]));
}

describe('chooseEmoji', () => {
  it('draws who a character is, not who they are to someone', () => {
    const annotation = (name: string, description: string) =>
      pick({ name, description, type: Character }).main.annotation;
    expect(annotation('Grandma Rosa', "Pip's grandmother, a hedgehog who knits by the fire")).toBe(
      'hedgehog',
    );
    expect(annotation('Grandpa Joe', 'an old otter who tells jokes')).toBe('otter');
    expect(annotation('Abuelo Pepe', 'el abuelo de Lola, un búho')).toBe('owl');
    expect(annotation('Abuela Rosa', 'una eriza que teje junto al fuego')).toBe('hedgehog');
    // A grandmother with no animal named is a grandmother.
    expect(annotation('Grandma Rosa', 'who knits by the fire')).toBe('old woman');
    // What someone loves or has is not who they are.
    expect(annotation('Maya', 'a girl who loves cats')).toBe('girl');
    expect(annotation('Tom', 'a boy with a pet dog')).toBe('boy');
    expect(annotation('Pip', 'a fox who loves books')).toBe('fox');
  });

  it('reads Spanish descriptions, accents and all', () => {
    const annotation = (name: string, description: string) =>
      pick({ name, description, type: Character }).main.annotation;
    expect(annotation('Lola', 'una tortuga muy lenta y muy sabia')).toBe('turtle');
    expect(annotation('Nube', 'una gatita blanca y muy curiosa')).toMatch(/\bcat\b/);
    expect(annotation('Pingo', 'un pingüino que patina')).toBe('penguin');
  });

  it('finds the animal a child names', () => {
    const dragon = pick({
      name: 'Dragon',
      description: 'a friendly dragon who guards a castle',
      type: Character,
    });
    expect(['1F409', '1F432']).toContain(dragon.main.hexcode);

    const kitten = pick({
      name: 'Whiskers',
      description: 'a curious little kitten',
      type: Character,
    });
    expect(kitten.main.annotation).toMatch(/\bcat\b/);
  });

  it('reads plurals and children’s words', () => {
    expect(pick({ name: 'Foxes', description: '', type: Character }).main.annotation).toBe('fox');
    expect(
      pick({ name: 'Bella', description: 'two little foxes', type: Character }).main.hexcode,
    ).toBe('1F98A');
    expect(pick({ name: 'Bunny', description: '', type: Character }).main.annotation).toMatch(
      /rabbit/,
    );
    expect(
      pick({ name: 'Hoppy', description: 'the bunnies', type: Character }).main.annotation,
    ).toMatch(/rabbit/);
    expect(pick({ name: 'Rex', description: 'a tiny dino', type: Character }).main.hexcode).toMatch(
      /^(1F995|1F996)$/,
    );
  });

  it('prefers places for locations and objects for notes and bags', () => {
    const castle = pick({ name: 'Seaside castle', description: '', type: Location });
    expect(castle.main.annotation).toMatch(/castle/);

    const sea = pick({ name: 'The deep blue sea', description: '', type: Location });
    expect(sea.main.annotation).toBe('water wave');

    const map = pick({ name: 'Secret map', description: '', type: Note });
    expect(['1F5FA', '1F4DC']).toContain(map.main.hexcode);

    const bag = pick({ name: 'School bag', description: '', type: Bag });
    expect(bag.main.annotation).toBe('backpack');
  });

  it('weighs the name above the description', () => {
    const owl = pick({ name: 'Owl', description: 'lives next to a cat', type: Character });
    expect(owl.main.annotation).toBe('owl');
  });

  it('adds a small second picture when the description names another thing', () => {
    const fox = pick({ name: 'Max', description: 'a fox who loves books', type: Character });
    expect(fox.main.annotation).toBe('fox');
    expect(fox.badge?.annotation).toMatch(/book/);

    expect(
      pick({ name: 'Blue', description: 'a blue fox', type: Character }).badge,
    ).toBeUndefined();
    expect(pick({ name: 'Luna', description: '', type: Character }).badge).toBeUndefined();
  });

  it('never picks a weapon for a pirate with a sword', async () => {
    const metadata = await openmojiMetadata();
    for (const type of [Character, Location, Note, Bag]) {
      const choice = pick({ name: 'Captain', description: 'a pirate with a sword', type });
      for (const entry of [choice.main, choice.badge].filter((e) => e !== undefined)) {
        expect(entry.annotation).not.toMatch(/sword|dagger|knife|gun|pistol|bow and arrow|skull/i);
        expect(metadata.get(entry.hexcode)?.tags ?? '').not.toMatch(/weapon/);
      }
    }
  });

  it('never picks an unsuitable picture whatever the words', async () => {
    const metadata = await openmojiMetadata();
    const asks = ['skull', 'beer', 'wine', 'cigarette', 'gun', 'bomb', 'coffin', 'syringe', 'poo'];
    for (const word of asks) {
      const choice = pick({ name: word, description: `a ${word}`, type: Character });
      expect(choice.main.annotation).not.toMatch(new RegExp(word, 'i'));
    }
    const flag = pick({ name: 'Pirate flag', description: 'a jolly roger', type: Note });
    expect(metadata.get(flag.main.hexcode)?.group).not.toBe('flags');
    expect(index.has('skull')).toBe(false);
  });

  it('leaves flags, keycaps, symbols and skin-tone variants out of the index', async () => {
    const metadata = await openmojiMetadata();
    for (const entry of index.catalog.entries) {
      expect(['flags', 'component', 'symbols', 'extras-unicode']).not.toContain(entry.group);
      expect(String(entry.skintone)).toBe('');
      expect(metadata.get(entry.hexcode)?.tags ?? '').not.toMatch(/weapon|alcohol/);
    }
  });

  it('falls back to a friendly picture of the right kind, the same one every time', () => {
    for (const type of [Character, Location, Note, Bag]) {
      const text = { name: 'Zorblax', description: 'qwerty', type, seed: 'seed-1' };
      const first = pick(text);
      expect(FRIENDLY_DEFAULTS[type]).toContain(first.main.hexcode);
      expect(pick(text).main.hexcode).toBe(first.main.hexcode);
    }
  });
});
