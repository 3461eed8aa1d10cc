import { STORY_PAGE_RANGE } from '@storyloom/contracts';
/**
 * How many pages a story gets and what happens on each: setting → problem → tries (the first
 * fail or half work) → turn → resolution → a warm close. Extra material (more friends, more
 * places) and the 'longer' choice add pages; the seed varies the rest.
 */
import type { Random } from './random.js';

export type Beat =
  | 'opening'
  | 'friends'
  | 'event'
  | 'problem'
  | 'travel'
  | 'try1'
  | 'try2'
  | 'try3'
  | 'search'
  | 'journey'
  | 'rest'
  | 'low'
  | 'turn'
  | 'resolve'
  | 'celebrate'
  | 'closing';

export type PlanInput = {
  length: 'normal' | 'longer';
  friendCount: number;
  extraPlaceCount: number;
  noteCount: number;
  givenCount: number;
};

const STORY_ORDER: readonly Beat[] = [
  'opening',
  'friends',
  'event',
  'problem',
  'travel',
  'try1',
  'search',
  'try2',
  'journey',
  'rest',
  'try3',
  'low',
  'turn',
  'resolve',
  'celebrate',
  'closing',
];

export function pageRange(length: PlanInput['length']): { min: number; max: number } {
  return STORY_PAGE_RANGE[length];
}

export function planPages(input: PlanInput, random: Random): Beat[] {
  const { min, max } = pageRange(input.length);
  const material = input.friendCount + input.extraPlaceCount + input.noteCount + input.givenCount;
  const base = input.length === 'normal' ? 6 : 11;
  const target = Math.max(min, Math.min(max, base + Math.round(material * 0.5) + random.int(0, 3)));

  const beats: Beat[] = ['opening', 'problem', 'try1', 'try2', 'turn', 'resolve'];
  const optional: Beat[] = [];
  // Material first, so every friend and place can have room of its own.
  optional.push(...random.shuffle(['event', 'closing'] as Beat[]));
  const friendPages = Math.ceil(input.friendCount / 2);
  for (let i = 0; i < Math.min(friendPages, 2); i++) optional.push('friends');
  for (let i = 0; i < Math.min(input.extraPlaceCount, 3); i++) optional.push('travel');
  const color = random.shuffle<Beat>(['try3', 'low', 'search', 'journey', 'rest']);
  if (input.friendCount > 0) color.splice(random.int(0, color.length), 0, 'celebrate');
  optional.push(...color);

  for (const beat of optional) {
    if (beats.length >= target) break;
    beats.push(beat);
  }
  const ordered = beats.sort((a, b) => STORY_ORDER.indexOf(a) - STORY_ORDER.indexOf(b));
  // One trip before each try reads better than several trips in a row.
  let travels = ordered.filter((beat) => beat === 'travel').length;
  const result: Beat[] = [];
  for (const beat of ordered) {
    if (beat === 'travel') continue;
    if ((beat === 'try1' || beat === 'try2' || beat === 'try3' || beat === 'turn') && travels > 0) {
      result.push('travel');
      travels--;
    }
    result.push(beat);
  }
  return result;
}
