import type { ChatIntent } from './chat-intents.js';

/**
 * The words a character strings its facts with. `{name}` is the character's name, `{names}` a
 * list of companions, `{title}` a story's title, `{thing}` what the child said they like.
 */
export type ReplyBank = {
  greeting: string[];
  openers: Partial<Record<ChatIntent | 'unknown', string[]>>;
  /** Honest: the family wrote nothing about this. */
  dontKnow: string[];
  /** Leads into something the character does know. */
  butIKnow: string[];
  questionsBack: Partial<Record<ChatIntent | 'any', string[]>>;
  /** One friend ('My friend is {names}!'), several ('My friends are {names}!'). */
  friend: string[];
  friends: string[];
  noFriends: string[];
  place: string[];
  story: string[];
  /** A story not given a title yet. */
  storyUntitled: string[];
  noStory: string[];
  feelings: string[];
  jokes: string[];
  riddles: string[];
  /** Said back to what the child shares ('{thing}' is it, turned round: 'You like dinosaurs'). */
  share: string[];
  /** When it cannot be said back. */
  shareAny: string[];
  shareKnown: string[];
  bye: string[];
  thanks: string[];
  suggestions: Record<
    'identity' | 'home' | 'likes' | 'friends' | 'story' | 'joke' | 'riddle',
    string
  >;
  /** Joins the last two of a list: 'Lola and Max'. */
  and: string;
};
