import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en';
import { LangEs } from '@nlpjs/lang-es';
import { SentimentAnalyzer } from '@nlpjs/sentiment';
import type { ChatLanguage } from './chat-port.js';
import { FEELING_EXAMPLES, type Feeling } from './feeling-examples.js';
import { isSmallWord } from './small-words.js';
import { trainClassifier, type TextClassifier } from './text-classifier.js';

export type { Feeling };

// How a child says they feel ('i am sad today', 'tengo miedo', 'nobody plays with me'): which
// feeling, from an NLP.js classifier taught by example, checked against NLP.js sentiment analysis
// (AFINN for English, SentiCon for Spanish, with negation) so that 'i am not happy' is not read
// as joy and a sentence plainly sad in words no example has is still met kindly.

const classifiers = new Map<ChatLanguage, Promise<TextClassifier<Feeling | 'none'>>>();

function feelingClassifier(language: ChatLanguage): Promise<TextClassifier<Feeling | 'none'>> {
  let found = classifiers.get(language);
  if (!found) {
    found = trainClassifier(language, FEELING_EXAMPLES[language], { unknownWordsMeanNone: false });
    classifiers.set(language, found);
  }
  return found;
}

let analyzer: SentimentAnalyzer | undefined;

function sentimentAnalyzer(): SentimentAnalyzer {
  if (!analyzer) {
    const container = containerBootstrap();
    container.use(LangEn);
    container.use(LangEs);
    analyzer = new SentimentAnalyzer({ container });
  }
  return analyzer;
}

/** The sentiment of a text, from -1 (sad, cross) through 0 to 1 (glad), roughly. */
export async function sentimentOf(text: string, language: ChatLanguage): Promise<number> {
  // Children write 'dont' and 'cant': the analyser finds its negations with the apostrophe.
  const spelt =
    language === 'en'
      ? text.replace(/\b(do|does|did|is|are|was|ca|wo|have|has)nt\b/gi, "$1n't")
      : text;
  const { sentiment } = await sentimentAnalyzer().process({ locale: language, text: spelt });
  return sentiment.score;
}

/**
 * How many of a text's words the language's feeling examples know: 'estoy aburrida' is Spanish
 * though the questions a character answers never say 'aburrida'.
 */
export async function feelingWordsKnown(text: string, language: ChatLanguage): Promise<number> {
  return (await (await feelingClassifier(language)).classify(text)).knownWords;
}

// The classifier must be fairly sure, and a reading of joy needs words that are not sad.
const MIN_FEELING_SCORE = 0.6;
const PLAINLY_SAD = -0.9;

/**
 * Being teased, shouted at, hurt or poorly (being left out is loneliness, which the examples know), by the shape of what the child says: the
 * examples cannot list every way of saying it, and a joke or "That sounds like fun!" in reply
 * would hurt twice.
 */
const PLAINLY_HARD: Record<ChatLanguage, RegExp> = {
  en: /\b(?:(?:laugh|laughs|laughed|laughing) at me|(?:make|makes|made|making) fun of me|(?:tease|teases|teased|teasing) me|(?:call|calls|called|calling) me (?:names|stupid|silly|dumb)|(?:shout|shouts|shouted|yell|yells|yelled) at me|(?:hit|hits|kicked|kicks|punched|pushed|bit|hurt|hurts|pinched|slapped) me|my (?:\w+ )?(?:hurts|aches|is sore)|i (?:feel|am|was) (?:sick|poorly|ill)|i (?:threw|have thrown) up|i (?:was|have been) sick|i have (?:a |an )?(?:tummy ?ache|stomach ?ache|headache|earache|toothache|fever|temperature))\b/i,
  es: /(?<!\p{L})(?:se (?:ríen|rien|rieron|reía|reían|burlan|burló|burlaron|burlaba|burlaban) de mí|me (?:insulta|insultan|insultó|insultaron)|me (?:llaman|llamaron|llamó) (?:tont[oa]|fe[oa]|bob[oa]|gord[oa]|estúpid[oa]|bebé)|me (?:grita|gritan|gritó|gritaron|pega|pegó|pegan|pegaron|empujó|empujaron|mordió|pellizcó|hizo daño|hicieron daño|dio una patada)|me duele (?:la|el|mi|un|una) \p{L}+|me duelen (?:los|las|mis) \p{L}+|he vomitado|vomité|estoy malit[oa]|estoy enferm[oa]|me encuentro mal|tengo fiebre)(?!\p{L})/iu,
};

const vocabularies = new Map<ChatLanguage, Map<string, Set<string>>>();

/** Each feeling's own words in its examples ("sad", "scared", "miedo"), small words left out. */
function feelingVocabulary(language: ChatLanguage): Map<string, Set<string>> {
  let found = vocabularies.get(language);
  if (!found) {
    found = new Map(
      Object.entries(FEELING_EXAMPLES[language]).map(([feeling, examples]) => [
        feeling,
        new Set(examples.flatMap((example) => contentWords(example, language))),
      ]),
    );
    vocabularies.set(language, found);
  }
  return found;
}

/** How much, not what: "tengo mucho miedo" makes "mucho" no word of fear ("me reí mucho"). */
const INTENSIFIERS =
  /^(?:very|really|much|lot|lots|quite|too|super|mucho|mucha|muchos|muchas|muy|tan|tanto|tanta|bastante|demasiado|demasiada|súper)$/;

const contentWords = (text: string, language: ChatLanguage) =>
  (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter(
    (word) => !isSmallWord(word, language) && word !== 'feel' && !INTENSIFIERS.test(word),
  );

/**
 * A feeling that is not joy must be told in one of its own words: the classifier forgives
 * spelling, so "i scored a goal" came near "i am scared" and was met as fear.
 */
function saysItsWords(text: string, feeling: string, language: ChatLanguage): boolean {
  const words = feelingVocabulary(language).get(feeling);
  return !words || contentWords(text, language).some((word) => words.has(word));
}

/** A tooth that came out is big news, whatever the words "lost" and "caído" suggest. */
const TOOTH_NEWS =
  /\b(?:lost (?:my|a) (?:first |wobbly |front )?tooth|tooth (?:fell|came) out)\b|(?<!\p{L})se me (?:ha caído|cayó) (?:un|el|mi) (?:primer )?diente/iu;

/** The feeling a child tells of, or null when the message tells none. */
export async function childFeeling(text: string, language: ChatLanguage): Promise<Feeling | null> {
  if (TOOTH_NEWS.test(text)) return 'happy';
  if (PLAINLY_HARD[language].test(text)) return 'sad';
  const [classified, sentiment] = await Promise.all([
    (await feelingClassifier(language)).classify(text),
    sentimentOf(text, language),
  ]);
  const label = classified.score >= MIN_FEELING_SCORE ? classified.label : 'None';
  if (label === 'happy') return sentiment < 0 ? 'sad' : 'happy';
  if (label !== 'none' && label !== 'None' && saysItsWords(text, label, language)) return label;
  // No example fits, but the words are plainly sad ('my hamster got sick and died'): be kind.
  return sentiment <= PLAINLY_SAD ? 'sad' : null;
}
