/**
 * Fills phrase-bank lines for one story: picks lines without repeating them, and chooses how
 * to refer to each character (name, pronoun or an epithet from the description) so pages do
 * not read like a form.
 */
import type { CastMember } from './cast.js';
import type { AgeBand, PhraseBank } from './phrase-bank.js';
import type { Random } from './random.js';
import type { Language } from './text-tidy.js';
import { withTitleArticle } from './spanish-agreement.js';

export type LineContext = {
  friend?: CastMember | undefined;
  place?: CastMember | undefined;
  home?: CastMember | undefined;
  /** Lines matching this are not chosen for this beat (what would not fit its story). */
  except?: RegExp | undefined;
  /**
   * Ready-made phrases for {D}, {G}, {C}, {E}, {N}, {FRIENDS}; {FAILED} marks a line that says in
   * its own words that a try failed, and is filled with nothing.
   */
  values?: Partial<
    Record<
      'D' | 'G' | 'GD' | 'C' | 'E' | 'N' | 'K' | 'T' | 'OBJ' | 'OBST' | 'FRIENDS' | 'FAILED',
      string
    >
  >;
};

const PRONOUNS = {
  f: { subject: 'she', object: 'her', possessive: 'her' },
  m: { subject: 'he', object: 'him', possessive: 'his' },
} as const;

/** Words a speaker's name follows in inverted speech: "“Let me help,” said Dad". */
const SPEECH_VERB_BEFORE = /\b(?:said|asked|called|cried|whispered|replied|shouted)\s$/i;

export class Writer {
  private readonly used = new Set<string>();
  private readonly mentionedOnPage = new Set<string>();
  private lastMentioned: string | null = null;
  private epithetUses = new Map<string, number>();
  /** Who was already named in the line being filled: "their", not a second name. */
  private readonly inThisLine = new Set<string>();
  /** Whether the last sentence written began with an article ("The path was long."). */
  private lastBeganWithArticle = false;
  /** Whether the token being filled opens its line. */
  private atLineStart = false;
  /** Named in full once: afterwards "Pip", not "Pip the Fox" again. */
  private readonly namedInFull = new Set<string>();

  constructor(
    private readonly bank: PhraseBank,
    private readonly band: AgeBand,
    private readonly language: Language,
    private readonly random: Random,
    private readonly hero: CastMember,
    /** Lines matching this are never chosen (sunny mornings in a night story). */
    private readonly avoid: RegExp | null = null,
  ) {}

  startPage(): void {
    this.mentionedOnPage.clear();
    this.lastMentioned = null;
  }

  /** A line from the bank not used before in this story ('' when the beat is used up). */
  line(key: string, context: LineContext = {}): string {
    const lines = this.bank[key]?.[this.band] ?? [];
    const unused = lines.filter(
      (line) =>
        !this.used.has(line) &&
        !(this.avoid && this.avoid.test(line)) &&
        !context.except?.test(line),
    );
    // A hero of unknown gender is never "their" in English: lines that would need a pronoun
    // for a second mention wait while others remain.
    const plain = unused.filter((line) => !this.needsHeroPronoun(line));
    const fresh = plain.length > 0 ? plain : unused;
    if (fresh.length === 0) return '';
    const chosen = this.random.pick(fresh);
    this.used.add(chosen);
    return this.fill(chosen, context);
  }

  private needsHeroPronoun(line: string): boolean {
    if (this.language !== 'en' || this.hero.gender) return false;
    return (line.match(/\{H(?::[so])?\}/g) ?? []).length > 1;
  }

  /** Marks a line as spent without writing it (when two beats share wording). */
  hasLines(key: string): boolean {
    return (this.bank[key]?.[this.band] ?? []).some((line) => !this.used.has(line));
  }

  fill(template: string, context: LineContext = {}): string {
    this.inThisLine.clear();
    const filled = template.replace(
      /\{([A-Za-z]+)(?::([a-z]+))?\}/g,
      (whole, token: string, form: string | undefined, offset: number) => {
        this.atLineStart = offset === 0;
        if (token === 'H' && offset === 0 && this.canDropSubject(form)) return '';
        // "…,” said Dad", never "said he": after a speech verb a character is named.
        const said = form === undefined && SPEECH_VERB_BEFORE.test(template.slice(0, offset));
        const as = said ? 'n' : form;
        if (token === 'H') return this.refer(this.hero, as);
        if (token === 'F')
          return context.friend ? this.refer(context.friend, as) : this.friendless(form);
        if (token === 'L' && form === 'n') return context.place?.name ?? '';
        if (token === 'L') return context.place ? placePhrase(context.place, this.language) : '';
        if (token === 'HOME') return context.home ? placePhrase(context.home, this.language) : '';
        const value = context.values?.[token as keyof NonNullable<LineContext['values']>];
        if (value !== undefined) return value;
        throw new Error(`The storyteller has no value for ${whole}.`);
      },
    );
    const lastSentence =
      filled
        .trim()
        .split(/(?<=[.!?])\s+/)
        .at(-1) ?? '';
    this.lastBeganWithArticle = /^(?:the|el|la|los|las)\s/i.test(lastSentence);
    return filled;
  }

