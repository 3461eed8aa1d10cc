import { StoryElementType } from '@storyloom/contracts';
import type { OpenmojiEntry } from './openmoji-catalog.js';

/**
 * How fitting a kind of picture is for each kind of story element, as a score multiplier:
 * characters are animals, people and fantasy figures (plain faces only as a last resort),
 * locations are places and nature, notes are objects, bags are things that hold things.
 */
const PREFERENCES: Record<StoryElementType, ReadonlyArray<readonly [RegExp, number]>> = {
  [StoryElementType.Character]: [
    [/^animals-nature\/animal-/, 1.6],
    [/^extras-openmoji\/animals-nature$/, 1.5],
    [/^people-body\/person-fantasy$/, 1.6],
    [/^people-body\/(person-role|person)$/, 1.4],
    [/^people-body\//, 1.2],
    [/^smileys-emotion\/(face-costume|cat-face|monkey-face)$/, 1.4],
    [/^smileys-emotion\/face-/, 0.6],
  ],
  [StoryElementType.Location]: [
    [/^travel-places\/place-/, 1.6],
    [/^extras-openmoji\/travel-places$/, 1.5],
    [/^travel-places\/(sky-weather|hotel)$/, 1.4],
    [/^animals-nature\/plant-/, 1.4],
    [/^travel-places\/transport-/, 1.2],
    [/^smileys-emotion\//, 0.5],
  ],
  [StoryElementType.Note]: [
    [/^objects\/(book-paper|writing|mail|light-video|office|lock|science)$/, 1.6],
    [/^travel-places\/place-map$/, 1.5],
    [/^objects\//, 1.4],
    [/^travel-places\/sky-weather$/, 1.2],
    [/^smileys-emotion\//, 0.6],
  ],
  [StoryElementType.Bag]: [
    [/^objects\/clothing$/, 1.6],
    [/^activities\/event$/, 1.5],
    [/^objects\//, 1.3],
    [/^smileys-emotion\//, 0.6],
  ],
};

/**
 * Pictures of other kinds still count, but less: names are often nicknames ("Bubbles, a
 * mermaid"), so for a character a creature in the description beats a thing in the name.
 */
const OTHER_KINDS: Record<StoryElementType, number> = {
  [StoryElementType.Character]: 0.5,
  [StoryElementType.Location]: 0.7,
  [StoryElementType.Note]: 0.8,
  [StoryElementType.Bag]: 0.8,
};

export function typePreference(type: StoryElementType, entry: OpenmojiEntry): number {
  const kind = `${entry.group}/${entry.subgroups}`;
  return PREFERENCES[type].find(([pattern]) => pattern.test(kind))?.[1] ?? OTHER_KINDS[type];
}

/**
 * Friendly pictures for text that names nothing we can draw, picked deterministically. Each
 * list is checked against the installed OpenMoji, so a missing one is skipped, never shown.
 */
export const FRIENDLY_DEFAULTS: Record<StoryElementType, readonly string[]> = {
  [StoryElementType.Character]: [
    '1F98A', // fox
    '1F431', // cat face
    '1F430', // rabbit face
    '1F43B', // bear
    '1F43C', // panda
    '1F989', // owl
    '1F984', // unicorn
    '1F436', // dog face
    '1F422', // turtle
    '1F428', // koala
    '1F427', // penguin
    '1F994', // hedgehog
  ],
  [StoryElementType.Location]: [
    '1F3F0', // castle
    '1F3E1', // house with garden
    '1F332', // evergreen tree
    '1F3D6', // beach with umbrella
    '1F3DE', // national park
    '1F3D5', // camping
    '1F30A', // water wave
    '1F308', // rainbow
    '1F303', // night with stars
  ],
  [StoryElementType.Note]: [
    '1F4DC', // scroll
    '1F4DD', // memo
    '1F4D6', // open book
    '1F4A1', // light bulb
    '1F31F', // glowing star
    '1F5FA', // world map
    '1F511', // key
  ],
  [StoryElementType.Bag]: [
    '1F392', // backpack
    '1F381', // wrapped gift
    '1F45C', // handbag
    '1F9F3', // luggage
    '1F9FA', // basket
  ],
};
