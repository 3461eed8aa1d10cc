import { Random } from '../storyteller/index.js';
import type { ChatIntent } from './chat-intents.js';
import type { ChatEngine, ChatLanguage, ChatLine, ChatTurn } from './chat-port.js';
import { childFeeling, sentimentOf, type Feeling } from './child-feelings.js';
import { readMessage, subjectWordsFor } from './classifiers.js';
import { factsOf, KnowledgeIndex } from './knowledge-index.js';
import { reflected } from './reflect.js';
import {
  bestFacts,
  dontKnow,
  dontKnowTail,
  factsAbout,
  fill,
  fresh,
  heard,
  listOf,
  REPLY_BANKS,
  spoken,
  type Composer,
} from './reply-composer.js';
import { sheetLanguage } from './written-language.js';

// Words that point a question at a kind of fact; added to the child's words when searching.
const TOPIC_QUERIES: Record<ChatLanguage, Partial<Record<ChatIntent, string>>> = {
  en: {
    home: 'live lives home house sleep',
    likes: 'like likes love loves favourite favorite enjoy',
    friends: 'friend friends best',
  },
  es: {
    home: 'vive vivo casa hogar duerme',
    likes: 'gusta gustan encanta favorita favorito',
    friends: 'amigo amiga amigos amigas',
  },
};

function aboutTopic(composer: Composer, intent: ChatIntent): string[] {
  const topicWords = TOPIC_QUERIES[composer.factsLanguage][intent];
  const options = topicWords ? { topicWords, onTopic: true } : { needsSubject: true };
  return spoken(composer, bestFacts(composer, composer.message, ['self'], 2, options));
}

function friends(composer: Composer): string[] {
  const { sheet, bank, random } = composer;
  const written = aboutTopic(composer, 'friends');
  if (written.length > 0) return written;
  const pals = sheet.companions.filter((companion) => companion.kind === 'character');
  if (pals.length === 0) return [random.pick(bank.noFriends)];
  const names = listOf(
    pals.slice(0, 3).map((pal) => pal.name),
    bank,
  );
  const templates = pals.length === 1 ? bank.friend : bank.friends;
  return [
    fill(random.pick(templates), { names }),
    ...spoken(composer, factsAbout(composer, pals[0]!.name)),
  ];
}

function home(composer: Composer): string[] {
  const { sheet, bank, random } = composer;
  const written = aboutTopic(composer, 'home');
  if (written.length > 0) return written;
  const places = sheet.companions.filter((companion) => companion.kind === 'location');
  if (places.length === 0) return dontKnow(composer);
  const place = places[0]!;
  return [
    fill(random.pick(bank.place), { names: place.name }),
    ...spoken(composer, factsAbout(composer, place.name)),
  ];
}

function story(composer: Composer): string[] {
  const { sheet, bank, random } = composer;
  if (sheet.stories.length === 0) return [random.pick(bank.noStory), ...dontKnowTail(composer)];
  const told = bestFacts(composer, composer.message, ['story'], 2);
  // Asked again ('and then?'), the story goes on from what was not told yet.
  const storyFacts = composer.index.facts.filter((fact) => fact.source === 'story');
  const untold = storyFacts.filter((fact) => !heard(composer, fact.spoken));
  const happenings = told.some((fact) => !heard(composer, fact.spoken))
    ? told
    : (untold.length > 0 ? untold : storyFacts).slice(0, 2);
  const title = sheet.stories[0]!.title;
  const opener = title ? fill(random.pick(bank.story), { title }) : random.pick(bank.storyUntitled);
  return [opener, ...spoken(composer, happenings)];
}

function share(composer: Composer): string[] {
  const { bank, random, language } = composer;
  const thing = language === 'en' ? reflected(composer.message) : '';
  const templates =
    composer.sentiment < 0 && bank.shareGlum.length > 0
      ? bank.shareGlum.filter((line) => thing || !line.includes('{thing}'))
      : thing
        ? bank.share
        : bank.shareAny;
  const reaction = fill(random.pick(templates), { thing });
  const related = bestFacts(composer, composer.message, ['self', 'story'], 1, {
    needsSubject: true,
  });
  return related.length > 0
    ? [reaction, random.pick(bank.shareKnown), ...spoken(composer, related)]
    : [reaction];
}

