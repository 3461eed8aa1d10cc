/**
 * English tense work on top of compromise (tagging, conjugation, contractions): the parent's
 * present-tense sentences become past-tense narration, and any text can be asked which of its
 * verbs still read as present-tense narration. Where compromise's tagging is known to slip
 * ("does not like", "has to", a verb read as a plural noun) a tag or auxiliary is corrected
 * before conjugating, never a verb table of our own.
 */
import nlp from 'compromise';
import { escapeRegExp } from '../text-tidy.js';

type VerbGrammar = { form?: string; tense?: string; isInfinitive?: boolean };
type View = ReturnType<typeof nlp>;
type VerbView = ReturnType<View['verbs']>;

/** Verb forms that narrate in the present: "finds", "is finding", "has found". */
const PRESENT_FORMS = new Set([
  'simple-present',
  'present-progressive',
  'perfect',
  'gerund-phrase',
]);
const FREQUENCY = '(always|never|often|usually|sometimes|still|really|just|also)';

function grammarOf(verb: VerbView): VerbGrammar {
  const json = verb.json()[0] as { verb?: { grammar?: VerbGrammar } } | undefined;
  return json?.verb?.grammar ?? {};
}

function isPresentNarration(grammar: VerbGrammar): boolean {
  if (grammar.isInfinitive) return false;
  return grammar.tense === 'PresentTense' && PRESENT_FORMS.has(grammar.form ?? '');
}

