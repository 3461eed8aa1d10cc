import { containerBootstrap, type Container } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangEs } from '@nlpjs/lang-es';
import { NluNeural } from '@nlpjs/nlu';
import type { ChatLanguage } from './chat-port.js';
import { withGrammaticalPerson } from './grammatical-person.js';

/** The classifier's answer: the likeliest label ('None' when nothing fits) and how sure it is. */
export type Classification<Label extends string> = {
  label: Label | 'None';
  score: number;
  /** How many of the text's words the classifier knows (after spelling correction). */
  knownWords: number;
};

export type TextClassifier<Label extends string> = {
  language: ChatLanguage;
  classify(text: string): Promise<Classification<Label>>;
  /**
   * The words of a text that none of the examples has, even spelling corrected: what the text
   * is about rather than how it asks ('dinosaurs' in 'do you like dinosaurs?').
   */
  unknownWords(text: string): Promise<string[]>;
};

let sharedContainer: Container | undefined;

function container(): Container {
  if (!sharedContainer) {
    sharedContainer = containerBootstrap();
    sharedContainer.use(LangEn);
    sharedContainer.use(LangEs);
  }
  return sharedContainer;
}

/**
 * Trains an NLP.js neural intent classifier (stemmed words, stop words kept, a 'None' feature
 * for unknown words) on labelled examples. Training takes milliseconds; the result is deterministic for the same examples.
 */
export async function trainClassifier<Label extends string>(
  language: ChatLanguage,
  examples: Record<Label, string[]>,
  {
    outOfScope = [],
    farSpelling = true,
    unknownWordsMeanNone = true,
    markPerson = false,
  }: {
    /** Examples that mean none of the labels. */
    outOfScope?: string[];
    /** Also read a word two letters off as a known one (a swap); off where a false alarm costs. */
    farSpelling?: boolean;
    /** Words never seen in the examples count towards 'None' (off: they are not read at all). */
    unknownWordsMeanNone?: boolean;
    /** Name a Spanish text's grammatical person (asking the character, or telling of oneself). */
    markPerson?: boolean;
  } = {},
): Promise<TextClassifier<Label>> {
  const read = (text: string) => (markPerson ? withGrammaticalPerson(text, language) : text);
  const nlu = new NluNeural({
    locale: language,
    container: container(),
    log: false,
    useNoneFeature: unknownWordsMeanNone,
  });
  const corpus = (Object.entries(examples) as [Label, string[]][]).flatMap(([label, texts]) =>
    texts.map((utterance) => ({
      utterance: read(utterance.replace(/[[\]]/g, '')),
      intent: label,
    })),
  );
  await nlu.train([
    ...corpus,
    ...outOfScope.map((utterance) => ({
      utterance: read(utterance),
      intent: 'None',
    })),
  ]);
  const readWith = async (input: string, distance: number) => {
    const { classifications } = await nlu.process(input, {
      spellCheck: true,
      spellCheckDistance: distance,
    });
    const best = classifications[0] ?? { intent: 'None', score: 1 };
    return { label: best.intent as Label | 'None', score: best.score };
  };
  return {
    language,
    async classify(text) {
      // Words the text really has: the marker would make every Spanish guess look surer.
      const knownWords = await knownWordCount(nlu, text);
      const input = read(text);
      // A misspelt word is read as the nearest known one, one letter off, and again two off (a
      // swap such as 'joek' or 'freinds' is two); the surer reading wins.
      const near = await readWith(input, 1);
      const far = farSpelling ? await readWith(input, 2) : near;
      const better = far.label !== 'None' && far.score > near.score ? far : near;
      return { ...better, knownWords };
    },
    async unknownWords(input) {
      const words = [...new Set(input.toLowerCase().match(/\p{L}{3,}/gu) ?? [])];
      const unknown: string[] = [];
      for (const word of words) {
        const stems = nlu.spellCheck.check(Object.keys(await nlu.prepare(word)), 1);
        if (stems.length > 0 && stems.every((stem) => nlu.features[stem] === undefined)) {
          unknown.push(word);
        }
      }
      return unknown;
    },
  };
}

async function knownWordCount(nlu: NluNeural, text: string): Promise<number> {
  const stems = Object.keys(await nlu.prepare(text));
  return stems.filter((stem) => nlu.features[stem] !== undefined).length;
}
