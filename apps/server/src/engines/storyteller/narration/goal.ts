/**
 * The parent's goal told as the hero's wish. "pip wants to bring the lantern home" becomes a
 * verb phrase ("bring the lantern home") the story says as a wish ("Pip wanted to ...") and,
 * at the end, as done ("Pip brought the lantern home"); "a new friend" is a thing wished for;
 * "grandma gets better" a hope ("hoped that Grandma would get better"). What fits none of
 * these is retold from its nouns rather than pasted.
 */
import type { Language } from '../text-tidy.js';
import { asSentence, escapeRegExp, stripEndPunctuation, upperFirst } from '../text-tidy.js';
import {
  capitalisePeople,
  expandContractions,
  gerundToInfinitive,
  isNounPhrase,
  nounPhrases,
  presentVerbs,
  startsWithVerb,
  toPastTense,
  withArticle,
} from './english-tense.js';
import { narrate, type Speaker, thirdPersonEn } from './narrate.js';
import { capitaliseNames, givenName } from './parent-words.js';
import { remembered } from './remember.js';
import {
  asPastEvent,
  asPastWish,
  infinitiveAsDone,
  infinitiveOf,
  pastIndicative,
  presentVerbsEs,
} from './spanish-tense.js';

export type GoalShape =
  /** text: "bring the lantern home"; done: "brought the lantern home" (null if unsure). */
  | { kind: 'vp'; text: string; done: string | null }
  /** text: "a new friend". */
  | { kind: 'np'; text: string }
  /** text: "Grandma would get better"; done: "Grandma got better". */
  | { kind: 'clause'; text: string; done: string }
  /** Nothing safe to say as a wish: the nouns it named, if any ("the lantern and Grandma"). */
  | { kind: 'retold'; text: string };

/** The hero by full name or by the name the family calls them ("Pip" for "Pip the Fox"). */
function heroPattern(speaker: Speaker): string {
  const given = givenName(speaker.name);
  return given
    ? `(?:${escapeRegExp(speaker.name)}|${escapeRegExp(given)})`
    : escapeRegExp(speaker.name);
}

const EN_WANT =
  '(?:really\\s+|just\\s+|so\\s+|also\\s+)*(?:wants?|wanted|wish(?:es)?|would (?:really )?(?:like|love)|needs?|hopes?|tries|try|has|have|is (?:going|trying|hoping)|are (?:going|trying)|plans?|decides?|dreams? of|longs?|am (?:going|trying))';

const SUBORDINATE =
  /\b(why|that|because|when|where|who|which|if|until|while|so that|whether|how|before|after|as soon as|once)\b(?=\s+\S+\s+\S)/i;

/** "find out why the moon is sad" → "find out why the moon was sad". */
function pastInside(vp: string): string {
  const at = vp.search(SUBORDINATE);
  return at === -1 ? vp : vp.slice(0, at) + toPastTense(vp.slice(at));
}

function englishVp(vp: string, speaker: Speaker): GoalShape {
  const raw = gerundToInfinitive(vp);
  const text = pastInside(raw);
  const prefix = `${speaker.name} `;
  // "help Grandma bake a cake": only the first verb is done ("helped Grandma bake a cake").
  const catenative = /^(help|let|make|watch|see|hear)\s/i.test(text);
  const [head = '', ...tail] = raw.split(' ');
  const done = catenative
    ? `${toPastTense(prefix + head)} ${pastInside(tail.join(' '))}`
    : toPastTense(prefix + raw);
  const ok = done.startsWith(prefix) && presentVerbs(done).length === 0 && done !== prefix + text;
  return { kind: 'vp', text, done: ok ? bothVerbsDone(done.slice(prefix.length)) : null };
}

/** "saw Earth from space and wave to her mum": the second verb is done too ("and waved"). */
function bothVerbsDone(done: string): string {
  return done.replace(/\band (\p{Ll}+)\b/u, (whole, verb: string) => {
    const past = toPastTense(`they ${verb}`).split(' ').at(-1) ?? verb;
    // Only a word the tagger moved to the past is a verb ("and cheese" stays).
    return past !== verb ? `and ${past}` : whole;
  });
}

function retold(text: string, language: Language): GoalShape {
  const nouns = language === 'en' ? nounPhrases(text) : spanishNouns(text);
  return { kind: 'retold', text: joinPhrases(nouns.slice(0, 2), language) };
}

export function joinPhrases(phrases: string[], language: Language): string {
  if (phrases.length <= 1) return phrases[0] ?? '';
  return `${phrases.slice(0, -1).join(', ')} ${language === 'en' ? 'and' : 'y'} ${phrases.at(-1)}`;
}