  /** Spanish leaves out a subject everyone already knows: "Se sentó a pensar." */
  private canDropSubject(form: string | undefined): boolean {
    if (this.language !== 'es' || form !== undefined) return false;
    const known = this.mentionedOnPage.has(this.hero.name) && this.lastMentioned === this.hero.name;
    return known && this.random.chance(0.6);
  }

  /** Without a friend on the page, {F} lines are never chosen; this keeps output clean anyway. */
  private friendless(form?: string): string {
    if (this.language === 'es') return form === 'a' ? 'o' : 'alguien';
    return form === 's' ? 'a friend’s' : 'a friend';
  }

  private refer(member: CastMember, form?: string): string {
    const gender = member.gender;
    if (form === 'a') return gender === 'f' ? 'a' : 'o';
    if (form === 'lo') return gender === 'f' ? 'la' : 'lo';
    if (form === 'un') return gender === 'f' ? 'una' : 'un';
    if (form === 'buen') return gender === 'f' ? 'buena' : 'buen';
    if (form === 'n') return this.named(member);
    const firstOnPage = !this.mentionedOnPage.has(member.name);
    const clear = this.lastMentioned === member.name;
    const sameLine = this.inThisLine.has(member.name) && clear;
    this.inThisLine.add(member.name);
    if (this.language === 'en' && sameLine && (form === 's' || form === 'o')) {
      if (!gender) return form === 's' ? possessive(this.nameOf(member)) : this.nameOf(member);
      return form === 's' ? PRONOUNS[gender].possessive : PRONOUNS[gender].object;
    }
    // A second mention in one line is never an epithet: "Pip looked at what the hedgehog had".
    if (sameLine && form === undefined) {
      return this.language === 'en' && gender ? PRONOUNS[gender].subject : this.nameOf(member);
    }
    this.mentionedOnPage.add(member.name);
    this.lastMentioned = member.name;
    if (this.language === 'en' && gender && clear && !firstOnPage && this.random.chance(0.6)) {
      const pronoun = PRONOUNS[gender];
      if (form === 'o') return pronoun.object;
      if (form === 's') return pronoun.possessive;
      return pronoun.subject;
    }
    // "The path was long. The shy hedgehog felt sad.": a line after one that began with an
    // article begins with the name instead.
    const startsLikeTheLast = this.atLineStart && this.lastBeganWithArticle;
    const epithet =
      !firstOnPage && form !== 's' && !startsLikeTheLast ? this.epithet(member) : null;
    const base = epithet ?? this.nameOf(member);
    if (form === 's') return this.language === 'en' ? possessive(base) : `de ${base}`;
    return base;
  }

  private named(member: CastMember): string {
    this.mentionedOnPage.add(member.name);
    this.inThisLine.add(member.name);
    this.lastMentioned = member.name;
    return this.nameOf(member);
  }

  /** The full name the first time, the short one after ("Pip the Fox", then "Pip"). */
  private nameOf(member: CastMember): string {
    const full = !this.namedInFull.has(member.name);
    this.namedInFull.add(member.name);
    const name = full ? member.name : shortName(member.name);
    return this.language === 'es' ? withTitleArticle(name) : name;
  }

  /** An epithet now and then (never the same one twice in a row). */
  private epithet(member: CastMember): string | null {
    const options = [member.epithet, member.shortEpithet].filter((e): e is string => Boolean(e));
    if (options.length === 0 || !this.random.chance(0.35)) return null;
    const uses = this.epithetUses.get(member.name) ?? 0;
    this.epithetUses.set(member.name, uses + 1);
    return options[uses % options.length] ?? null;
  }
}

export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`;
}

/** A place's name as it sits mid-sentence: "in the old mill", "en el Bosque Encantado". */
export function placePhrase(place: CastMember, language: Language): string {
  const name = place.name;
  if (language === 'en') {
    if (/^the\s/i.test(name)) return 'the' + name.slice(3);
    if (
      /^[a-z]/.test(name) &&
      !/^(a|an|my|our|his|her|their)\s/i.test(name) &&
      !/'s\b/.test(name)
    ) {
      return `the ${name}`;
    }
    return name;
  }
  if (/^(el|la|los|las)\s/i.test(name)) return name.charAt(0).toLowerCase() + name.slice(1);
  if (/^[a-záéíóúñ]/.test(name) && !/^(un|una|mi|su|tu)\s/i.test(name)) {
    const first = name.split(' ')[0] ?? '';
    return `${/a$|ión$|dad$/i.test(first) ? 'la' : 'el'} ${name}`;
  }
  return name;
}

/** "Pip the Fox" → "Pip", "Lola la Zorra" → "Lola"; other names stay whole ("Grandma Rosa"). */
export function shortName(name: string): string {
  const match = name.match(/^(\p{Lu}[\p{L}'’-]*)\s+(?:the|el|la)\s+\p{L}+(?:\s+\p{L}+)?$/u);
  return match?.[1] ?? name;
}
