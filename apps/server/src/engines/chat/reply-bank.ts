import type { ChatIntent } from './chat-intents.js';
import type { Feeling } from './feeling-examples.js';

/**
 * The words a character strings its facts with. `{name}` is the character's name, `{names}` a
 * list of companions, `{title}` a story's title, `{thing}` what the child said they like.
 */
export type ReplyBank = {
  greeting: string[];
  openers: Partial<Record<ChatIntent | 'unknown', string[]>>;
  /** Honest: the family wrote nothing about this. */
  dontKnow: string[];
  /** Honest about something asked for that the family never wrote of ('{thing}': 'a dog'). */
  notInStories: string[];
  /** Met when the child tells how they feel: kindness for sadness, joy for joy. */
  feelingReplies: Record<Feeling, string[]>;
  /** A gentle question after a feeling, about the story world or what helps, never their home. */
  feelingQuestions: Record<Feeling, string[]>;
  /** Leads into something the character does know. */
  butIKnow: string[];
  questionsBack: Partial<Record<ChatIntent | 'any', string[]>>;
  /** One friend ('My friend is {names}!'), several ('My friends are {names}!'). */
  friend: string[];
  friends: string[];
  noFriends: string[];
  /** 'Can we be friends?', 'I love you': warmth back. */
  friendship: string[];
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
  /** Said back to something the child does not like ('You are bored?'): no cheering. */
  shareGlum: string[];
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
