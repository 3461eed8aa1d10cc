// JSGF grammars for the offline recognizer: PocketSphinx hears only what a grammar allows, so a
// call's grammar lists the questions the character can answer, with slots for the names and
// things of its sheet. Words the acoustic model's dictionary lacks cannot be heard: dropped.

/** A grammar's parts: phrases (which may name slots as `<thing>`) and each slot's word sequences. */
export type GrammarParts = {
  phrases: readonly string[];
  slots: Readonly<Record<string, readonly string[]>>;
};

export type BuiltGrammar = {
  jsgf: string;
  /** The phrases kept (every word known), slots unexpanded. */
  phrases: string[];
};

/** Lower case, curly apostrophes straightened, anything but letters, digits and ' a space. */
export function normalizeWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\[([^\]]*)\]/g, '$1')
    .replace(/[^\p{L}\p{N}'<>\s-]/gu, ' ')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const SLOT = /^<([a-z]+)>$/;

/**
 * The grammar's JSGF text: one public rule, `<utterance>`, any kept phrase. A phrase or slot
 * value with a word outside `dictionary` is left out; a phrase naming an empty slot too.
 */
export function buildJsgf(parts: GrammarParts, dictionary: ReadonlySet<string>): BuiltGrammar {
  const known = (words: string[]) => words.every((word) => dictionary.has(word));
  const slots = new Map<string, string[]>();
  for (const [name, values] of Object.entries(parts.slots)) {
    const kept = new Set<string>();
    for (const value of values) {
      const words = normalizeWords(value).split(' ').filter(Boolean);
      if (words.length > 0 && known(words)) kept.add(words.join(' '));
    }
    if (kept.size > 0) slots.set(name, [...kept]);
  }
  const phrases = new Set<string>();
  for (const phrase of parts.phrases) {
    const words = normalizeWords(phrase).split(' ').filter(Boolean);
    if (words.length === 0) continue;
    const usable = words.every((word) => {
      const slot = SLOT.exec(word)?.[1];
      return slot !== undefined ? slots.has(slot) : dictionary.has(word);
    });
    if (usable) phrases.add(words.join(' '));
  }
  if (phrases.size === 0) throw new Error('the grammar has no phrase with only known words');
  const lines = [
    '#JSGF V1.0;',
    'grammar utterances;',
    `public <utterance> = ${[...phrases].join(' | ')};`,
  ];
  for (const [name, values] of slots) lines.push(`<${name}> = ${values.join(' | ')};`);
  return { jsgf: `${lines.join('\n')}\n`, phrases: [...phrases] };
}
