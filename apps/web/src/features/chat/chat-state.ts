import type { ChatCharacter, ChatMessage, ChatSetupResponse } from '@storyloom/contracts';

/** Why a turn did not get its reply: each reads differently to the child. */
export type TurnFailure = 'signIn' | 'tooFast' | 'failed';

/** The turn under way: the child's words are shown at once, the reply's as they stream in. */
export type Turn =
  | { kind: 'idle' }
  | { kind: 'sending'; text: string; reply: string }
  /** Kept with the child's words, so "Try again" is one tap and nothing typed is lost. */
  | { kind: 'failed'; text: string; failure: TurnFailure };

export type ChatState =
  | { kind: 'opening' }
  | { kind: 'signIn' }
  | { kind: 'failed'; message: string; notFound: boolean }
  | {
      kind: 'open';
      character: ChatCharacter;
      messages: ChatMessage[];
      suggestions: string[];
      turn: Turn;
      /** What the status region says: who is typing, then the whole reply once it is there. */
      announcement: string;
    };

export type ChatAction =
  | { type: 'opening' }
  | { type: 'opened'; conversation: ChatSetupResponse }
  | { type: 'openFailed'; message: string; notFound: boolean }
  | { type: 'signInNeeded' }
  | { type: 'turnStarted'; text: string; announcement: string }
  | { type: 'replyGrew'; text: string }
  | {
      type: 'turnDone';
      childMessage: ChatMessage;
      reply: ChatMessage;
      suggestions: string[];
      announcement: string;
    }
  | { type: 'turnFailed'; failure: TurnFailure };

export const initialChatState: ChatState = { kind: 'opening' };

/** Turn events only change an open conversation; any other state ignores them. */
function withOpen(state: ChatState, change: (open: OpenChat) => ChatState): ChatState {
  return state.kind === 'open' ? change(state) : state;
}
type OpenChat = Extract<ChatState, { kind: 'open' }>;

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'opening':
      return { kind: 'opening' };
    case 'opened': {
      const { character, messages, suggestions } = action.conversation;
      return {
        kind: 'open',
        character,
        messages,
        suggestions,
        turn: { kind: 'idle' },
        announcement: '',
      };
    }
    case 'openFailed':
      return { kind: 'failed', message: action.message, notFound: action.notFound };
    case 'signInNeeded':
      return { kind: 'signIn' };
    case 'turnStarted':
      return withOpen(state, (open) => ({
        ...open,
        turn: { kind: 'sending', text: action.text, reply: '' },
        announcement: action.announcement,
      }));
    case 'replyGrew':
      return withOpen(state, (open) =>
        open.turn.kind === 'sending'
          ? { ...open, turn: { ...open.turn, reply: open.turn.reply + action.text } }
          : open,
      );
    case 'turnDone':
      return withOpen(state, (open) => ({
        ...open,
        messages: [...open.messages, action.childMessage, action.reply],
        suggestions: action.suggestions,
        turn: { kind: 'idle' },
        announcement: action.announcement,
      }));
    case 'turnFailed':
      return withOpen(state, (open) =>
        open.turn.kind === 'sending'
          ? {
              ...open,
              turn: { kind: 'failed', text: open.turn.text, failure: action.failure },
              announcement: '',
            }
          : open,
      );
  }
}
