/**
 * The offline storyteller: turns the family's chosen elements and wishes into a bedtime story
 * with no AI provider. Same request and seed, same story.
 */
import { EN, EN_INVENTED } from './bank-en.js';
import { ES, ES_INVENTED } from './bank-es.js';
import { castFrom, inventedMember, type Cast, type CastMember } from './cast.js';
import { ageBand, allBands, bands, type PhraseBank } from './phrase-bank.js';
import { planPages, type Beat } from './plan-pages.js';
import { Random } from './random.js';
import { splitSteering, TOLD_TIME, type Speaker } from './narration/narrate.js';
import { givenName } from './narration/parent-words.js';
import { PLOT_LINES } from './bank-plot.js';
import {
  goalObject,
  isNightStory,
  knowledgeOf,
  noteMatters,
  obstacleOf,
  plotThings,
} from './plot.js';
import {
  friendsList,
  readGoal,
  readInstructions,
  speakerFor,
  tellParentText,
  type GoalShape,
  type Told,
} from './story-parts.js';
import {
  parseStoryRequest,
  type Story,
  type StoryPage,
  type StoryRequest,
  type ValidStoryRequest,
} from './story-request.js';
import { illustrationFor, spokenPlace } from './scene-sentence.js';
import { agreeInSpanish } from './spanish-agreement.js';
import {
  KIND_LINES,
  kindIn,
  problemKind,
  weatherLines,
  weatherIn,
  type KindLines,
  type ProblemKind,
  type Weather,
} from './problem-kind.js';
import {
  allSingleRooms,
  INSIDE_THE_HOUSE_LINES,
  isErrand,
  isRoom,
  OUT_OF_DOORS_LINES,
  staysIndoors,
} from './indoors.js';
import { petNamesIn, withPetCapitals } from './pet-names.js';
import { titleFor } from './story-extras.js';
import { AUNTS_AND_UNCLES, GRANDPARENTS, PARENTS, SIBLINGS } from './family-words.js';
import { PETS_EN, PETS_ES } from './pet-words.js';
import type { ReadInstructions } from './themes.js';
import {
  escapeRegExp,
  asSentence,
  type Language,
  lowerFirstIfCommon,
  splitSentences,
  tidy,
} from './text-tidy.js';
import { shortName, Writer, type LineContext } from './writer.js';

