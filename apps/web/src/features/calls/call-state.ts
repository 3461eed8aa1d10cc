import type { ChatCharacter, VoiceCallEndReason } from '@storyloom/contracts';
import type { MicrophoneProblem } from './audio/microphone';

/** One line of the captions: what the child said, or what the character said. */
export interface Caption {
  id: number;
  who: 'child' | 'character';
  text: string;
}

/**
 * Where an open call is: the character answering the phone, the child's turn (waiting, then
 * heard speaking), the words on their way to the server, the character's reply playing.
 */
export type Phase = 'greeting' | 'listening' | 'hearing' | 'thinking' | 'speaking';

/** A short word to the child about the last turn. */
export type Notice = 'notHeard' | 'replyFailed' | 'tooShort' | null;

export type StartFailure = 'noCredits' | 'notFound' | 'signIn' | 'failed';

/** Why the call ended: the server's reasons, or the line lost on our side. */
export type EndReason = VoiceCallEndReason | 'lost';

export interface CallInfo {
  character: ChatCharacter;
  creditsPerMinute: number;
  /** Example questions the recogniser understands (offline recognition). */
  phrases: string[];
}

export type CallState =
  | { kind: 'idle' }
  | { kind: 'connecting' }
  | { kind: 'micProblem'; problem: MicrophoneProblem }
  | { kind: 'startFailed'; failure: StartFailure; message: string }
  /** No sound on this browser (audio), or no recogniser for the call's language (recognition). */
  | { kind: 'unsupported'; what: 'audio' | 'recognition' }
  | {
      kind: 'inCall';
      call: CallInfo;
      phase: Phase;
      captions: Caption[];
      /** Null when nothing limits the call's length. */
      secondsLeft: number | null;
      notice: Notice;
      /** The caption of the reply under way, once its first sentence came. */
      replyId: number | null;
    }
  | { kind: 'ended'; call: CallInfo; captions: Caption[]; reason: EndReason };

export type CallAction =
  | { type: 'connecting' }
  /** Hung up before the character answered: back to the start. */
  | { type: 'calledOff' }
  | { type: 'micProblem'; problem: MicrophoneProblem }
  | { type: 'startFailed'; failure: StartFailure; message: string }
  | { type: 'unsupported'; what: 'audio' | 'recognition' }
  | { type: 'answered'; call: CallInfo; greeting: string; secondsLeft: number | null }
  | { type: 'phase'; phase: Phase }
  /** The child stopped speaking: back to listening, unless the words are already on their way. */
  | { type: 'stoppedSpeaking' }
  | { type: 'notice'; notice: Notice }
  | { type: 'heard'; text: string }
  | { type: 'replyGrew'; text: string }
  /** The whole reply, replacing what grew sentence by sentence. */
  | { type: 'replied'; text: string }
  | { type: 'characterSaid'; text: string }
  | { type: 'secondsLeft'; secondsLeft: number | null }
  | { type: 'tick' }
  | { type: 'ended'; reason: EndReason };

export const initialCallState: CallState = { kind: 'idle' };

type InCall = Extract<CallState, { kind: 'inCall' }>;

let nextCaptionId = 1;
const caption = (who: Caption['who'], text: string): Caption => ({
  id: nextCaptionId++,
  who,
  text,
});

function inCall(state: CallState, change: (call: InCall) => CallState): CallState {
  return state.kind === 'inCall' ? change(state) : state;
}

/** The reply under way grows by a sentence, or is replaced by the whole reply. */
function growReply(open: InCall, text: string, replace: boolean): InCall {
  if (open.replyId === null) {
    if (text.trim() === '') return open;
    const line = caption('character', text);
    return { ...open, captions: [...open.captions, line], replyId: line.id };
  }
  return {
    ...open,
    captions: open.captions.map((line) =>
      line.id === open.replyId
        ? { ...line, text: replace ? text : `${line.text} ${text}`.trim() }
        : line,
    ),
  };
}

export function callReducer(state: CallState, action: CallAction): CallState {
  switch (action.type) {
    case 'connecting':
      return { kind: 'connecting' };
    case 'calledOff':
      return { kind: 'idle' };
    case 'micProblem':
      return { kind: 'micProblem', problem: action.problem };
    case 'startFailed':
      return { kind: 'startFailed', failure: action.failure, message: action.message };
    case 'unsupported':
      return { kind: 'unsupported', what: action.what };
    case 'answered':
      return {
        kind: 'inCall',
        call: action.call,
        phase: 'greeting',
        captions: action.greeting ? [caption('character', action.greeting)] : [],
        secondsLeft: action.secondsLeft,
        notice: null,
        replyId: null,
      };
    case 'phase':
      return inCall(state, (open) => ({
        ...open,
        phase: action.phase,
        // Words on their way start a new turn: the next reply is a caption of its own.
        replyId: action.phase === 'thinking' ? null : open.replyId,
        // A new turn of the child's clears the word about the last one.
        notice: action.phase === 'hearing' || action.phase === 'thinking' ? null : open.notice,
      }));
    case 'stoppedSpeaking':
      return inCall(state, (open) =>
        open.phase === 'hearing' ? { ...open, phase: 'listening' } : open,
      );
    case 'notice':
      return inCall(state, (open) => ({ ...open, notice: action.notice }));
    case 'heard':
      return inCall(state, (open) =>
        action.text.trim() === ''
          ? { ...open, notice: 'notHeard' }
          : { ...open, captions: [...open.captions, caption('child', action.text)] },
      );
    case 'replyGrew':
      return inCall(state, (open) => growReply(open, action.text, false));
    case 'replied':
      return inCall(state, (open) => growReply(open, action.text, true));
    case 'characterSaid':
      return inCall(state, (open) => ({
        ...open,
        captions: [...open.captions, caption('character', action.text)],
      }));
    case 'secondsLeft':
      return inCall(state, (open) => ({ ...open, secondsLeft: action.secondsLeft }));
    case 'tick':
      return inCall(state, (open) =>
        open.secondsLeft === null || open.secondsLeft === 0
          ? open
          : { ...open, secondsLeft: open.secondsLeft - 1 },
      );
    case 'ended':
      return state.kind === 'inCall'
        ? { kind: 'ended', call: state.call, captions: state.captions, reason: action.reason }
        : state;
  }
}