function englishGoal(sentence: string, speaker: Speaker): GoalShape {
  const spoken = capitalisePeople(
    capitaliseNames(
      thirdPersonEn(expandContractions(sentence), speaker),
      speaker.names,
      speaker.people,
    ),
  );
  let text = stripEndPunctuation(spoken).trim();
  const hero = heroPattern(speaker);
  const subject = `(?:${hero}|he|she|they|everyone|${speaker.friends.map(escape).join('|') || 'x^'})`;
  const wanting = new RegExp(`^(?:${subject}\\s+)?${EN_WANT}\\s+`, 'i');
  // "they want to find food": the hero and friends, so the hero wants it too.
  const heroWants = new RegExp(
    `^(?:${hero}(?: and [^,]+?)?\\s+|he\\s+|she\\s+|they\\s+|we\\s+|everyone\\s+)?${EN_WANT}\\s+`,
    'i',
  );
  const byHero = heroWants.test(text);
  if (wanting.test(text) && !byHero) {
    // "Grandma Rosa wants to bake a cake": the hero wants to help her do it.
    const other = text.match(new RegExp(`^(.+?)\\s+${EN_WANT}\\s+to\\s+(\\S.*)$`, 'i'));
    if (other) return englishVp(`help ${other[1]} ${other[2]}`, speaker);
    return clauseGoal(text, speaker);
  }
  text = text.replace(byHero ? heroWants : wanting, '');
  if (/^to\s+/i.test(text)) return englishVp(text.replace(/^to\s+/i, ''), speaker);
  // "Grandma to get better": somebody else's deed the hero hopes for.
  const someoneTo = text.match(/^(.+?)\s+to\s+(\S.*)$/i);
  if (byHero && someoneTo && !startsWithVerb(text) && isNounPhrase(someoneTo[1] ?? '')) {
    const [, who = '', vp = ''] = someoneTo;
    // "I want Benny to find the balloon": the parent's wish for the hero is the hero's own.
    if (new RegExp(`^(?:${hero}|he|she)$`, 'i').test(who)) return englishVp(vp, speaker);
    return someoneElsesDeed(who, vp);
  }
  if (startsWithVerb(text)) return englishVp(text, speaker);
  // "the ball back": the wish is the ball; "back" belongs to the wanting.
  const thing = text.replace(/\s+(back|again|home)$/i, '');
  if (isNounPhrase(thing))
    return { kind: 'np', text: withArticle(thing).replace(/^the /, (m) => (byHero ? m : 'a ')) };
  const heroDoes = new RegExp(`^${hero}\\s+(\\S.*)$`, 'i').exec(text);
  if (heroDoes && startsWithVerb(heroDoes[1] ?? '')) {
    const vp = gerundToInfinitive(heroDoes[1] ?? '');
    return englishVp(infinitiveFirst(vp), speaker);
  }
  return clauseGoal(text, speaker);
}

/** "finds the lantern" → "find the lantern" (the first verb in the infinitive). */
function infinitiveFirst(vp: string): string {
  const [first = '', ...rest] = vp.split(' ');
  const base =
    toPastTense(`it ${first}`) === `it ${first}`
      ? first
      : first
          .replace(/(?<=[^s])s$/, '')
          .replace(/ies$/, 'y')
          .replace(/(ch|sh|x|ss|o)es$/, '$1');
  return [base, ...rest].join(' ');
}

/**
 * "Mum to play with her", "the rain to stop": hoped that "Mum would play with her", done "Mum
 * played with her". The deed is told as the hero's own verb phrase would be, then given to its
 * doer: the tagger read "the rain stop" as "the" and a verb "rain".
 */
function someoneElsesDeed(who: string, vp: string): GoalShape {
  const raw = gerundToInfinitive(vp);
  // "they play": a plural subject keeps a bare verb a verb, whoever the doer is.
  const told = toPastTense(`they ${raw}`);
  const done = told.replace(/^they /, '');
  if (!told.startsWith('they ') || done === raw || presentVerbs(told).length > 0)
    return retold(`${who} ${vp}`, 'en');
  return {
    kind: 'clause',
    text: `${who} would ${pastInside(raw)}`,
    done: `${who} ${bothVerbsDone(done)}`,
  };
}

function clauseGoal(text: string, speaker: Speaker): GoalShape {
  // "Grandma gets better" → hoped that "Grandma would get better"; done: "Grandma got better".
  const past = toPastTense(text);
  if (presentVerbs(past).length > 0) return retold(text, 'en');
  const words = text.split(' ');
  const verbAt = words.findIndex((_, i) => i > 0 && startsWithVerb(words.slice(i).join(' ')));
  if (verbAt < 1) return retold(text, 'en');
  const head = words.slice(0, verbAt).join(' ');
  const verb = infinitiveFirst(words.slice(verbAt).join(' '));
  void speaker;
  return { kind: 'clause', text: `${head} would ${pastInside(verb)}`, done: past };
}

const ES_WANT =
  '(?:(?:me|le|nos|les)\\s+gustaría|me\\s+encantaría|quiere|quiero|queremos|quieren|desea|deseo|deseamos|necesita|necesito|necesitamos|intenta|intento|intentamos|va a|voy a|vamos a|van a|tiene que|tengo que|tenemos que|quisiera|sueña con|sueño con|soñamos con|espera|espero|esperamos|quería|quiere mucho)';