/** Lines about the sun and the morning, left out of a story that happens at night. */
// "sol" not followed by a brace: "sol{H:a}" is "sola" or "solo", alone, not the sun.
const DAYLIGHT =
  /\b(sun|sunny|sunshine|sunflowers?|shade|morning|mornings|sol(?!\{)|soleado|girasoles|a la sombra|mañana)\b/i;

/** Lines of a fine summer's day, left out of a story of rain, snow, fog or storms. */
const FAIR_WEATHER =
  /\b(sun|sunny|sunshine|sunflowers?|butterfl\w*|shade|oak|sky was blue|as blue as|calm and bright|bright, quiet|birds sang|birds were singing|morning light|sol(?!\{)|soleado|girasoles|mariposas?|a la sombra|roble|cielo era azul|tan azul|tranquilo y luminoso|pájaros cantaban|luz de la mañana|white clouds|nubecitas blancas)\b/i;

/** Things in the sky that are also names children and pets are given. */
const SKY_WORDS = new Set(['luna', 'sol', 'estrella', 'moon', 'sun', 'star', 'sky', 'cielo']);

const INVENTED_HEROES: Record<Language, [string, string][]> = {
  en: [
    ['Tilly', 'a little fox with a bright red tail'],
    ['Bo', 'a small bear with a big, kind heart'],
    ['Nina', 'a curious girl who loves to explore'],
  ],
  es: [
    ['Lola', 'una zorrita de cola roja y brillante'],
    ['Bruno', 'un osito pequeño con un corazón enorme'],
    ['Nina', 'una niña curiosa a la que le encanta explorar'],
  ],
};

/**
 * A helper who turns up when the family chose only one character: a creature of the woods and
 * fields outside, and one who lives in any house or classroom in a story that stays inside (an owl
 * does not wander into a kitchen).
 */
type InventedHelper = { outdoors: [string, string]; indoors: [string, string] };
const INVENTED_HELPERS: Record<Language, InventedHelper[]> = {
  en: [
    {
      outdoors: ['Hoot', 'a wise old owl'],
      indoors: ['Pip', 'a little mouse who lived behind the cupboard'],
    },
    {
      outdoors: ['Dot', 'a friendly ladybird'],
      indoors: ['Dot', 'a friendly ladybird who had come in through the window'],
    },
    {
      outdoors: ['Bramble', 'a kind old badger'],
      indoors: ['Webster', 'a small, kind spider from a corner of the ceiling'],
    },
  ],
  es: [
    {
      outdoors: ['Doña Lechuza', 'una lechuza muy sabia'],
      indoors: ['Pipo', 'un ratoncito que vivía detrás del armario'],
    },
    {
      outdoors: ['Mariquita Lina', 'una mariquita simpática'],
      indoors: ['Mariquita Lina', 'una mariquita simpática que había entrado por la ventana'],
    },
    {
      outdoors: ['Don Tejón', 'un tejón viejo y bondadoso'],
      indoors: ['Doña Araña', 'una arañita amable que vivía en un rincón del techo'],
    },
  ],
};

const HELPER_LINES: Record<Language, PhraseBank> = {
  en: {
    'helper.intro': bands(
      ['Along came {F:n}, {D}.', 'And who should come along but {F:n}, {D}.'],
      [
        'Just then, along came {F:n}, {D}.',
        'Just then, a small voice said hello. It was {F:n}, {D}.',
      ],
    ),
    // A baby whose coming home is the event, introduced before it.
    'friend.newborn': allBands(['Soon there would be one more in the family: {F:n}, {D}.']),
    'journey.race': allBands([
      'The crowd clapped and cheered all along the track.',
      'Feet thudded on the grass, and little flags fluttered in the wind.',
    ]),
    'resolve.together': allBands([
      '{H} did not come first that day. But {H:n} and {OBJ} both felt like winners.',
      'Nobody remembered who came first. Everybody remembered {H:n} and {OBJ}.',
    ]),
    'event.embed': bands(
      ['One day, {E}.', 'One morning, {E}.'],
      ['Then, one day, {E}.', 'It all began when {E}.', 'One morning, {E}.'],
    ),
  },
  es: {
    'helper.intro': bands(
      ['Entonces llegó {F:n}, {D}.', 'Y de pronto apareció {F:n}, {D}.'],
      [
        'Justo entonces apareció {F:n}, {D}.',
        'Justo entonces, una vocecita dijo hola. Era {F:n}, {D}.',
      ],
    ),
    'friend.newborn': allBands(['Pronto habría uno más en la familia: {F:n}, {D}.']),
    'journey.race': allBands([
      'La gente aplaudía a lo largo de toda la pista.',
      'Los pies golpeaban la hierba, y las banderitas ondeaban al viento.',
    ]),
    'resolve.together': allBands([
      'Aquel día no ganaron la carrera, pero {H:n} y {OBJ} se sintieron los dos campeones.',
      'Nadie se acordaba de quién había llegado primero. Todos se acordaban de {H:n} y {OBJ}.',
    ]),
    'event.embed': bands(
      ['Un día, {E}.', 'Una mañana, {E}.'],
      ['Y un día, {E}.', 'Todo empezó cuando {E}.', 'Una mañana, {E}.'],
    ),
  },
};

type StoryState = {
  request: ValidStoryRequest;
  language: Language;
  random: Random;
  writer: Writer;
  cast: Cast;
  helper: CastMember;
  goal: GoalShape;
  /** Further sentences the parent wrote about the goal, told as narration. */
  goalMore: string[];
  /** The thing the goal is about ("the lantern"), if it names one. */
  object: string | null;
  /** What stands in the way ("the dark"), if the challenge names it. */
  obstacle: string | null;
  /** The plot happens in the evening or at night ("bedtime", "dark"). */
  night: boolean;
  /** Every place is a room or a house and nothing is out of doors: no paths, no mossy stones. */
  indoors: boolean;
  /** The things the plot names ("the lantern", "the stream"), for the pictures. */
  things: string[];
  speaker: Speaker;
  challenge: Told;
  event: Told | null;
  instructions: ReadInstructions;
  introduced: Set<string>;
  /** Description sentences still to be woven in on later pages. */
  callbacks: string[];
  notes: CastMember[];
  places: CastMember[];
  home: CastMember | undefined;
  place: CastMember | undefined;
  friendQueue: CastMember[];
  tryFriends: CastMember[];
  /** A place the goal names ("reach the crystal cave") is only reached at the end. */
  goalPlace: CastMember | undefined;
  /** The kind of trouble, which chooses what the tries, the turn and the ending do. */
  kind: ProblemKind;
  /** Who or what is sought or at stake ("Mittens", "the lantern"), for the kind's lines. */
  sought: string | null;
  /** A light the plot names ("the lantern"), lit at the turn of a dark story. */
  light: string | null;
  /** The weather the plot names: a weather story's lines speak of no other. */
  weather: ReadonlySet<Weather>;
  /** Pet names typed in lower case ("mittens"), capitalised everywhere. */
  pets: string[];
  /** The time of day was told once: it is never told again. */
  timeTold: boolean;
  kindUsed: Set<string>;
  /** Kind lines told so far that say in their own words that the try failed ({FAILED}). */
  toldFailing: Set<string>;
};

export type TellStoryOptions = {
  /** The page count that was charged for; a story of another length is a bug, not a story. */
  pageCount?: number;
  /** Called after each page with how much is written (0 to 1). */
  onProgress?: (fraction: number) => void;
};

/**
 * Exactly how many pages tellStory writes for this request: the same planner with the same seed,
 * without writing them. Generation charges one picture per page from it before telling.
 */
export function pageCountFor(input: StoryRequest): number {
  return planStory(input).beats.length;
}

export function tellStory(input: StoryRequest, options: TellStoryOptions = {}): Story {
  const { story, beats } = planStory(input);
  if (options.pageCount !== undefined && options.pageCount !== beats.length) {
    throw new Error(`The story plan has ${beats.length} pages, not ${options.pageCount}.`);
  }
  const { writer, language } = story;
  const seen = new Set<string>();
  const pages: StoryPage[] = beats.map((beat, index) => {
    writer.startPage();
    const lines = renderBeat(story, beat, beats);
    // A leftover description sentence fits best right after the page's first line.
    if (index > 0 && index < beats.length - 1) lines.splice(1, 0, ...oneCallback(story));
    const told = tidy(lines.filter(Boolean).join(' '), language);
    const text = dedupe(withPetCapitals(told, story.pets), seen);
    options.onProgress?.((index + 1) / beats.length);
    return pageOf(story, beat, text);
  });
  const title = titleFor(
    story.cast,
    story.goal,
    story.home,
    story.sought,
    language,
    story.random,
    story.kind,
  );
  return { title: withPetCapitals(title, story.pets), pages, language };
}

/** Everything decided before the first page is written: the cast, the goal, the page plan. */
function planStory(input: StoryRequest): { story: StoryState; beats: Beat[] } {
  const request = parseStoryRequest(input);
  const language = request.language;
  const random = new Random(`${request.seed}\u0000${JSON.stringify(request)}`);
  const band = ageBand(request.age);
  const [heroName, heroDescription] = random.pick(INVENTED_HEROES[language]);
  const cast = castFrom(request, inventedMember(heroName, heroDescription, language));
  // A hamster called Pipo is never met by a mouse called Pipo.
  const namesTaken = [cast.hero, ...cast.friends, ...cast.places]
    .map((member) => member.name)
    .concat(request.event, request.goal, request.challenge)
    .join(' ');
  const free = INVENTED_HELPERS[language].filter(
    (candidate) =>
      !new RegExp(
        `(?<!\\p{L})(?:${escapeRegExp(candidate.indoors[0])}|${escapeRegExp(candidate.outdoors[0])})(?!\\p{L})`,
        'iu',
      ).test(namesTaken),
  );
  const helper = random.pick(free.length > 0 ? free : INVENTED_HELPERS[language]);
  // Words to the storyteller ("make it funny") typed into the plot fields steer, never print.
  const event = splitSteering(request.event, language);
  const goalText = splitSteering(request.goal, language);
  const challengeText = splitSteering(request.challenge, language);
  const steering = [...event.steering, ...goalText.steering, ...challengeText.steering];
  const invented = language === 'en' ? EN_INVENTED : ES_INVENTED;
  const pets = petNamesIn([request.event, request.goal, request.challenge].join(' '), language);
  const cast0 = speakerFor(cast);
  const speaker: Speaker = { ...cast0, names: [...cast0.names, ...pets] };
  const read = readGoal(goalText.story, speaker, language);
  const goal: GoalShape =
    read && !(read.goal.kind === 'retold' && !read.goal.text)
      ? read.goal
      : { kind: 'vp', text: random.pick(invented.goals), done: null };
  const toldChallenge = tellParentText(challengeText.story, speaker, language);
  const challenge: Told =
    toldChallenge.sentences.length > 0 || toldChallenge.retold
      ? toldChallenge
      : inventedTold(random.pick(invented.challenges));
  const toldEvent = tellParentText(event.story, speaker, language);
  const plotText = [
    ...(toldEvent.sentences ?? []),
    goal.text,
    ...challenge.sentences,
    challenge.retold ?? '',
  ].join(' ');
  const instructions = readInstructions(
    [request.instructions, ...steering].join('. '),
    plotText,
    cast.friends.length > 0,
  );
  const night = isNightStory(plotText);
  const fullBank: PhraseBank = {
    ...(language === 'en' ? EN : ES),
    ...PLOT_LINES[language],
    ...HELPER_LINES[language],
    ...themeLines(instructions, language),
  };
  const notAPet = (thing: string | null) =>
    thing !== null &&
    !pets.some((pet) => thing.toLowerCase().split(' ').includes(pet.toLowerCase()));
  const goalThing = goalObject(goal, language, cast);
  const object = notAPet(goalThing) ? goalThing : null;
  // A story that happens at night has no sunny mornings in it; one of rain, snow, fog or storms
  // has no sunflowers, butterflies or shade on the way.
  const foul = [...weatherIn(plotText)].some((weather) => weather !== 'wind');
  // Feeling left out, or a surprise to hide from someone in the house, happens at home when
  // the family named no place.
  const atHome =
    cast.places.length === 0 &&
    ['left-out', 'secret', 'sleepless'].includes(
      problemKind(request.challenge, request.goal, request.event),
    );
  const indoors = staysIndoors(cast.places, plotText, atHome);
  // A character called Luna or Sunny makes "Buenas noches, luna" read as her name in lower case.
  const skyNames = [cast.hero, ...cast.friends]
    .map((member) => member.name.toLowerCase())
    .filter((name) => SKY_WORDS.has(name));
  const namedSky = skyNames.length > 0 && new RegExp(`\\b(?:${skyNames.join('|')})\\b`);
  const avoided = [
    night && DAYLIGHT,
    foul && FAIR_WEATHER,
    indoors && OUT_OF_DOORS_LINES,
    namedSky,
  ].filter((words) => words !== false);
  const avoid = avoided.length > 0 ? new RegExp(avoided.map((w) => w.source).join('|'), 'i') : null;
  const writer = new Writer(fullBank, band, language, random, cast.hero, avoid);
  // "Oona and Grandad sail to Gull Island": a place the family sets out for is where the story
  // goes, not where the hero lives.
  const first = cast.places[0];
  const home =
    first && !isDestination(first, `${request.event} ${request.goal}`) ? first : undefined;
  const story: StoryState = {
    request,
    language,
    random,
    writer,
    cast,
    helper: inventedMember(...(indoors ? helper.indoors : helper.outdoors), language),
    goal,
    goalMore: read?.more ?? [],
    object,
    obstacle: obstacleOf(challenge, language, cast, object, goal.text),
    // A pet is someone, never a thing held in a picture ("her cat Mittens" is not "the cat Mittens").
    things: plotThings(goal, toldEvent, challenge, language, cast).filter(notAPet),
    night,
    indoors,
    speaker,
    challenge,
    event: toldEvent.sentences.length > 0 || toldEvent.retold ? toldEvent : null,
    instructions,
    introduced: new Set(),
    callbacks: [],
    notes: [...cast.notes],
    places: cast.places.slice(home ? 1 : 0),
    home,
    place: home,
    friendQueue: [...cast.friends],
    tryFriends: random.shuffle(cast.friends),
    goalPlace: undefined,
    kind: 'unknown',
    sought: null,
    light: null,
    weather: new Set(),
    pets,
    timeTold: false,
    kindUsed: new Set(),
    toldFailing: new Set(),
  };
  const plot = [
    story.event?.sentences ?? [],
    [goal.text],
    [...challenge.sentences, challenge.retold ?? ''],
  ];
  Object.assign(story, problemOf(story, plot));
  // "Every boom makes Kit jump under the blanket", and Kit is "scared of thunder": the thunder
  // stands in the way, never the blanket.
  const fear = FEARED.exec(cast.hero.description);
  const feared = fear?.[1] ?? fear?.[2];
  if (story.kind === 'scary' && feared && plotText.toLowerCase().includes(feared.toLowerCase()))
    story.obstacle = language === 'en' ? `the ${feared.toLowerCase()}` : feared.toLowerCase();
  // "A wire is missing": what is looked for is not what stands in the way ("the wire had not
  // gone anywhere").
  if (story.sought && story.obstacle?.toLowerCase() === story.sought.toLowerCase())
    story.obstacle = null;
  // Who keeps everyone busy (the baby) is nobody's obstacle: "the baby was still a problem".
  // Nothing stands in the way of being noticed or of falling asleep: nothing to push past.
  // Nor is a language anyone's obstacle ("the language was too much for Arlo").
  if (['left-out', 'sleepless', 'language'].includes(story.kind)) story.obstacle = null;
  // Someone the plot says is lost, or sad or ill ("Canela está enferma"), is the one the story
  // is for, never a helper on the way.
  const atStake = (friend: CastMember) =>
    friend.name === story.sought &&
    (story.kind === 'lost' || story.kind === 'sad' || story.kind === 'together')
      ? true
      : plot
          .flat()
          .filter((sentence) => sentence.toLowerCase().includes(friend.name.toLowerCase()))
          .some((sentence) => ['lost', 'sad'].includes(kindIn(sentence) ?? '')) ||
        // A surprise or a present for Mum is not one Mum helps to make, nor one for the grandfather
        // whose birthday it is or who will not leave the house ("el abuelo no sale de casa").
        (SURPRISE.test(goal.text) &&
          (goal.text.toLowerCase().includes(friend.name.toLowerCase()) ||
            namedIn(friend, [...plot[0]!, ...plot[2]!].join(' ')))) ||
        // "Ava wants Mum to play with her": what Mum does is the wish, not help on the way.
        (goal.kind === 'clause' &&
          goal.text.toLowerCase().startsWith(`${friend.name.toLowerCase()} `)) ||
        // "Keep Mr Carrot from melting": who the goal is done to is what the story is for; one
        // it is done with ("build a den with Leo") still helps, and so does the friend who
        // speaks another language: making friends across words takes the two of them.
        (goal.kind === 'vp' &&
          story.kind !== 'language' &&
          new RegExp(
            `(?<!\\p{L})(?<!\\b(?:with|and|con|y)\\s)${escapeRegExp(friend.name)}(?!\\p{L})`,
            'iu',
          ).test(goal.text)) ||
        // A new baby cannot help yet, however much the family loves them.
        NEWBORN.test(`${friend.name} ${friend.description}`) ||
        // The hare who laughs at the tortoise is not the one who cheers her on.
        new RegExp(
          `(?<!\\p{L})${escapeRegExp(friend.name)}\\s+(?:\\S+\\s+){0,2}${MOCKS}`,
          'iu',
        ).test(plot.flat().join(' '));
  story.tryFriends = story.tryFriends.filter((friend) => !atStake(friend));
  const named = cast.places
    .slice(1)
    .find((place) => goal.text.toLowerCase().includes(place.name.toLowerCase()));
  if (named) {
    story.goalPlace = named;
    story.places = story.places.filter((place) => place !== named);
  }
  const beats = planPages(
    {
      length: request.length,
      friendCount: cast.friends.length,
      extraPlaceCount: Math.max(0, cast.places.length - 1 - (named ? 1 : 0)),
      noteCount: cast.notes.length,
      givenCount: [request.event, request.goal, request.challenge].filter((t) => t.trim()).length,
    },
    random,
  );
  return { story, beats };
}

const WITHOUT = /\b(?:without|sin)\b/i;
/** A try told alone, in either language. */
const ALONE = /\b(alone|by (?:him|her|them)self|sol[oa]|a solas|sin ayuda)\b/i;
/** Words of someone who makes fun of the hero: a rival in the story, never a helper. */
const MOCKS =
  '(?:laugh(?:s|ed|ing)? at|teas\\w+|mock\\w*|mak(?:es|ing)? fun of|made fun of|(?:is|was|are|were) (?:mean|unkind|rude|nasty) to|bull(?:y|ies|ied)|se r[íi]\\w* de|se burl\\w*|(?:es|era|fue|son|eran) mal[oa]s? con)';

/** A fall or a hurt on the way: "trips", "se cae", "se hace daño en la rodilla". */
const FALLS =
  /(?<!\p{L})(falls?|fell|trips?|tripped|stumbles?|stumbled|hurts?|twists?|twisted|se (?:cae|cayó|caía|tropieza|tropezó|hace daño|hizo daño)|tropieza|tropezó)(?!\p{L})/iu;

/** A friend who is a toy: found by looking, never by a sound it makes. */
const TOY =
  /(?<!\p{L})(teddy|toy|doll|soft toy|cuddly|plush|stuffed|rag doll|rubber duck|peluche|muñec[oa]|juguete|osito de peluche|de goma|de trapo)(?!\p{L})/iu;

/** Whether a sentence speaks of this friend: by name, given name, or the kin word of the name. */
function namedIn(friend: CastMember, text: string): boolean {
  const words = [friend.name, givenName(friend.name), ...friend.name.split(/\s+/)]
    .filter((word): word is string => Boolean(word))
    .filter((word) => word === friend.name || word === givenName(friend.name) || KIN.test(word));
  return words.some((word) =>
    new RegExp(`(?<!\\p{L})${escapeRegExp(word)}(?!\\p{L})`, 'iu').test(text),
  );
}
const KIN = new RegExp(`^(?:${GRANDPARENTS}|${PARENTS}|${AUNTS_AND_UNCLES})$`, 'i');

/** Goals made for someone, who must not see them coming. */
const SURPRISE = /\b(surprise\w*|birthday|present|gift|sorpresa\w*|cumpleaños|regalo\w*)\b/iu;

const LIGHT = /\b(lantern|torch|lamp|candle|light|flashlight|linterna|farol|lámpara|vela|luz)\b/i;

/** What a challenge says is missing: "a wire is missing" → "the wire", "falta un cable" → "el cable". */
function missingThingIn(challenge: string, language: Language): string | null {
  if (language === 'en') {
    const found =
      /(?<!\p{L})(?:a|an|the|one|his|her|their|its|my)\s+((?:\p{L}+\s+){0,2}?\p{L}+)\s+(?:is|are|was|were|has gone|had gone|went|goes)\s+(?:missing|lost|gone)(?!\p{L})/iu.exec(
        challenge,
      );
    return found?.[1] ? `the ${found[1].toLowerCase()}` : null;
  }
  const found =
    /(?<!\p{L})(?:falta|faltaba|se ha perdido|se perdió|se había perdido|ha desaparecido|había desaparecido|desapareció)\s+(un|una|el|la)\s+(\p{L}+)(?!\p{L})/iu.exec(
      challenge,
    ) ??
    /(?<!\p{L})(un|una|el|la)\s+(\p{L}+)\s+(?:se ha perdido|se perdió|se había perdido|ha desaparecido|había desaparecido|desapareció|no aparece|no aparecía|falta|faltaba)(?!\p{L})/iu.exec(
      challenge,
    );
  if (!found?.[1] || !found[2]) return null;
  const article = /^(un|el)$/i.test(found[1]) ? 'el' : 'la';
  return `${article} ${found[2].toLowerCase()}`;
}

/**
 * The kind of trouble and who or what is at stake. A lost someone (a character, a pet the plot
 * names) is called softly and found; a lost thing is looked for again, carefully; without
 * anything named to look for, the plain lines built from the goal are told.
 */
function problemOf(
  story: StoryState,
  [event, goal, challenge]: string[][],
): Pick<StoryState, 'kind' | 'sought' | 'light' | 'weather'> {
  const text = (lines: string[] | undefined) => (lines ?? []).join(' ');
  const kind = problemKind(text(challenge), text(goal), text(event));
  // "Michi tiene miedo de bajar": the cat's fear is not the hero's to be brave about; the story
  // is what the rest of the plot says (a cat up on the roof is a trouble of height).
  const fearOf = (challenge ?? [])[0]?.toLowerCase() ?? '';
  const someoneElseAfraid =
    kind === 'scary' &&
    [...story.cast.friends.map((f) => f.name), ...story.pets].some((name) =>
      fearOf.startsWith(`${name.toLowerCase()} `),
    );
  const found = someoneElseAfraid ? (kindIn(text(goal)) ?? kindIn(text(event)) ?? 'unknown') : kind;
  const plot = [text(event), text(goal), text(challenge)].join(' ').toLowerCase();
  const weather = weatherIn(plot);
  // "Bo's pet frog jumps out": Bo owns what is lost, and is not the one to find.
  const namedIn = (where: string) =>
    [...story.cast.friends.map((f) => f.name), ...story.pets].find((name) =>
      new RegExp(
        `(?<!\\p{L})${escapeRegExp(name.toLowerCase())}(?!\\p{L}|['’]s?(?!\\p{L}))`,
        'u',
      ).test(where),
    );
  // "A wire is missing": when the challenge says what is lost, the one lost is named there, and
  // Grandma, for whom the radio is mended, is nobody to look for.
  const lostInChallenge = kindIn(text(challenge)) === 'lost';
  const someone = namedIn(lostInChallenge ? text(challenge).toLowerCase() : plot);
  const missing = lostInChallenge ? missingThingIn(text(challenge), story.language) : null;
  const light = story.things.find((thing) => LIGHT.test(thing)) ?? null;
  // "Nico se cae en mitad de la carrera": a race in which a friend falls is finished together.
  const fallen = story.cast.friends.find(
    (f) =>
      FALLS.test(text(challenge)) &&
      new RegExp(`(?<!\\p{L})${escapeRegExp(f.name)}(?!\\p{L})`, 'iu').test(text(challenge)),
  );
  if (fallen && [kindIn(text(goal)), kindIn(text(event)), kind].includes('race'))
    return { kind: 'together', sought: fallen.name, light, weather };
  // A teddy that fell out of the trolley is looked for carefully, not called: it makes no sound.
  const toy = story.cast.friends.find((f) => f.name === someone && TOY.test(f.description));
  if (found === 'lost' && someone && toy)
    return { kind: 'missing', sought: someone, light, weather };
  if (found === 'lost' && someone) return { kind: 'lost', sought: someone, light, weather };
  if (found === 'lost' && (missing ?? story.object)) {
    return { kind: 'missing', sought: missing ?? story.object, light, weather };
  }
  if (found === 'lost') return { kind: 'unknown', sought: null, light, weather };
  // A rocket to mend or a box to lift is the thing at stake; someone sad is the someone.
  const thingFirst = !['sad', 'scary', 'unknown'].includes(found);
  const sought = thingFirst ? (story.object ?? someone) : (someone ?? story.object);
  return { kind: found, sought: sought ?? null, light, weather };
}

/** The goal as a verb phrase for the plain lines ("find the treasure"), or a safe stand-in. */
function goalVerbPhrase(story: StoryState): string {
  if (story.goal.kind === 'vp') return story.goal.text;
  if (story.language === 'es') return story.object ? `conseguir ${story.object}` : 'lograrlo';
  return story.object ? `reach ${story.object}` : 'make it right';
}

/**
 * A line of this kind of trouble not told before; lines needing a friend or a light wait, and so
 * do lines matching `except` (what the page has just said in other words).
 */
/** What a hero is scared of, in their own description: "scared of thunder", "miedo a los truenos". */
const FEARED =
  /(?:scared|afraid|frightened) of (?:the )?(thunder|dark|storms?|lightning|wind|dogs?|spiders?|water|waves|heights|monsters?)(?!\p{L})|miedo (?:a|de) ((?:los|las|la|el) (?:truenos?|tormentas?|oscuridad|arañas?|perros?|olas|agua|alturas|monstruos?))(?!\p{L})/iu;
const NAMES_FRIEND = /\{F[}:]/;

const TOO_COLD =
  /(?<!\p{L})(too (?:cold|chilly|wet|rainy|windy|snowy|icy|frosty)|(?:demasiado|mucho|muy) (?:frío|fresco|viento)|(?:demasiada|mucha) (?:lluvia|nieve))(?!\p{L})/iu;
const tooColdToGoOut = (story: StoryState) =>
  story.kind === 'permission' && TOO_COLD.test(`${story.request.challenge} ${story.request.event}`);

function kindLine(
  story: StoryState,
  key: keyof KindLines,
  friend?: CastMember,
  later = false,
  except?: RegExp,
): string {
  const all = KIND_LINES[story.language][story.kind][key];
  // A "no" for the cold is met with a coat and boots, one for a puppy with jobs done.
  const otherReason = tooColdToGoOut(story) ? /\{CHORES\}/ : /\{WARM\}/;
  const usable = all.filter(
    (line) =>
      !story.kindUsed.has(line) &&
      !except?.test(line) &&
      // A later try is never "the quickest way first".
      !(later && /\b(first|primer\w*)\b/i.test(line)) &&
      // A line that names the friend ({F}, {F:n}) needs one; {FAILED} is no friend.
      (friend || !NAMES_FRIEND.test(line)) &&
      (story.sought || !line.includes('{OBJ}')) &&
      // No bush in the kitchen, no sofa in the woods.
      !(story.indoors ? OUT_OF_DOORS_LINES : INSIDE_THE_HOUSE_LINES).test(line) &&
      (story.obstacle || !line.includes('{OBST}')) &&
      !otherReason.test(line),
  );
  const told = story.kind === 'weather' ? weatherLines(usable, story.weather) : usable;
  if (told.length === 0) return '';
  const line = story.random.pick(told);
  story.kindUsed.add(line);
  const values = {
    OBJ: story.sought ?? '',
    G: goalVerbPhrase(story),
    OBST: story.obstacle ?? '',
    FAILED: '',
    CHORES: '',
    WARM: '',
  };
  const filled = withObjectPronoun(story.writer.fill(line, { friend, values }), story);
  if (line.includes('{FAILED}')) story.toldFailing.add(filled);
  return filled;
}

/**
 * "intentó levantarla", "la llevaron": Spanish "lo" agrees with the thing ("la calabaza") in the
 * troubles about a thing. In the others "lo" is the task itself and stays: "lo consiguieron",
 * "hacerlo todo", "repartirlo" (never "la consiguieron" for a cake made in a hurry).
 */
function withObjectPronoun(line: string, story: StoryState): string {
  const article = story.language === 'es' ? /^(la|las|los)\s/i.exec(story.sought ?? '') : null;
  if (!article || !THING_KINDS.has(story.kind)) return line;
  const pronoun = (article[1] ?? '').toLowerCase();
  return line
    .replace(/(?<=\p{L}(?:ar|er|ir))lo(?!\p{L})(?! todo)/gu, pronoun)
    .replace(/(?<!\p{L})lo (?=\p{L}+(?:aron|ieron|ó|ió)(?!\p{L}))/gu, `${pronoun} `);
}
/** Troubles in which "lo" in a kind's line is the thing sought: lost, stuck, heavy, broken… */
const THING_KINDS = new Set<ProblemKind>([
  'lost',
  'missing',
  'high',
  'heavy',
  'broken',
  'toppled',
  'melting',
  'stopped',
  'closed',
  'far',
  'secret',
  'short',
  'weather',
]);

/** The turn of a dark story that names a light: the light is lit. */
function lightLine(story: StoryState): string {
  if (story.kind !== 'dark' || !story.light) return '';
  const line =
    story.language === 'en'
      ? '{H} lit {T}, and a warm circle of light spread out all around.'
      : '{H} encendió {T}, y un círculo de luz cálida lo llenó todo.';
  return story.writer.fill(line, { values: { T: story.light } });
}

function themeLines(instructions: ReadInstructions, language: Language): PhraseBank {
  return {
    'theme.turn': instructions.theme.turn[language],
    'theme.lesson': instructions.theme.lesson[language],
  };
}

/** How one element enters the story the first time it appears. */
function introduce(
  story: StoryState,
  member: CastMember,
  keyPrefix: string,
  context: LineContext = {},
): string[] {
  story.introduced.add(member.name);
  const { writer } = story;
  const shape = member.shape;
  const withFriend = member.type === 'character' && member !== story.cast.hero;
  const ctx: LineContext = {
    ...context,
    ...(withFriend ? { friend: member } : {}),
    ...(member.type === 'location' ? { place: member } : {}),
  };
  // "The Big Kitchen", "El huerto": named as the family wrote it, at the start of a sentence.
  if (member.type === 'location' && /^(The|El|La|Los|Las)\s/.test(member.name)) {
    const appositive = shape.kind === 'appositive';
    const line = writer.line(`${keyPrefix}.named${appositive ? '' : '.plain'}`, {
      ...ctx,
      values: { D: appositive ? shape.phrase : '' },
    });
    if (line && appositive)
      return [line, ...shape.rest.slice(0, 1), ...later(story, shape.rest.slice(1), member)];
    if (line && shape.kind === 'sentences')
      return [
        line,
        ...shape.sentences.slice(0, 2),
        ...later(story, shape.sentences.slice(2), member),
      ];
    if (line && shape.kind === 'predicate') return [line, ...shape.rest];
    if (line) return [line];
  }
  for (const kind of ['appositive', 'predicate'] as const) {
    if (shape.kind === kind && writer.hasLines(`${keyPrefix}.${kind}`)) {
      const first = writer.line(`${keyPrefix}.${kind}`, { ...ctx, values: { D: shape.phrase } });
      // Every line of the key may be ruled out here (a sister never "lives nearby"): then the
      // plain lines below introduce the member.
      if (!first) continue;
      // One more sentence of the description right away; the rest on later pages.
      later(story, shape.rest.slice(1), member);
      return [first, ...shape.rest.slice(0, 1)];
    }
  }
  const plain = writer.line(`${keyPrefix}.plain`, ctx) || `${member.name}.`;
  if (shape.kind === 'predicate')
    return [
      plain,
      asSentence(`${member.name} ${shape.phrase}`),
      ...later(story, shape.rest, member),
    ];
  if (shape.kind === 'appositive')
    return [plain, asSentence(shape.phrase), ...later(story, shape.rest, member)];
  if (shape.kind === 'sentences') {
    later(story, shape.sentences.slice(2), member);
    return [plain, ...shape.sentences.slice(0, 2)];
  }
  return [plain];
}

/** Sentences of a long description kept for later pages (returns nothing to write now). */
function later(story: StoryState, sentences: string[], member: CastMember): string[] {
  story.callbacks.push(...sentences.map((sentence) => namedSentence(sentence, member)));
  return [];
}

/** "He hums when he is nervous!" read on a later page becomes "Pip hums when he is nervous!". */
function namedSentence(sentence: string, member: CastMember): string {
  return sentence
    .replace(/^(He|She|They|It|Él|Ella)\b/, member.name)
    .replace(/^(His|Her|Their|Its)\b/, `${member.name}’s`);
}

function introduceFriend(story: StoryState, friend: CastMember): string[] {
  story.friendQueue = story.friendQueue.filter((f) => f !== friend);
  if (friend === story.helper) {
    story.introduced.add(friend.name);
    const phrase = friend.shape.kind === 'appositive' ? friend.shape.phrase : friend.description;
    return [story.writer.line('helper.intro', { friend, values: { D: phrase } })];
  }
  const who = `${friend.name} ${friend.description}`;
  if (NEWBORN.test(who)) {
    story.introduced.add(friend.name);
    const phrase = friend.shape.kind === 'appositive' ? friend.shape.phrase : friend.description;
    const event = [story.request.event, ...(story.event?.sentences ?? [])].join(' ');
    const line = ARRIVES.test(event)
      ? story.writer.line('friend.newborn', { friend, values: { D: phrase } })
      : '';
    if (line) return [ownerAsPronoun(line, story.cast.hero, story.language)];
  }
  // A sister or a dad lives with the hero, not "nearby" or "just down the path"; a new baby
  // neither plays nor comes along yet. A description with its own "who" or "que" ends the line:
  // "Marcos, su primo, que siempre se reía, que siempre aparecía…" says "que" twice.
  const excepts = [
    NEWBORN.test(who)
      ? NOT_YET_BORN_TO_PLAY
      : HOUSEHOLD.test(who) || isPetOf(friend, story.cast.hero)
        ? LIVES_APART
        : null,
    RELATIVE.test(friend.description) ? CONTINUES_AFTER_DESCRIPTION : null,
    isNewcomer(story, friend) ? KNOWN_BEFORE : null,
  ].filter((pattern): pattern is RegExp => pattern !== null);
  const except =
    excepts.length > 0 ? new RegExp(excepts.map((pattern) => pattern.source).join('|'), 'i') : null;
  const [first = '', ...rest] = introduce(story, friend, 'friend', except ? { except } : {});
  return [ownerAsPronoun(first, story.cast.hero, story.language), ...rest];
}

const HOUSEHOLD = new RegExp(`(?<!\\p{L})(?:${SIBLINGS}|${PARENTS})(?!\\p{L})`, 'iu');
/** An animal of the hero's own ("Noah's fluffy hamster", "el hámster de Lía"): it lives at home. */
const PET = `(?:pet|mascota|${PETS_EN}|${PETS_ES})`;
function isPetOf(friend: CastMember, hero: CastMember): boolean {
  const owner = escapeRegExp(hero.name);
  return new RegExp(
    `(?<!\\p{L})(?:${owner}['’]s\\s+(?:\\p{L}+\\s+){0,2}${PET}|(?:his|her|their|su)\\s+(?:\\p{L}+\\s+){0,2}${PET}|${PET}\\s+(?:\\p{L}+\\s+){0,2}de\\s+${owner}|(?:a|the|family)\\s+pet|la mascota)(?!\\p{L})`,
    'iu',
  ).test(friend.description);
}
/** A baby too new to talk, play or help: told as coming, never as a helper on the way. */
const NEWBORN =
  /(?<!\p{L})(new(?:-| )?born|new baby|baby (?:brother|sister)|recién nacid[oa]|nuevo bebé|bebé nuevo|herman(?:ito|ita) bebé)(?!\p{L})/iu;
/** An event that brings the baby: home from the hospital, born, arriving. */
/**
 * A friend the hero has not met before the story: "a new girl in Arlo's class", "el vecino nuevo",
 * or one the event brings ("Bea joins Arlo's class"). Never "often played with" or "lived nearby".
 */
function isNewcomer(story: StoryState, friend: CastMember): boolean {
  if (NEW_IN_TOWN.test(friend.description)) return true;
  const name = escapeRegExp(friend.name);
  return new RegExp(`(?<!\\p{L})${name}\\s+${JOINS.source}`, 'iu').test(story.request.event);
}
const NEW_IN_TOWN =
  /(?<!\p{L})(?:new (?:girl|boy|kid|child|pupil|classmate|neighbou?r|friend)|(?:is|was) new (?:in|at|to)|(?:has )?just (?:moved|arrived)|moved here|niñ[oa] nuev[oa]|(?:vecin[oa]|compañer[oa]|alumn[oa]) nuev[oa]|nuev[oa] (?:vecin[oa]|compañer[oa]|alumn[oa]|en)|recién llegad[oa]|acaba de (?:mudarse|llegar))(?!\p{L})/iu;
const JOINS =
  /(?:joins|joined|arrives|arrived|moves in|moved in|starts at|started at|comes to (?:live|school)|llega|llegó|se muda|se mudó|empieza en|empezó en|entra en)(?!\p{L})/u;
const KNOWN_BEFORE =
  /lived nearby|nearby lived|close by lived|down the path lived|never far|often played|knew|always seemed|on most days|conocía|jugaba|vivía|nunca lejos|siempre/i;

const ARRIVES =
  /(?<!\p{L})(bring(?:s|ing)? home|brought home|born|arriv\w*|new baby|nac\w+|naci\w*|lleg\w+|tra(?:e|en|ían|jeron|jo) a casa)(?!\p{L})/iu;
const NOT_YET_BORN_TO_PLAY =
  /lived|knew|along came|often played|never far|turn up|conocía|llegó|vivía|jugaba|nunca lejos|aparecía/i;
const RELATIVE = /(?<!\p{L})(?:who|which|that|que|quien)(?!\p{L})/iu;
const CONTINUES_AFTER_DESCRIPTION = /\{D\},/;
const LIVES_APART =
  /lived nearby|nearby lived|close by lived|down the path lived|never far away|never far from|cerca vivía|vivía cerca|más allá|cerca de .* vivía|nunca lejos/i;

/**
 * "Pip often played with Grandma Rosa, his grandmother", not "…, Pip's grandmother": a line that
 * has just named the hero says the friend is theirs with a pronoun ("su perrita" in Spanish).
 */
function ownerAsPronoun(line: string, hero: CastMember, language: Language): string {
  const name = escapeRegExp(hero.name);
  if (language === 'en') {
    if (!hero.gender) return line;
    const pronoun = hero.gender === 'f' ? 'her' : 'his';
    return line.replace(
      new RegExp(`(?<=\\b${name}\\b.*), ${name}(?:'s|’s) `, 'u'),
      `, ${pronoun} `,
    );
  }
  return line.replace(
    new RegExp(`(?<=\\b${name}\\b.*), (el|la|los|las) ([^,.;]+?) de ${name}(?=[,.;]|$)`, 'u'),
    (_, article: string, noun: string) => `, ${/s$/.test(article) ? 'sus' : 'su'} ${noun}`,
  );
}

/** Homes a plot may name without a place element: a princess's castle, a fox's burrow. */
const STORYBOOK_HOME =
  /(?<!\p{L})(castle|palace|tower|cottage|burrow|nest|farm|castillo|palacio|torre|madriguera|nido|granja)(?!\p{L})/giu;
/**
 * "to the castle", "hasta la torre": a place one sets out for is not where one lives, nor one
 * that is built or drawn ("build the tallest tower").
 */
/** Whether the plot travels to the place: "sail to Gull Island", "reman hasta la cala". */
function isDestination(place: CastMember, plot: string): boolean {
  const name = escapeRegExp(place.name).replace(/^(?:the|el|la)\s+/i, '');
  return new RegExp(
    `(?<!\\p{L})(?:sail|sails|sailed|sailing|row|rows|rowed|fly|flies|flew|travel\\w*|go|goes|went|going|walk|walks|walked|drive|drives|drove|ride|rides|rode|visit|visits|visited|set off|sets off|reman?|remaron|navegan?|navegaron|viajan?|viajaron|van?|fueron|vuelan?|volaron|caminan?|caminaron)\\s+(?:\\p{L}+\\s+){0,3}?(?:to|across to|over to|out to|hasta|a|al)\\s+(?:(?:the|el|la|los|las)\\s+)?${name}(?!\\p{L})`,
    'iu',
  ).test(plot);
}

const TOWARDS_IT =
  /(?:\b(?:to|towards|into|visit\w*|reach\w*|build\w*|built|make|makes|making|made|draw\w*|drew|paint\w*)|(?<!\p{L})(?:a|al|hasta|hacia|visitar|llegar|construir|construye|construía|hacer|dibujar|pintar))\s+(?:(?:the|a|an|el|la|un|una)\s+)?(?:\p{L}+\s+)?$/iu;

/**
 * "A dragon lands on the castle roof": with no place of the family's, the hero lives in that
 * castle, not in "a cosy little house at the edge of a meadow".
 */
function homeInThePlot(story: StoryState): string {
  const plot = [
    ...(story.event?.sentences ?? []),
    story.goal.text,
    ...story.challenge.sentences,
  ].join(' ');
  // Any storybook home the plot names, not only its first place: "en el jardín del castillo".
  // One the plot sets out for or builds anywhere is no home: "build the tallest tower … the
  // tower kept falling down".
  const named = [...plot.matchAll(STORYBOOK_HOME)];
  const notHome = new Set(
    named
      .filter((match) => TOWARDS_IT.test(plot.slice(Math.max(0, match.index - 30), match.index)))
      .map((match) => match[1]?.toLowerCase()),
  );
  const word = named.map((match) => match[1]?.toLowerCase()).find((w) => w && !notHome.has(w));
  if (!word) return '';
  if (story.language === 'en') return story.writer.fill(`{H} lived in the ${word}.`);
  const article = /^(torre|madriguera|granja)$/.test(word) ? 'la' : 'el';
  return story.writer.fill(`{H} vivía en ${article} ${word}.`);
}

function introducePlace(
  story: StoryState,
  place: CastMember,
  key: 'home' | 'room' | 'errand' | 'place',
): string[] {
  story.places = story.places.filter((p) => p !== place);
  story.place = place;
  // "They sailed to Gull Island": no path or steps take them there.
  const byWater = key === 'place' && BY_BOAT_OR_AIR.test(story.request.event);
  return introduce(story, place, key, { place, ...(byWater ? { except: ON_FOOT } : {}) });
}
const BY_BOAT_OR_AIR =
  /(?<!\p{L})(sail\w*|row|rows|rowed|rowing|fly|flies|flew|flying|boat|ferry|plane|reman?|remaron|naveg\w+|barca|barco|avión|vuel(?:a|an)|volaron)(?!\p{L})/iu;
const ON_FOOT = /path|steps|camino|pasos|sendero/i;

/**
 * The next note, told as something the hero remembers: a rule ("everyone should always hold
 * hands in the dark") the hero then follows when it bears on the plot, or a fact told in the story's words. The note's
 * own sentences are never pasted.
 */
function noteLines(story: StoryState, atTheTurn = false): string[] {
  const note = atTheTurn ? story.notes.find((n) => usableAtTheTurn(story, n)) : story.notes[0];
  if (!note) return [];
  story.notes = story.notes.filter((n) => n !== note);
  story.introduced.add(note.name);
  const { writer } = story;
  const { knowledge, more } = knowledgeOf(note, story.speaker, story.language);
  if (!knowledge)
    return [writer.line('note.named', { values: { N: note.name } }) || asSentence(`${note.name}!`)];
  const values = { N: note.name, K: knowledge.rule };
  // At the turn the hero thinks of it "just then"; a note kept for the end is simply known.
  const line = `note.${atTheTurn ? '' : 'kept.'}${knowledge.advice ? 'rule' : 'fact'}`;
  const remembered = writer.line(line, { values });
  const after = atTheTurn ? [writer.line(knowledge.advice ? 'note.use' : 'note.idea')] : [];
  return [remembered, ...more.slice(0, 2), ...after];
}

/**
 * A fact can give the hero an idea in any story; a rule is followed at the turn only when it
 * bears on the plot ("hold hands in the dark" on a dark path, not "never swim" in a storm).
 */
function usableAtTheTurn(story: StoryState, note: CastMember): boolean {
  const { knowledge } = knowledgeOf(note, story.speaker, story.language);
  if (!knowledge?.advice) return true;
  const { event, goal, challenge } = story;
  const plot = [
    ...(event?.sentences ?? []),
    event?.retold ?? '',
    goal.text,
    ...challenge.sentences,
  ];
  return noteMatters(note, plot.join(' '), story.kind, story.language);
}

/** The friend who helps on a try page; the invented helper when there is nobody else. */
function helperFor(story: StoryState, attempt: number): CastMember {
  const friends = story.tryFriends;
  if (friends.length === 0) return story.helper;
  return friends[attempt % friends.length] as CastMember;
}

function withIntro(story: StoryState, friend: CastMember): string[] {
  return story.introduced.has(friend.name) ? [] : introduceFriend(story, friend);
}

function goalLine(story: StoryState): string[] {
  const { goal, writer } = story;
  return [writer.line(`goal.${goal.kind}`, { values: { G: goal.text } }), ...story.goalMore];
}

/** The goal reached, told as done: "Pip brought the lantern home to Grandma Rosa." */
function resolveLine(story: StoryState): string {
  const { goal, writer } = story;
  // Finishing together is the ending, not the win the goal asked for.
  if (story.kind === 'together')
    return writer.line('resolve.together', { values: { OBJ: story.sought ?? '' } });
  if (goal.kind === 'vp' && goal.done)
    return writer.line('resolve.done', { values: { GD: goal.done } });
  if (goal.kind === 'clause') return writer.line('resolve.clause', { values: { GD: goal.done } });
  return writer.line(`resolve.${goal.kind}`, { values: { G: goal.text } });
}

/** A try that meets this story's obstacle by name, or a plain one when it names none. */
function stuckLine(story: StoryState, withObstacle: string, plain: string): string {
  const { writer, obstacle } = story;
  const except = inTheWayOf(story);
  return (
    (obstacle && writer.line(withObstacle, { values: { OBST: obstacle }, except })) ||
    writer.line(plain)
  );
}

/** Troubles one can stand in front of: a river, a bed, the dark, a storm, a broken rocket. */
const PHYSICAL_KINDS = new Set<ProblemKind>([
  'dark',
  'lost',
  'missing',
  'weather',
  'high',
  'heavy',
  'broken',
  'far',
]);
/** Words that make an obstacle a thing in the road: "still in the way", "as big as ever". */
const IN_THE_WAY =
  /in the way|still there|gone anywhere|too much for one|so big|stop them|seguía (?:en medio|ahí|allí)|se había ido|tan grande|detenerlos/i;

/** "The music was still in the way" reads wrong: fast music or a shy voice is not a boulder. */
function inTheWayOf(story: StoryState): RegExp | undefined {
  return PHYSICAL_KINDS.has(story.kind) ? undefined : IN_THE_WAY;
}

/** A thought about the trouble on the way: this kind's own, else the goal's thing. */
function searchLine(story: StoryState): string {
  const { writer, object } = story;
  return (
    kindLine(story, 'search') ||
    (object && writer.line('search.obj', { values: { OBJ: object } })) ||
    writer.line('search.plain')
  );
}

/** The time of day, told once in a story. */
function moodLine(story: StoryState): string[] {
  if (story.timeTold) return [];
  story.timeTold = true;
  const { writer } = story;
  // "The moon was up" is no scenery in a story about finding the moon.
  const head = (story.object ?? story.sought ?? story.goal.text).split(' ').at(-1);
  const except =
    head && head.length > 2
      ? new RegExp(`(?<!\\p{L})${escapeRegExp(head)}(?!\\p{L})`, 'iu')
      : undefined;
  return [
    (story.night && writer.line('mood.night', { except })) || writer.line('mood', { except }),
  ];
}

function journeyLine(story: StoryState): string {
  const { writer } = story;
  // Before any friend has come along, the hero walks alone: "Mia walked and walked", not "they".
  const met = [...story.cast.friends, story.helper].some((friend) =>
    story.introduced.has(friend.name),
  );
  // A race is run on its track, not over stiles and hills.
  if (story.kind === 'together') {
    const line = writer.line('journey.race');
    if (line) return line;
  }
  // In bed and wide awake, nobody goes anywhere: the clock ticks and the curtains stir.
  if (story.kind === 'sleepless') {
    const still = { except: /\{L\}/ };
    const line =
      (!met && writer.line('journey.room.alone', still)) || writer.line('journey.room', still);
    if (line) return line;
  }
  // Inside, the way goes from room to room, by day or by night; in a kitchen or a classroom it
  // goes round that room.
  if (story.indoors) {
    const key = allSingleRooms(story.cast.places) ? 'journey.room' : 'journey.indoors';
    const context = story.place ? { place: story.place } : {};
    return (!met && writer.line(`${key}.alone`, context)) || writer.line(key, context);
  }
  const alone = met
    ? ''
    : (story.night && writer.line('journey.alone.night')) || writer.line('journey.alone');
  return alone || (story.night && writer.line('journey.night')) || writer.line('journey');
}

function inventedTold(clause: string): Told {
  return { sentences: [asSentence(clause)], clause, retold: null };
}

function renderBeat(story: StoryState, beat: Beat, beats: Beat[]): string[] {
  const { writer, cast, random, instructions } = story;
  const lines: string[] = [];
  // Asked for a funny story, it gets a gentle joke on most pages where things are tried.
  const silly = () =>
    instructions.silly && random.chance(0.8)
      ? [kindLine(story, 'joke') || writer.line('silly')]
      : [];
  switch (beat) {
    case 'opening': {
      lines.push(...introduce(story, cast.hero, 'hero'));
      // A kitchen or a classroom is a favourite place; nobody lives in it. The dentist's is
      // neither: it is just round the corner.
      if (story.home)
        lines.push(
          ...introducePlace(
            story,
            story.home,
            isErrand(story.home) ? 'errand' : isRoom(story.home) ? 'room' : 'home',
          ),
        );
      else lines.push(homeInThePlot(story) || writer.line('home.invented'));
      lines.push(...moodLine(story));
      if (!beats.includes('friends')) {
        const first = story.friendQueue[0];
        if (first) lines.push(...introduceFriend(story, first));
      }
      if (!beats.includes('event')) lines.push(...eventLines(story));
      break;
    }
    case 'friends': {
      const count =
        story.friendQueue.length > 2 && !beats.slice(beats.indexOf(beat) + 1).includes('friends')
          ? 3
          : 2;
      const group = story.friendQueue.slice(0, count);
      for (const friend of group) lines.push(...introduceFriend(story, friend));
      // A baby still to come has not laughed with anybody yet, nor has a child new in town.
      if (
        !group.some(
          (friend) =>
            NEWBORN.test(`${friend.name} ${friend.description}`) || isNewcomer(story, friend),
        )
      )
        lines.push(writer.line('friends.together'));
      break;
    }
    case 'event':
      lines.push(...eventLines(story));
      break;
    case 'problem': {
      lines.push(...goalLine(story));
      lines.push(challengeLine(story));
      lines.push(writer.line('problem.reaction'));
      break;
    }
    case 'travel': {
      const next = story.places[0];
      if (next) lines.push(...introducePlace(story, next, 'place'));
      lines.push(journeyLine(story));
      break;
    }
    case 'try1': {
      lines.push(...placeOnTry(story));
      // A race in which a friend fell is already run: nobody "tried to win it without help".
      const setOff =
        story.kind === 'together'
          ? ''
          : // "Otto set off to fall asleep": sleep is not set off for, nor is a tomato to grow
            // "without waiting a moment longer".
            (story.goal.kind === 'vp' &&
              // Nor does anyone set off "to feel brave" or "to be Bea's friend".
              !/^(?:feel|be|stay|keep|sentirse|ser|estar)(?!\p{L})/iu.test(story.goal.text) &&
              story.kind !== 'sleepless' &&
              story.kind !== 'waiting' &&
              // Nor does anyone go out to do what a grown-up has just said no to.
              story.kind !== 'permission' &&
              writer.line('try.goal', {
                values: { G: story.goal.text },
                // "tried all alone to build a den with Leo" contradicts itself.
                // Nor does "play her piece without stopping without anyone's help".
                except: /\b(?:with|con)\b/i.test(story.goal.text)
                  ? ALONE
                  : /\b(?:without|sin)\b/i.test(story.goal.text)
                    ? WITHOUT
                    : undefined,
              })) ||
            // A wait is not planned for ("the first plan was a fast one").
            writer.line('try.alone', story.kind === 'waiting' ? { except: /\bplan/i } : {});
      // "Tried all alone" is said once; a try that already ends "but ..." needs no "But no."
      const tried = kindLine(
        story,
        'try',
        undefined,
        /\b(first|primer\w*)\b/i.test(setOff),
        ALONE.test(setOff) ? ALONE : undefined,
      );
      lines.push(
        setOff,
        tried,
        ...silly(),
        story.toldFailing.has(tried) ? '' : stuckLine(story, 'try.stuck', 'try.fail'),
      );
      break;
    }
    case 'try2': {
      const friend = helperFor(story, 0);
      const arrived = withIntro(story, friend);
      lines.push(...placeOnTry(story), ...arrived);
      // A friend who has just been introduced does not come along a second time. Written before
      // the team's line, so the friend is named when they come ("Then Grandad came along").
      const came = writer.line(arrived.length > 0 ? 'try.friend.here' : 'try.friend', { friend });
      const team = kindLine(story, 'team', friend) || writer.line('try.together', { friend });
      lines.push(
        came,
        team,
        ...silly(),
        story.toldFailing.has(team) ? '' : stuckLine(story, 'try.closer', 'try.half'),
      );
      break;
    }
    case 'try3': {
      const friend = helperFor(story, 1);
      lines.push(...placeOnTry(story), writer.line('try.third'), ...withIntro(story, friend));
      lines.push(kindLine(story, 'team', friend) || writer.line('try.together', { friend }));
      // A friend is on this page: no try "all alone" ("sin ayuda") here.
      const tried =
        kindLine(story, 'try', undefined, true, ALONE) || kindLine(story, 'search', friend);
      lines.push(
        tried,
        story.toldFailing.has(tried)
          ? ''
          : random.chance(0.5)
            ? stuckLine(story, 'try.stuck', 'try.fail')
            : stuckLine(story, 'try.closer', 'try.half'),
      );
      break;
    }
    case 'search':
      lines.push(searchLine(story), journeyLine(story));
      break;
    case 'journey':
      lines.push(journeyLine(story), ...moodLine(story), searchLine(story));
      break;
    case 'rest': {
      const friend = story.tryFriends[0] ?? story.helper;
      lines.push(
        writer.line('rest'),
        ...silly(),
        ...withIntro(story, friend),
        kindLine(story, 'search', friend) || searchLine(story),
      );
      break;
    }
    case 'low': {
      const friend = story.tryFriends[1] ?? story.tryFriends[0] ?? story.helper;
      lines.push(
        writer.line('low'),
        ...withIntro(story, friend),
        writer.line('low.comfort', { friend }),
      );
      break;
    }
    case 'turn': {
      // A note the family chose is what the hero remembers at the turn; else the theme's idea.
      const remembered = noteLines(story, true);
      const friend = story.tryFriends[0] ?? story.helper;
      const met = story.introduced.has(friend.name) ? friend : undefined;
      lines.push(
        ...(remembered.length > 0 ? remembered : [writer.line('turn.lead')]),
        lightLine(story) || kindLine(story, 'turn', met) || writer.line('theme.turn'),
      );
      break;
    }
    case 'resolve':
      if (story.goalPlace) lines.push(...introducePlace(story, story.goalPlace, 'place'));
      story.goalPlace = undefined;
      lines.push(kindLine(story, 'fix'), ...silly(), resolveLine(story));
      if (story.obstacle)
        lines.push(
          writer.line('resolve.past', {
            values: { OBST: story.obstacle },
            except: inTheWayOf(story),
          }),
        );
      lines.push(joyLine(story));
      if (!beats.includes('celebrate') && !beats.includes('closing'))
        lines.push(...closingLines(story));
      else if (!beats.includes('closing') && random.chance(0.5)) lines.push(lessonLine(story));
      break;
    case 'celebrate': {
      const everyone = friendsList(story.cast.friends, story.language);
      // Asleep at last is no time for a party.
      if (story.kind === 'sleepless') lines.push(joyLine(story));
      else lines.push(writer.line('celebrate', { values: { FRIENDS: everyone } }), joyLine(story));
      if (!beats.includes('closing')) lines.push(...closingLines(story));
      break;
    }
    case 'closing':
      lines.push(...closingLines(story));
      break;
  }
  return lines;
}

function eventLines(story: StoryState): string[] {
  const { writer, random, event } = story;
  if (!event)
    return [
      writer.line('event.lead'),
      writer.line('event.invented'),
      writer.line('event.reaction'),
    ];
  const retold = event.retold ? [writer.line('event.retold', { values: { E: event.retold } })] : [];
  // "…on a Saturday morning" after "It all began on a perfectly ordinary morning" says it twice.
  const partOfDay = PART_OF_DAY.test(event.sentences.join(' ')) ? PART_OF_DAY : undefined;
  const opening =
    event.clause && !TOLD_TIME.test(event.clause) && random.chance(0.6)
      ? [writer.line('event.embed', { values: { E: event.clause } })]
      : [writer.line('event.lead', { except: partOfDay }), ...event.sentences];
  return [...(event.sentences.length > 0 ? opening : []), ...retold, writer.line('event.reaction')];
}

const IN_THE_WAY_FRAME = /stood in the way|se interponía/i;
const PART_OF_DAY = /\b(morning|afternoon|evening|night|mañana|tarde|noche)\b/i;

function challengeLine(story: StoryState): string {
  const { challenge, writer } = story;
  if (challenge.sentences.length === 0)
    return writer.line('challenge.retold', { values: { C: challenge.retold ?? '' } });
  // The youngest band's lines put the challenge after a full stop; the others after a colon.
  const young = ageBand(story.request.age) === 'young';
  // After a colon ("There was just one trouble: the wind…") the first word is not capitalised.
  const [first = '', ...more] = challenge.sentences;
  const joined = young
    ? challenge.sentences.join(' ')
    : [
        lowerFirstIfCommon(
          first,
          [story.cast.hero, ...story.cast.friends].map((member) => member.name),
        ),
        ...more,
      ].join(' ');
  const value = young || !challenge.clause ? joined : challenge.clause;
  // A friend who fell or someone ill is no thing "in the way".
  const except = ['together', 'sad'].includes(story.kind) ? IN_THE_WAY_FRAME : undefined;
  const line = writer.line('challenge', { values: { C: value }, except });
  const retold = challenge.retold
    ? writer.line('challenge.retold', { values: { C: challenge.retold } })
    : '';
  return [line, retold].filter(Boolean).join(' ');
}

/** A try page happens in the next chosen place when one is still waiting. */
function placeOnTry(story: StoryState): string[] {
  const next = story.places[0];
  return next ? introducePlace(story, next, 'place') : [];
}

/** Joy at the end: a quiet one for a hero who has just fallen asleep. */
function joyLine(story: StoryState): string {
  return (
    (story.kind === 'sleepless' && story.writer.line('joy.asleep')) || story.writer.line('joy')
  );
}

function lessonLine(story: StoryState): string {
  return story.writer.line('theme.lesson');
}

/** The goodnight; anything not yet woven in comes just before it. */
function closingLines(story: StoryState): string[] {
  const lines = [...leftovers(story), lessonLine(story), story.writer.line('closing')];
  if (story.random.chance(0.5)) lines.push(story.writer.line('closing.end'));
  return lines;
}

/** Everything not yet woven in (friends, places, notes, description sentences). */
function leftovers(story: StoryState): string[] {
  const lines: string[] = [];
  for (const friend of [...story.friendQueue]) lines.push(...introduceFriend(story, friend));
  for (const place of [...story.places]) lines.push(...introducePlace(story, place, 'place'));
  while (story.notes.length > 0) lines.push(...noteLines(story));
  lines.push(...story.callbacks.splice(0));
  return lines;
}

function oneCallback(story: StoryState): string[] {
  const next = story.callbacks.shift();
  return next ? [next] : [];
}

/** Drops any sentence already told earlier in the story. */
function dedupe(text: string, seen: Set<string>): string {
  const kept = splitSentences(text).filter((sentence) => {
    const key = sentence
      .toLowerCase()
      .replace(/[^\p{L}\d ]/gu, '')
      .trim();
    if (key.length > 0 && seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return kept.join(' ');
}

/** Pages that happen where the trouble is, unless their text names another place. */
const TROUBLE_BEATS = new Set<Beat>(['try1', 'try2', 'try3', 'search', 'journey', 'low', 'turn']);

function pageOf(story: StoryState, beat: Beat, text: string): StoryPage {
  const everyone = [story.cast.hero, ...story.cast.friends, story.helper];
  const characters = everyone
    .filter((member) => text.includes(member.name) || text.includes(shortName(member.name)))
    .map((member) => member.name);
  if (!characters.includes(story.cast.hero.name)) characters.unshift(story.cast.hero.name);
  const place = story.place ?? null;
  const location = place ? place.name : null;
  const members = everyone.filter((member) => characters.includes(member.name));
  return {
    text: story.language === 'es' && members.length > 1 ? agreeInSpanish(text, members) : text,
    characters,
    location,
    illustration: illustrationFor(beat, text, members, place, {
      language: story.language,
      night: story.night,
      indoors: story.indoors,
      things: story.things,
      troublePlace: TROUBLE_BEATS.has(beat)
        ? spokenPlace(story.challenge.sentences.join(' '), story.language)
        : undefined,
    }),
  };
}