function unknown(composer: Composer): string[] {
  const related = bestFacts(composer, composer.message, ['self', 'story', 'companion'], 2, {
    needsSubject: true,
  });
  if (related.length > 0) {
    return [composer.random.pick(composer.bank.openers.unknown!), ...spoken(composer, related)];
  }
  return dontKnow(composer);
}

/** Questions that may name what they ask about ('what colour is your hat?', 'who is Lola?'). */
// (Where it lives and who its friends are are answered by topic: a misspelt 'freinds' must not
// read as something named.)
const ASKS_ABOUT_SOMETHING = new Set<ChatIntent | 'unknown'>([
  'identity',
  'likes',
  'home',
  'friends',
]);

/**
 * The answer to a question about something named: what the family wrote about it, or, when it
 * wrote nothing, an honest "I don't know" and what the character does know on the topic. Null
 * when the question names nothing (then the topic alone answers it).
 */
function aboutSubject(composer: Composer, intent: ChatIntent): string[] | null {
  if (composer.subjectWords.length === 0) return null;
  const named = bestFacts(
    composer,
    composer.subjectWords.join(' '),
    ['self', 'story', 'companion'],
    2,
  );
  if (named.length > 0) return spoken(composer, named);
  const { bank, random } = composer;
  const thing = composer.subjectWords.join(' ');
  const honest = fill(random.pick(bank.notInStories), { thing });
  const onTopic = aboutTopic(composer, intent).slice(0, 1);
  if (onTopic.length === 0) return [upperFirst(honest), ...dontKnowTail(composer)];
  return [upperFirst(honest), random.pick(bank.butIKnow), ...onTopic];
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * How the character feels when asked: what the family wrote about its feelings when the child
 * asks about one ('are you scared of anything?' -> its fear, alone), else a cheerful line.
 */
/** Words that ask about one feeling, so "scared" finds what the family wrote as "afraid". */
const FEELING_SYNONYMS: [RegExp, string][] = [
  [/\b(scared|afraid|frightened|fear|fears|scary|scare)\b/i, 'scared afraid frightened fear'],
  [/\b(happy|glad|joy|love|loves)\b/i, 'happy glad love loves'],
  [/\b(sad|cry|cries|unhappy)\b/i, 'sad cry unhappy'],
  [/(?<!\p{L})(miedo|asusta|asustas|asustado|asustada|temes)(?!\p{L})/iu, 'miedo asusta temes'],
  [/(?<!\p{L})(feliz|contento|contenta|alegre|encanta)(?!\p{L})/iu, 'feliz contento encanta'],
];

function ownFeelings(composer: Composer): string[] {
  const widened = FEELING_SYNONYMS.filter(([pattern]) => pattern.test(composer.message))
    .map(([, words]) => words)
    .join(' ');
  const query = `${composer.message} ${widened}`.trim();
  const written = bestFacts(composer, query, ['self'], 1, { needsSubject: true });
  if (written.length > 0)
    return [fresh(composer, composer.bank.openers.feelings!), ...spoken(composer, written)];
  return [fresh(composer, composer.bank.feelings)];
}

/** A child telling how they feel: kindness and a gentle question, or joy back. */
function metFeeling(composer: Composer, feeling: Feeling): string[] {
  const { bank } = composer;
  return [
    fresh(composer, bank.feelingReplies[feeling]),
    fresh(composer, bank.feelingQuestions[feeling]),
  ];
}

function body(composer: Composer, intent: ChatIntent | 'unknown'): string[] {
  const { bank, random, sheet } = composer;
  if (intent !== 'unknown' && ASKS_ABOUT_SOMETHING.has(intent)) {
    const answer = aboutSubject(composer, intent);
    if (answer) return answer;
  }
  const opener = (key: ChatIntent) =>
    fill(random.pick(bank.openers[key] ?? ['']), { name: sheet.name });
  switch (intent) {
    case 'identity': {
      const description = composer.index.facts.filter((fact) => fact.source === 'self');
      const asked = aboutTopic(composer, 'identity');
      const facts = asked.length > 0 ? asked : spoken(composer, description.slice(0, 1));
      return [opener('identity'), ...facts];
    }
    case 'home':
      return home(composer);
    case 'likes': {
      const facts = aboutTopic(composer, 'likes');
      return facts.length > 0 ? [opener('likes'), ...facts] : dontKnow(composer);
    }
    case 'friends':
      return friends(composer);
    case 'friendship':
      return [fresh(composer, bank.friendship)];
    case 'story':
      return story(composer);
    case 'feelings':
      return ownFeelings(composer);
    case 'joke':
      return [fresh(composer, bank.jokes)];
    case 'riddle':
      return [fresh(composer, bank.riddles)];
    case 'play':
      // A game a character can play in words: a riddle, with its answer after the pause.
      return [opener('play'), fresh(composer, bank.riddles)];
    case 'share':
      return share(composer);
    case 'greet':
      return [opener('greet')];
    case 'bye':
      return [random.pick(bank.bye)];
    case 'thanks':
      return [random.pick(bank.thanks)];
    case 'unknown':
      return unknown(composer);
  }
}

function questionBack(composer: Composer, intent: ChatIntent | 'unknown'): string[] {
  if (intent === 'bye') return [];
  const { bank, random } = composer;
  // Something the child does not like is not asked about ('What do you like about it?').
  const glum = intent === 'share' && composer.sentiment < 0;
  const own = intent === 'unknown' || glum ? undefined : bank.questionsBack[intent];
  const ownFirst = intent === 'greet' || intent === 'friendship' || random.chance(0.7);
  return [random.pick(own && ownFirst ? own : bank.questionsBack.any!)];
}

export type OfflineReply = { text: string; language: ChatLanguage; intent: ChatIntent | 'unknown' };

const characterLines = (history: ChatLine[]) =>
  history.filter((line) => line.role === 'character').map((line) => line.text);

/**
 * The offline engine's whole reply: what the child means (intent classifier), the facts that
 * answer it (search over what the family wrote), said in the character's voice with a question
 * back. Deterministic for the turn's seed, and never the previous reply word for word.
 */
export async function offlineReply(turn: ChatTurn): Promise<OfflineReply> {
  const factsLanguage = sheetLanguage(turn.sheet);
  const { language, intent } = await readMessage(turn.childMessage, factsLanguage);
  const feeling = await childFeeling(turn.childMessage, language);
  const sentiment = await sentimentOf(turn.childMessage, language);
  const subjectWords =
    intent === 'unknown' ? [] : subjectWordsFor(turn.childMessage, intent, language);
  const nameWords = new Set(turn.sheet.name.toLowerCase().split(/\s+/));
  const index = new KnowledgeIndex(factsOf(turn.sheet, factsLanguage), factsLanguage);
  const said = characterLines(turn.history);
  const previous = said.at(-1);
  let text = '';
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const composer: Composer = {
      sheet: turn.sheet,
      language,
      factsLanguage,
      bank: REPLY_BANKS[language],
      index,
      random: new Random(`${turn.seed}:${attempt}`),
      said,
      message: turn.childMessage,
      sentiment,
      subjectWords: subjectWords.filter((word) => !nameWords.has(word)),
    };
    // Warmth ('i love you') is answered as friendship; any other feeling is met first.
    const parts =
      feeling && !(intent === 'friendship' && feeling === 'happy')
        ? metFeeling(composer, feeling)
        : [...body(composer, intent), ...questionBack(composer, intent)];
    text = parts.filter(Boolean).join(' ');
    if (text !== previous) return { text, language, intent };
  }
  // Six draws all matched the last reply (a bank of one line): say it differently.
  const bank = REPLY_BANKS[language];
  return { text: `${bank.questionsBack.any![0]} ${text}`, language, intent };
}

/** The offline engine behind the port: the reply, a word at a time. */
export const offlineChat: ChatEngine = async function* (turn) {
  const { text } = await offlineReply(turn);
  yield* wordsOf(text);
};

/** A text as the pieces a stream sends: each word with the space before it. */
export function* wordsOf(text: string): Generator<string> {
  const words = text.split(/(?<=\s)(?=\S)/);
  for (const word of words) yield word;
}