/** A fresh parse with contractions written out ("doesn't" → "does not", "I'm" → "I am"). */
export function expandContractions(text: string): string {
  // Written out by rule, not by compromise, which also reads a possessive ("Ruby's grandma")
  // as "Ruby is".
  return text
    .replace(/\bcan[’']t\b/gi, 'can not')
    .replace(/\bwon[’']t\b/gi, 'will not')
    .replace(/\b(\w+)n[’']t\b/gi, '$1 not')
    .replace(/\b(I)[’']m\b/gi, '$1 am')
    .replace(/\b(\w+)[’']re\b/gi, '$1 are')
    .replace(/\b(\w+)[’']ve\b/gi, '$1 have')
    .replace(/\b(\w+)[’']ll\b/gi, '$1 will')
    .replace(/\b(I|you|he|she|we|they|it)[’']d\b/gi, '$1 would')
    .replace(/\b(it|he|she|that|there|what|who|here|where)[’']s\b/gi, '$1 is');
}

/** Tags compromise reads as nouns where a parent wrote a verb: "the dog barks and ...". */
function correctTags(doc: View): void {
  twoPeopleDoing(doc);
  // "bring the lantern home to Grandma": home is a place here, never a verb.
  doc.match('#Noun [home]', 0).unTag('Verb').tag('Noun');
  doc.match(`${FREQUENCY} [#Plural]`, 0).tag('PresentTense');
  doc.match('(#ProperNoun|#Pronoun|#Singular) [#Plural] #Gerund', 0).tag('PresentTense');
  // "Biscuit chases a squirrel": after a name, an -s word before "a" or "the" is its verb.
  doc
    .match('^(#ProperNoun|#Singular) [#Plural] (#Determiner|#Possessive)', 0)
    .if('/s$/')
    .tag('PresentTense');
  doc
    .match(
      '(#Determiner|#Possessive|#Noun) #Adjective? #Singular [#Plural] (#Conjunction|#Preposition|#Determiner|#Adverb)',
      0,
    )
    .tag('PresentTense');
  // "the garden hose leaks": a thing of two words too.
  doc
    .match('(#Determiner|#Possessive) #Adjective? #Singular? #Singular [#Plural]$', 0)
    .tag('PresentTense');
  // "a box of building blocks for his birthday": a thing made with an -ing word is a noun.
  doc
    .match(
      '(of|with|some|many|new|more|the|his|her|their|my|our|your) /^(?!(?:string|spring|something|nothing|anything|everything|ceiling|morning|evening)$)[a-z]{3,}ing$/ [/s$/]',
      0,
    )
    .unTag('Verb')
    .tag('Plural');
  // "where the trees hum softly": after a plural subject, a bare word that can be a verb is one.
  doc
    .match(
      '(where|who|that|which|and) #Determiner #Adjective? #Plural [#Singular] (#Adverb|#Preposition)',
      0,
    )
    .tag('PresentTense');
  // "her knees wobble when she sees the stage": the same at the start, after "her" too.
  doc
    .match(
      '^(#Determiner|#Possessive) #Adjective? #Plural [#Singular] (#Adverb|#Preposition|when|while|whenever|every|each|as|because)',
      0,
    )
    .tag('PresentTense');
  // "every boom makes Kit jump": after "every" or "the", a bare word before the verb is a thing.
  doc.match('#Determiner [#Infinitive] #PresentTense', 0).unTag('Verb').tag('Singular');
  // "only bubbles come out", "big waves crash": an -s word before the verb is what does it.
  doc
    .match('(only|#Determiner|#Adjective) [#PresentTense] #Verb', 0)
    .if('/s$/')
    .unTag('Verb')
    .tag('Plural');
  // "a girl who loves pirates": what she loves is a plural noun, not a second verb ("pirates").
  doc
    .match('(who|that|which) #PresentTense [#PresentTense]', 0)
    .if('/s$/')
    .unTag('Verb')
    .tag('Plural');
}

/**
 * "Tom and Lily paint birthday cards", "Ines and Grandpa Leo plant tomato seeds": after two people
 * joined by "and", the next word is what they do, and an -s word after the thing's first word is
 * more of the thing ("seeds", "cards"), where the tagger reads a noun and then a verb.
 */
function twoPeopleDoing(doc: View): void {
  // "Ben fix", "the dog chase": a word in small letters after a name is no surname.
  doc.match(`#Noun [${PERSON}]`, 0).forEach((word) => {
    if (/^\p{Ll}/u.test(word.text('text')))
      ['Person', 'ProperNoun', 'FirstName', 'LastName'].forEach((tag) => word.unTag(tag));
  });
  const pairs = [
    `(${PERSON}|#Singular)+ and #Possessive? ${PERSON}+ .`,
    `(${PERSON}|#Singular)+ and (#Possessive|#Determiner) #Adjective? #Singular .`,
  ];
  for (const pair of pairs) {
    doc.match(pair).forEach((people) => {
      // "we go to the beach and Pip's dog runs": the first are people, or the sentence's start.
      if (!people.terms().first().has(PERSON) && people.lookBehind('.').found) return;
      const verb = people.terms().last();
      if (verb.has(`(${PERSON}|#Pronoun|#Determiner|#Preposition|#Adverb)`)) return;
      if (!verb.has('#Verb')) {
        if (!nlp(`they ${verb.text('normal')} it`).has('they #Verb')) return;
        verb.unTag('Noun').tag('Infinitive').tag('PresentTense');
      }
      const thing = verb.lookAhead('^(#Singular|#Adjective){0,2} #PresentTense').last();
      if (thing.found && /s$/.test(thing.text('normal'))) thing.unTag('Verb').tag('Plural');
    });
  }
}
const PERSON = '(#Person|#ProperNoun|#Actor|#TitleCase)';

const CLAUSE_BREAK =
  /(?:^|\s)(?:and|but|so|because|when|whenever|every time|each time|as soon as|while|that|who|which|if|then|until|before|after|or)\s|[,;:]|(?<=(?:^|\s)(?:says|said|thinks|thought|knows|knew|feels|felt|hopes|hoped)\s)/gi;

/** For each verb, which clause of the sentence it stands in (clauses break at "and", ","). */
function clauseOfEachVerb(doc: View, count: number): number[] {
  const text = doc.text();
  const breaks = [...text.matchAll(CLAUSE_BREAK)].map((match) => match.index ?? 0);
  let from = 0;
  const clauses: number[] = [];
  for (let index = 0; index < count; index++) {
    const words = doc.verbs(index).text();
    // As whole words: the "is" of "the power is out" is not the one inside "missing".
    const at = wholeWordsAt(text, words, from);
    from = at === -1 ? from : at + words.length;
    clauses.push(breaks.filter((position) => position < (at === -1 ? from : at)).length);
  }
  return clauses;
}

function wholeWordsAt(text: string, words: string, from: number): number {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(words)}(?![\\p{L}\\p{N}])`, 'gu');
  pattern.lastIndex = from;
  return pattern.exec(text)?.index ?? -1;
}

/** A verb that tells what someone does or did ("lost", "finds"), not "to find" or "finding". */
function isFinite(verb: VerbView): boolean {
  const grammar = grammarOf(verb);
  return (
    !grammar.isInfinitive && grammar.form !== 'infinitive' && !verb.terms().first().has('#Gerund')
  );
}

/** Auxiliaries compromise leaves in the present. */
function pastAuxiliaries(text: string): string {
  return (
    text
      .replace(/\b(?:does|do)( not| never)?\b(?=\s+\w)/gi, (_m, neg: string | undefined) =>
        neg ? `did${neg}` : 'did',
      )
      // "the kite gets stuck": compromise leaves "gets" before a state as it is.
      .replace(/\bgets\b(?=\s+\w)/gi, (word: string) => (word === 'Gets' ? 'Got' : 'got'))
      .replace(/\b(?:has|have)(?= to\b)/gi, 'had')
      .replace(/\bcan ?not\b/gi, 'could not')
      .replace(/\bcan\b(?=\s+\w)/gi, 'could')
      .replace(/\bwill\b(?=\s+\w)/gi, 'would')
      .replace(/\bmust\b(?=\s+\w)/gi, 'had to')
      // "Nibbles may be anywhere": a guess, told in the past as "might be".
      .replace(/\bmay\b(?=\s+(?:not\s+)?be\b)/gi, (word: string) =>
        word === 'May' ? 'Might' : 'might',
      )
      .replace(
        /\b(?:has|have)(?=( not| never| just| already| always)? (been|gone|got|lost|made|found|left|seen|done|had|come|become|broken|taken|given|forgotten|run|won|begun|sung|swum|flown|grown|thrown|known|shown|eaten|fallen|written|ridden|hidden|stolen|chosen|woken|spoken|frozen|drunk|sunk|stuck|caught|brought|bought|taught|thought|fought|heard|held|kept|slept|met|paid|said|sold|sent|spent|stood|told|built|felt|torn|worn|\w+ed)\b)/gi,
        'had',
      )
      // "the balloon is stuck", "the kites are caught": a state the tagger reads as a participle.
      .replace(
        /\b(is|am|are)(?=( not| never| still| all| so| very| really| too| completely)? (stuck|caught|lost|broken|gone|torn|hidden|frozen|stolen|shut|made|built|known|called|named|written|drawn|seen|found|kept|held|left|worn|born|\w+ed)\b)/gi,
        (verb: string) => (verb.toLowerCase() === 'are' ? 'were' : 'was'),
      )
  );
}

/** Verbs whose past does not end in -ed: compromise knows their forms. */
const IRREGULAR = new Set(
  (
    'be have do say go get make know think take see come want give find tell become leave feel ' +
    'bring begin keep hold write stand hear let mean set meet run pay sit speak lie lead read ' +
    'grow lose fall send build understand draw break spend cut rise drive buy wear choose seek ' +
    'throw catch deal win forget sell fight teach eat sing swim fly ride sleep wake shake hide ' +
    'bite blow dig feed freeze hang hurt lend light put quit ring shine shoot shut sink slide ' +
    'spin split spread steal stick sting strike sweep swing tear weep wind can will may shall ' +
    'must bend bleed breed creep flee fling forgive kneel lay leap mistake overcome slay sew ' +
    'spit stride strive swear swell undo upset withdraw wring arise awake bear beat bet bind ' +
    'burst cast cling cost dive dream forbid forsake grind knit leap prove saw shed shrink slit ' +
    'smell spell spill spoil stink string sunburn thrust tread weave wed'
  ).split(' '),
);

/** The -ed past of a regular verb: "beep" → "beeped", "bake" → "baked", "cry" → "cried". */
function regularPast(verb: string): string {
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  // "stop" → "stopped", "hug" → "hugged": one short vowel before one last consonant.
  if (/^[^aeiou]*[aeiou][bdglmnprt]$/.test(verb)) return `${verb}${verb.at(-1)}ed`;
  return `${verb}ed`;
}

/**
 * The text in the past tense. Only verbs that narrate in the present change; infinitives
 * ("wanted to bring"), imperatives and verbs already in the past stay as they are.
 */
export function toPastTense(text: string): string {
  // "thank you" is a thing said, never a verb to conjugate ("Please and thank you open doors"),
  // and an "'s" left after expandContractions is a possessive ("Ruby's grandma"), which
  // compromise would otherwise read as "Ruby is".
  const kept = expandContractions(text)
    .replace(/\bthank you\b/gi, (m) => m.replace(' ', '\u2060_'))
    .replace(/(\p{L})(['’])s\b/gu, (_m, letter: string, mark: string) =>
      mark === '’' ? `${letter}xposscurlyx` : `${letter}xpossx`,
    );
  const doc = nlp(pastAuxiliaries(kept));
  correctTags(doc);
  const count = doc.verbs().length;
  const clauses = clauseOfEachVerb(doc, count);
  // From the last verb back: a verb changed in place can change how compromise counts the verbs
  // after it ("bept" was no verb, and the "is" after it stayed), never those before it.
  for (let index = count - 1; index >= 0; index--) {
    const verb = doc.verbs(index);
    if (!isPresentNarration(grammarOf(verb))) continue;
    // "lost her cat mittens": a second verb in one clause is a word misread ("mittens").
    if (
      clauses
        .slice(0, index)
        .some((clause, i) => clause === clauses[index] && isFinite(doc.verbs(i)))
    )
      continue;
    const before = verb.text();
    const first = verb.terms().first();
    // "feeling smaller", "chasing butterflies": a participle, not a verb of its own.
    if (first.has('#Gerund') && !verb.has('(#Copula|#Auxiliary)')) continue;
    // "loves chasing butterflies": only the first verb moves ("loved chasing").
    if (verb.has('#Gerund') && !first.has('(#Gerund|#Copula|#Auxiliary)')) {
      const word = first.text('normal');
      const past = nlp(`it ${word}`).verbs().toPastTense().text().split(' ').at(-1);
      if (past && past !== word) first.replaceWith(past);
      continue;
    }
    // Only a verb of one word: "does not like" and "can bake" keep compromise's auxiliaries.
    const single = verb.terms().length === 1;
    const infinitive = single
      ? (verb.json()[0] as { verb?: { infinitive?: string } })?.verb?.infinitive
      : undefined;
    // Where the verb's first word stands (sentence, term), as compromise points at it.
    const at = (verb as unknown as { pointer?: [number, number][] }).pointer?.[0];
    verb.toPastTense();
    // compromise conjugates verbs it does not know by likeness ("beep" like "keep": "bept";
    // "peek" like "seek": "pought"): a verb that is not irregular takes -ed.
    const told = verb.terms().first();
    const said = told.text('normal');
    if (
      infinitive &&
      /^[a-z]+$/.test(infinitive) &&
      !IRREGULAR.has(infinitive) &&
      !/ed$/.test(said)
    )
      told.replaceWith(regularPast(infinitive));
    // compromise guesses "were" when it cannot see a singular subject ("... and Pip is"). Only
    // the verb's own first word is put right, found where it stood: after the change the view
    // can reach over the whole sentence ("it was cold and the ducks were hungry").
    const head = at ? termAt(doc, at) : verb.terms().first();
    const headWord = head.text('normal');
    if (/\b(is|am)\b/i.test(before) && headWord === 'were') head.replaceWith('was');
    if (/\bare\b/i.test(before) && headWord === 'was') head.replaceWith('were');
  }
  return (
    doc
      .text()
      .replace(/\u2060_/g, ' ')
      .replace(/xposscurlyx/g, '’s')
      .replace(/xpossx/g, "'s")
      // A conjugation compromise gets wrong.
      .replace(/\bwaked\b/g, 'woke')
      .replace(/\b(everyone|everybody|nobody|somebody|someone|it|he|she) were\b/gi, '$1 was')
  );
}

/** Text with quoted speech taken out: dialogue may speak in the present. */
export function withoutDialogue(text: string): string {
  return text.replace(/“[^”]*”|"[^"]*"|«[^»]*»|—[^—]*(—|$)/g, ' ');
}

/** The verbs that still narrate in the present outside dialogue ("finds", "is"). */
export function presentVerbs(text: string): string[] {
  const doc = nlp(withoutDialogue(text));
  correctTags(doc);
  const found: string[] = [];
  const count = doc.verbs().length;
  for (let index = 0; index < count; index++) {
    const verb = doc.verbs(index);
    if (isPresentNarration(grammarOf(verb)) && !isTaggingSlip(verb, doc)) {
      found.push(verb.text('normal'));
    }
  }
  // The tagger can read "is stuck" as one participle; a bare "is" in narration is still present.
  const narration = withoutDialogue(text);
  const copulas = narration.match(/\b(?:am|is|are)\b/gi) ?? [];
  if (copulas.length > 0 && !found.some((verb) => /\b(?:am|is|are)\b/.test(verb)))
    found.push(...copulas.map((word) => word.toLowerCase()));
  return found;
}

/** The one word at (sentence, term): compromise's `update` makes a view of a pointer. */
function termAt(doc: View, [sentence, term]: [number, number]): View {
  const pointTo = doc as unknown as { update(pointer: number[][]): View };
  return pointTo.update([[sentence, term, term + 1]]);
}

/** Verbs whose past is the same word ("set off", "put"), told in a past story. */
const SAME_IN_PAST = /^(set|put|let|cut|hit|hurt|shut|spread|cost|quit|burst|cast|read)$/i;

/**
 * What compromise tags as a present verb but is not present narration: a participle
 * ("feeling smaller"), a word that is a noun or adverb on its own ("eyes wide", "back"), a verb
 * after a past auxiliary or modal ("What could Pip do?"), a verb whose past is the same word.
 */
function isTaggingSlip(verb: VerbView, doc: View): boolean {
  const words = verb
    .text('normal')
    .replace(/[^a-z' ]/g, '')
    .trim();
  const main = words.split(' ').at(-1) ?? '';
  if (verb.has('#PastTense') || SAME_IN_PAST.test(main)) return true;
  // "went down", "came back": a past verb with its particle.
  if (words.split(' ').some((word) => nlp(word).has('#PastTense'))) return true;
  if (verb.terms().first().has('#Gerund') && !verb.has('(#Copula|#Auxiliary)')) return true;
  if (words.split(' ').length === 1 && !nlp(main).has('#Verb')) return true;
  const before = doc.text('normal').split(verb.text('normal'))[0] ?? '';
  // "made Kit jump", "let the dog sleep", "heard the owl hoot": a bare verb after them.
  return /\b(could|would|should|did|was|were|might|to|had|made|let|helped|watched|saw|heard)\s+(?:[a-z']+\s+){0,3}$/.test(
    before,
  );
}

/** Whether the first word reads as a verb to do ("find the lantern", "be brave", "fly"). */
export function startsWithVerb(text: string): boolean {
  const first = nlp(text).terms().first();
  return first.has('#Verb') && !first.has('(#Auxiliary|#Copula|#PastTense|#Gerund)')
    ? true
    : first.has('(be|#Gerund)');
}

/** "finding the lost cat" → "find the lost cat". */
export function gerundToInfinitive(text: string): string {
  const doc = nlp(text);
  const first = doc.terms().first();
  if (!first.has('#Gerund')) return text;
  const infinitive = (
    nlp(first.text()).verbs().conjugate()[0] as { Infinitive?: string } | undefined
  )?.Infinitive;
  return infinitive ? infinitive + text.slice(first.text().length) : text;
}

/**
 * The noun phrases of a text, for a safe retelling: "the path", "the woods". compromise leaves
 * out a possessive before a noun ("find his tooth" gives "tooth"); it comes back as "the", since
 * whose it was depends on who tells it ("my teddy" → "the teddy").
 */
export function nounPhrases(text: string): string[] {
  return (
    (nlp(text).nouns().not('#Pronoun').out('array') as string[])
      .map((phrase) => phrase.replace(/[.,;:!?]+$/, '').trim())
      // compromise may hand back "under the bed": the bed is the noun.
      .map((phrase) => phrase.replace(LEADING_PREPOSITION, ''))
      .filter((phrase) => phrase.length > 1)
      .map((phrase) => {
        const [first = '', ...rest] = phrase.split(/\s+/);
        if (POSSESSIVE.test(first) && rest.length > 0) return `the ${rest.join(' ')}`;
        return ownedIn(text, phrase) ? `the ${phrase}` : phrase;
      })
  );
}

const POSSESSIVE = /^(?:my|your|his|her|its|our|their)$/i;
const LEADING_PREPOSITION =
  /^(?:under|underneath|in|inside|on|at|behind|beside|near|into|onto|over|by|with|from|to|through|across|along)\s+(?=\S)/i;

function ownedIn(text: string, phrase: string): boolean {
  const at = text.toLowerCase().indexOf(phrase.toLowerCase());
  const before = at > 0 ? text.slice(0, at).trimEnd().split(/\s+/).at(-1) : undefined;
  return before !== undefined && POSSESSIVE.test(before);
}

/** Whether the text is one noun phrase ("a storm", "treasure", "the dark"). */
export function isNounPhrase(text: string): boolean {
  const doc = nlp(text);
  if (doc.verbs().length > 0) return false;
  const nouns = doc.nouns().out('array') as string[];
  return nouns.length === 1 && doc.terms().length <= 6;
}

/** "a storm" keeps its article; "storm" gets one ("a storm"); plurals and mass words stay. */
export function withArticle(phrase: string): string {
  const doc = nlp(phrase);
  if (doc.terms().first().has('(#Determiner|#Possessive|#Value|#ProperNoun)')) return phrase;
  if (doc.nouns().isPlural().length > 0) return phrase;
  return `the ${phrase}`;
}

/**
 * Names compromise knows as people ("sam", "maria") get their capital; one that follows "the" or
 * "my" is a thing ("my teddy", "the ginger"), and keeps its small letter.
 */
export function capitalisePeople(text: string): string {
  const doc = nlp(text);
  const things = doc.match('(#Determiner|#Possessive) [#FirstName]', 0);
  doc.match('#FirstName').not(things).toTitleCase();
  return capitaliseKin(doc.text());
}

/** "make it funny", "please write a scary one": words to the storyteller, not story text. */
export function isImperative(text: string): boolean {
  return nlp(text).terms().first().has('#Imperative');
}

/** "grandma" used as a name gets its capital; "my grandma" stays an ordinary word. */
export function capitaliseKin(text: string): string {
  return text.replace(
    /(?<!\b(?:my|his|her|their|your|our|the|a|an|’s|'s|whose)\s)\b(grandma|grandpa|granny|grandad|granddad|nana|nanna|mum|mom|mommy|mummy|dad|daddy|papa|mama)\b/g,
    (word: string) => word.charAt(0).toUpperCase() + word.slice(1),
  );
}

/** Whether any verb in the text is already in the past ("the wind blew"). */
export function hasPastTense(text: string): boolean {
  return nlp(text).has('#PastTense');
}
