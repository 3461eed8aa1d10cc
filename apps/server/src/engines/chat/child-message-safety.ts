import { checkChildSafeText } from '../child-safety/index.js';
import type { ChatLanguage } from './chat-port.js';
import { readMessage } from './classifiers.js';
import { SAFETY_EXAMPLES, type Concern, type SafetyLabel } from './safety-examples.js';
import { isSmallWord } from './small-words.js';
import { trainClassifier, type TextClassifier } from './text-classifier.js';

/** Why a message goes to a grown-up: a concern, or words not right for children. */
export type SafetyKind = Concern | 'unkind-words';

export type ChildMessageReading = { language: ChatLanguage; concern: SafetyKind | null };

const classifiers = new Map<ChatLanguage, Promise<TextClassifier<SafetyLabel>>>();

function safetyClassifier(language: ChatLanguage): Promise<TextClassifier<SafetyLabel>> {
  let found = classifiers.get(language);
  if (!found) {
    // A pet's or a toy's name is a word never seen: it must not tip the reading either way.
    found = trainClassifier(language, SAFETY_EXAMPLES[language], {
      farSpelling: false,
      unknownWordsMeanNone: false,
    });
    classifiers.set(language, found);
  }
  return found;
}

// The classifier must be fairly sure: a false alarm interrupts a happy chat with a warning.
const MIN_CONCERN_SCORE = 0.6;

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/u;
const PHONE = /(?:\+?\d[\s().-]*){7,}/;
const STREET_EN =
  /\b\d{1,5}[a-z]?,?\s+(?:\p{L}+\s+){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|close|way|court|crescent|place|terrace)\b/iu;
const STREET_ES =
  /\b(?:calle|c\/|avenida|avda|plaza|paseo|camino)\s+(?:\p{L}+\s*){1,4},?\s*(?:n[º°o.]?\s*)?\d{1,4}\b/iu;
/** Naming where the child can be found: 'my school is called …', 'mi calle se llama …'. */
const NAMED_PLACE =
  /\b(?:my (?:school|class|teacher|street|town|village|city)(?:'s name)? is (?:called|named)|mi (?:colegio|cole|escuela|calle|pueblo|ciudad|profe|profesora?|maestr[ao]) se llama)\b/iu;
const NAME_INTRO =
  /\b(?:my (?:full )?name is|i am called|i'm called|im called|me llamo|mi nombre es)\s+(\p{L}+)\s+(\p{L}+)/iu;

/** 'my name is Anna and…': 'and' is no surname. */
const isNoSurname = (word: string) =>
  isSmallWord(word.toLowerCase(), 'en') ||
  isSmallWord(word.toLowerCase(), 'es') ||
  /^(too|also|tambien|también)$/i.test(word);

/**
 * Details that identify a child by their shape: an e-mail, a phone number, a street address,
 * the name of their school or street, a full name.
 */
export function sharesContactDetails(text: string): boolean {
  if ([EMAIL, PHONE, STREET_EN, STREET_ES, NAMED_PLACE].some((shape) => shape.test(text))) {
    return true;
  }
  const name = NAME_INTRO.exec(text);
  return name !== null && !isNoSurname(name[2]!);
}

/**
 * "my sister kicked me", "un niño me empujó": someone doing something that hurts to the child,
 * by its shape, whatever the classifier makes of the rest of the sentence. "push me on the
 * swing" is play.
 */
const HURT_ME: Record<ChatLanguage, RegExp> = {
  en: /\b(?:hit|hits|hitting|kick|kicks|kicked|kicking|punch|punches|punched|push|pushes|pushed|shove|shoves|shoved|slap|slaps|slapped|smack|smacks|smacked|pinch|pinches|pinched|scratch|scratched|bite|bites|bit|beat|beats|hurt|hurts|bully|bullies|bullied|choke|choked|chokes)\s+(?:me|us)\b(?!\s+(?:on|higher|in the swing|around))/i,
  es: /(?<!\p{L})(?:me|nos)\s+(?:(?:ha|han)\s+(?:pegado|empujado|mordido|pellizcado|arañado|hecho daño|dado una patada)|pega|pegó|pegan|pegaron|pegaba|pegaban|empuja|empujó|empujan|empujaron|muerde|mordió|pellizca|pellizcó|araña|arañó|patea|pateó|hace daño|hizo daño|hacen daño|hicieron daño|da patadas|dan patadas|dio una patada|dieron una patada|tira del pelo|tiró del pelo|ahoga|ahogó)(?!\p{L})/iu,
};

/** Whether a message tells of someone hurting the child, by its shape. */
export function tellsOfBeingHurt(text: string, language: ChatLanguage): boolean {
  return HURT_ME[language].test(text) || HURT_ME[language === 'en' ? 'es' : 'en'].test(text);
}

/**
 * What a child's message needs before it is stored or answered: its language, and whether a
 * grown-up should hear of it. Shapes first (contact details), then the concern classifier (NLP.js,
 * both languages' examples), then the normalising word check (self-harm, or unkind words).
 */
export async function readChildMessage(
  text: string,
  fallback: ChatLanguage,
): Promise<ChildMessageReading> {
  const { language } = await readMessage(text, fallback);
  if (sharesContactDetails(text)) return { language, concern: 'personal-details' };
  if (tellsOfBeingHurt(text, language)) return { language, concern: 'hurt' };
  const classified = await (await safetyClassifier(language)).classify(text);
  if (
    classified.label !== 'ok' &&
    classified.label !== 'ok-telling' &&
    classified.label !== 'None' &&
    classified.score >= MIN_CONCERN_SCORE
  ) {
    return { language, concern: classified.label };
  }
  const words = checkChildSafeText([{ field: 'message', text }]);
  if (!words.ok) {
    const selfHarm = words.problems.some((problem) => problem.reason === 'self-harm');
    return { language, concern: selfHarm ? 'self-harm' : 'unkind-words' };
  }
  return { language, concern: null };
}

/** Whether a reply may be shown to a child: no unsuitable words, no contact details. */
export function isChildSafeReply(text: string): boolean {
  return checkChildSafeText([{ field: 'reply', text }]).ok && !sharesContactDetails(text);
}
