/**
 * What the offline portrait engine may show. Portraits are made for children aged 3 to 10, so
 * the rules are conservative: when in doubt an emoji is left out, never shown.
 *
 * This is not the text check and does not repeat it: the words a portrait is drawn from pass
 * engines/child-safety first (generate-avatar refuses unsafe ones). Here the question is which
 * pictures fit, and it is stricter than any text: a sword, a bow or a coffin is fine in a story
 * but is never drawn.
 */

/**
 * OpenMoji groups and subgroups that are pictures a child would recognise. Everything else
 * (hands and body parts, symbols, flags, keycaps, regional indicators, skin-tone/hair
 * components, brand logos, UI glyphs, emergency and healthcare extras, political or religious
 * extras) is left out of the index altogether.
 */
const ALLOWED_SUBGROUPS_BY_GROUP: Record<string, readonly string[] | 'all'> = {
  'smileys-emotion': [
    'face-smiling',
    'face-affection',
    'face-tongue',
    'face-sleepy',
    'face-hat',
    'face-glasses',
    'face-costume',
    'cat-face',
    'monkey-face',
    'heart',
  ],
  'people-body': [
    'person',
    'person-role',
    'person-fantasy',
    'person-activity',
    'person-sport',
    'person-resting',
    'family',
  ],
  'animals-nature': 'all',
  'food-drink': 'all',
  // place-religious (churches, mosques, temples…) is a religious symbol, not a setting we pick.
  'travel-places': [
    'place-map',
    'place-geographic',
    'place-building',
    'place-other',
    'transport-ground',
    'transport-water',
    'transport-air',
    'hotel',
    'time',
    'sky-weather',
  ],
  activities: 'all',
  // medical (syringes, pills, blood) is left out as a whole.
  objects: [
    'clothing',
    'sound',
    'music',
    'musical-instrument',
    'phone',
    'computer',
    'light-video',
    'book-paper',
    'mail',
    'writing',
    'office',
    'lock',
    'tool',
    'science',
    'household',
    'other-object',
  ],
  // OpenMoji's own additions: only the animals and places are story pictures; the people
  // extras include real, political figures.
  'extras-openmoji': ['animals-nature', 'travel-places'],
};

/**
 * Words that make an emoji unsuitable when they appear in its annotation, and that are dropped
 * from a child's text before matching (so "a pirate with a sword" never looks for a sword):
 * weapons, death, injury, alcohol, tobacco, drugs, gambling, bodily functions, the military,
 * and religious places.
 */
export const UNSAFE_WORDS: ReadonlySet<string> = new Set([
  // weapons and violence
  'axe',
  'bomb',
  'bow',
  'crossbow',
  'dagger',
  'fencing',
  'gun',
  'knife',
  'pistol',
  'rifle',
  'spear',
  'sword',
  'swords',
  'weapon',
  'trident',
  'military',
  'kill',
  'killer',
  'murder',
  'war',
  'explosion',
  // death and injury
  'blood',
  'bone',
  'coffin',
  'dead',
  'death',
  'die',
  'funeral',
  'grave',
  'headstone',
  'mausoleum',
  'skeleton',
  'skull',
  'skullcap',
  'zombie',
  'vampire',
  'bandage',
  'injury',
  'xray',
  // alcohol, tobacco, drugs, gambling
  'alcohol',
  'beer',
  'cocktail',
  'champagne',
  'drunk',
  'sake',
  'wine',
  'tumbler',
  'whisky',
  'cigarette',
  'smoking',
  'tobacco',
  'drug',
  'drugs',
  'pill',
  'syringe',
  'slot',
  // bodily
  'poo',
  'toilet',
  'vomiting',
  'breast',
  'bikini',
  'briefs',
  // religious or political symbols that are not settings
  'nazar',
  'hamsa',
  'temple',
  'zeus',
  'trump',
]);

/** Tags that mark an emoji unsuitable even when its annotation looks harmless ("water pistol"). */
const UNSAFE_TAGS: ReadonlySet<string> = new Set([
  'weapon',
  'alcohol',
  'drunk',
  'death',
  'dead',
  'blood',
  'cigarette',
  'smoking',
  'tobacco',
  'drug',
  'drugs',
  'gambling',
]);

/** Single emoji left out by hexcode because no single word above names what is wrong. */
const UNSAFE_HEXCODES: ReadonlySet<string> = new Set([
  '1F595', // middle finger
  '1F37E', // bottle with popping cork
  '1F942', // clinking glasses
  '1F943', // tumbler glass
  '1F379', // tropical drink (a cocktail)
  '1F9C9', // mate (often read as a drug)
  '1F489', // syringe
  '1F48A', // pill
  '1FA78', // drop of blood
  '1F52A', // kitchen knife
  '1FA93', // axe
  '1F3F9', // bow and arrow
  '1F5E1', // dagger
  '2694', // crossed swords
  '1F52B', // water pistol
  '1FA83', // boomerang
  '26B0', // coffin
  '26B1', // funeral urn
  '1FAA6', // headstone
  '1F6AC', // cigarette
  '1F3B0', // slot machine
  '1F9FF', // nazar amulet
  '1FAAC', // hamsa
  '1F4A9', // pile of poo
  '1F47A', // goblin mask (meant to frighten)
  '1F479', // ogre
  '1F921', // clown face (a common childhood fear)
  '1F6BD', // toilet
]);

export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      // Accents off, never splitting a word: "búho" is "buho", not "bu ho".
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z]+/g, ' ')
      .trim()
      .split(' ')
      .filter(Boolean)
  );
}

export interface SafetyFacts {
  hexcode: string;
  group: string;
  subgroups: string;
  annotation: string;
  tags: string;
  openmoji_tags: string;
}

export function isChildFriendlyPicture(emoji: SafetyFacts): boolean {
  const allowed = ALLOWED_SUBGROUPS_BY_GROUP[emoji.group];
  if (!allowed) return false;
  if (allowed !== 'all' && !allowed.includes(emoji.subgroups)) return false;
  if (UNSAFE_HEXCODES.has(emoji.hexcode)) return false;
  if (wordsOf(emoji.annotation).some((word) => UNSAFE_WORDS.has(word))) return false;
  const tags = [...wordsOf(emoji.tags), ...wordsOf(emoji.openmoji_tags)];
  return !tags.some((tag) => UNSAFE_TAGS.has(tag));
}
