// The few parts of NLP.js (MIT) the chat engine uses; the packages ship no types.

declare module '@nlpjs/core' {
  export type Container = { use(plugin: unknown): void };
  export function containerBootstrap(): Container;
}

declare module '@nlpjs/nlu' {
  import type { Container } from '@nlpjs/core';
  export type NluSettings = {
    locale: string;
    container: Container;
    log?: boolean;
    spellCheck?: boolean;
    spellCheckDistance?: number;
    useNoneFeature?: boolean;
  };
  export class NluNeural {
    constructor(settings: NluSettings);
    /** Stemmed, normalised words of the training examples. */
    features: Record<string, number>;
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>;
    /** The text's stems, as the classifier reads them. */
    prepare(text: string): Promise<Record<string, number>>;
    /** Corrects stems to the nearest known ones, at most `distance` letters off. */
    spellCheck: { check(tokens: string[], distance: number): string[] };
    process(
      text: string,
      settings?: { spellCheck?: boolean; spellCheckDistance?: number },
    ): Promise<{ classifications: { intent: string; score: number }[] }>;
  }
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
  export class StopwordsEn {
    isStopword(word: string): boolean;
  }
  export class StemmerEn {
    stemWord(word: string): string;
  }
}

declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
  export class StopwordsEs {
    isStopword(word: string): boolean;
  }
  export class StemmerEs {
    stemWord(word: string): string;
  }
}

declare module '@nlpjs/lang-en' {
  export const LangEn: unknown;
}

declare module '@nlpjs/sentiment' {
  import type { Container } from '@nlpjs/core';
  export class SentimentAnalyzer {
    constructor(settings: { container: Container });
    process(input: {
      locale: string;
      text: string;
    }): Promise<{ sentiment: { score: number; vote: string; numHits: number } }>;
  }
}

declare module '@nlpjs/similarity' {
  export function leven(a: string, b: string): number;
}