function spanishNouns(text: string): string[] {
  const found =
    text.match(
      /\b(?:el|la|los|las|un|una|unos|unas|su|sus)\s+\p{L}+(?:\s+(?:de|del)\s+(?:la\s+|el\s+)?\p{L}+)?/giu,
    ) ?? [];
  return found.map((phrase) =>
    phrase.replace(/^(su|sus)\s/i, (m) => (m.trim() === 'su' ? 'la ' : 'las ')),
  );
}

function spanishGoal(sentence: string, speaker: Speaker): GoalShape {
  const told = narrateWithoutTense(sentence, speaker);
  let text = stripEndPunctuation(told).trim();
  // "Leo y Mía quieren…", like "Leo and Mia want…": the hero and friends, so the hero wants it.
  const subject = `(?:${heroPattern(speaker)}(?:\\s+[ye]\\s+[^,]+?)?|yo|él|ella|ellos|ellas|nosotros|nosotras)`;
  const wanting = new RegExp(`^(?:${subject}\\s+)?${ES_WANT}\\s+`, 'iu');
  text = text.replace(wanting, '');
  const first = text.split(' ')[0] ?? '';
  if (
    infinitiveOf(first) &&
    !/^(?:mar|hogar|lugar|collar|azúcar|amanecer|atardecer|mujer|taller)$/i.test(first)
  ) {
    const vp = pastSubordinate(text);
    return { kind: 'vp', text: vp, done: infinitiveAsDone(vp) };
  }
  if (/^que\s/i.test(text)) {
    const clause = text.replace(/^que\s+/i, '');
    const wish = asPastWish(clause);
    const done = asPastEvent(clause);
    return wish && done ? { kind: 'clause', text: wish, done } : retold(clause, 'es');
  }
  if (
    /^(un|una|unos|unas|el|la|los|las|algo|mucho|muchos|muchas)\b/i.test(text) &&
    presentVerbsEs(text).length === 0
  ) {
    return { kind: 'np', text };
  }
  const wish = asPastWish(text);
  const done = asPastEvent(text);
  if (wish && done) return { kind: 'clause', text: wish, done };
  if (text.split(' ').length <= 3 && presentVerbsEs(text).length === 0)
    return {
      kind: 'np',
      text: /^\p{Lu}/u.test(text)
        ? text
        : `${/(a|dad|tad|ión|tud|umbre)$/i.test(text) ? 'una' : 'un'} ${text}`,
    };
  return retold(text, 'es');
}

/** "antes de que se haga de noche" told in the past: "antes de que se hiciera de noche". */
function pastSubordinate(vp: string): string {
  const match = vp.match(/^(.*?\b(?:antes de|para|hasta|sin|después de) que\s+)(.+)$/iu);
  if (match) return (match[1] ?? '') + (asPastWish(match[2] ?? '') ?? match[2] ?? '');
  // "porque Patito hace divertido el baño" → "porque Patito hacía divertido el baño".
  const told = vp.match(/^(.*?\b(?:porque|cuando|donde|mientras|aunque|si|que)\s+)(.+)$/iu);
  if (!told) return vp;
  return (told[1] ?? '') + pastIndicative(told[2] ?? '');
}

/** Person and possessives for a Spanish goal, leaving its verbs for the goal frame. */
function narrateWithoutTense(sentence: string, speaker: Speaker): string {
  return capitaliseNames(
    sentence
      .replace(/\b(mi)\b/giu, 'su')
      .replace(/\b(mis)\b/giu, 'sus')
      .replace(/\bnuestr[oa]\b/giu, 'su')
      .replace(/\bnuestr[oa]s\b/giu, 'sus')
      .replace(/\bconmigo\b/giu, speaker.gender === 'f' ? 'con ella' : 'con él'),
    speaker.names,
    speaker.people,
  );
}

/** The goal's first story sentence as a wish; any further sentences as narration. */
export const readGoalText = remembered(readGoalSentences);

function readGoalSentences(
  sentences: string[],
  speaker: Speaker,
  language: Language,
): { goal: GoalShape; more: string[] } | null {
  const [typed, ...others] = sentences;
  if (!typed) return null;
  // "find Ducky because Ducky makes baths fun": the wish is to find Ducky, and the reason is a
  // sentence of its own, never "he found Ducky because Ducky made baths fun".
  const [first = typed, reason] = typed.split(/\s+(?:because|porque)\s+/i);
  const goal = language === 'en' ? englishGoal(first, speaker) : spanishGoal(first, speaker);
  const more = others
    .map((sentence) => narrate(sentence, speaker, language))
    .filter((n) => n.ok)
    .map((n) => asSentence(n.text));
  return { goal, more: reason ? [toldReason(reason, speaker, language), ...more] : more };
}

/** A reason, as a sentence of its own: "Ducky made baths fun.", "Patito hacía divertido el baño." */
function toldReason(reason: string, speaker: Speaker, language: Language): string {
  if (language === 'es')
    return asSentence(upperFirst(pastIndicative(narrateWithoutTense(reason, speaker))));
  const told = narrate(reason, speaker, language);
  return asSentence(upperFirst(told.ok ? told.text : reason));
}
