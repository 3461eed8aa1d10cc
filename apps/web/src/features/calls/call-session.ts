import {
  RESTING_CALL_ID,
  type VoiceCallEnding,
  type VoiceCallStartResponse,
} from '@storyloom/contracts';
import { statusOf, userMessageOf, type ApiClient } from '../../lib/api-client';
import type { AudioServices } from './audio/audio-services';
import { createBrowserListener, type BrowserListener } from './audio/browser-recognition';
import { MicrophoneError, type Microphone } from './audio/microphone';
import type { Playback } from './audio/player';
import { createUtteranceRecorder, type UtteranceRecorder } from './audio/utterance-recorder';
import { endCall, sendHeartbeat, sendUtterance, startCall, type SaidThing } from './call-api';
import type { CallAction, EndReason, Phase, StartFailure } from './call-state';

/** Hands-free (the voice-activity detector takes turns) or push-to-talk. */
export type TalkMode = 'handsFree' | 'pushToTalk';

export interface CallSessionOptions {
  api: ApiClient;
  audio: AudioServices;
  storyId: string;
  characterId: string;
  mode: TalkMode;
  dispatch: (action: CallAction) => void;
}

function startFailureOf(error: unknown): StartFailure {
  const status = statusOf(error);
  if (status === 402) return 'noCredits';
  if (status === 404) return 'notFound';
  if (status === 401) return 'signIn';
  return 'failed';
}

/**
 * One call, from the click on Call to the end: the microphone, the call on the server, the
 * heartbeats and the countdown, each turn (the child's words out, the reply's voice in, sentence
 * by sentence) and a clean ending whoever ends it. Lives outside React; the page sees its state
 * through `dispatch`.
 */
export class CallSession {
  private readonly options: CallSessionOptions;
  private mode: TalkMode;
  private phase: Phase = 'greeting';
  private context: AudioContext | null = null;
  private microphone: Microphone | null = null;
  private recorder: UtteranceRecorder | null = null;
  /** Recognition mode 'browser': the browser's recogniser takes the turns instead. */
  private listener: BrowserListener | null = null;
  private callId: string | null = null;
  private timers: ReturnType<typeof setInterval>[] = [];
  private turn: AbortController | null = null;
  private playing = new Set<Playback>();
  /** The character's voice, sentence after sentence. */
  private voice: Promise<void> = Promise.resolve();
  /** Set once the call is over for this page (ended, hung up, or the page left). */
  private over = false;
  private ending = false;

  constructor(options: CallSessionOptions) {
    this.options = options;
    this.mode = options.mode;
  }

  private dispatch(action: CallAction) {
    if (!this.over || action.type === 'ended') this.options.dispatch(action);
  }

  private setPhase(phase: Phase) {
    this.phase = phase;
    this.dispatch({ type: 'phase', phase });
  }

  /** Opens the microphone, then the call. Call it from the click, for the AudioContext's sake. */
  async begin(): Promise<void> {
    const { api, audio, storyId, characterId } = this.options;
    this.options.dispatch({ type: 'connecting' });
    this.context = audio.createContext();
    if (!this.context) {
      this.options.dispatch({ type: 'unsupported', what: 'audio' });
      return;
    }
    try {
      this.microphone = await audio.openMicrophone(this.context);
    } catch (error) {
      const left = this.over;
      this.shutDown();
      const problem = error instanceof MicrophoneError ? error.problem : 'failed';
      if (!left) this.options.dispatch({ type: 'micProblem', problem });
      return;
    }
    let start: VoiceCallStartResponse;
    try {
      if (this.over) throw new Error('The page left before the call started');
      start = await startCall(api, storyId, characterId);
    } catch (error) {
      const left = this.over;
      this.shutDown();
      if (!left)
        this.options.dispatch({
          type: 'startFailed',
          failure: startFailureOf(error),
          message: userMessageOf(error),
        });
      return;
    }
    if (start.callId !== RESTING_CALL_ID && !start.ended) this.callId = start.callId;
    if (this.over) {
      // Hung up (or left) while the call was connecting: it ends at once.
      this.sendEnd(true);
      return;
    }
    this.answered(start);
  }

  private answered(start: VoiceCallStartResponse) {
    const { character, creditsPerMinute, recognition, greeting, secondsLeft, ended } = start;
    this.options.dispatch({
      type: 'answered',
      call: { character, creditsPerMinute, phrases: recognition.phrases },
      greeting: greeting.text,
      secondsLeft,
    });
    if (ended) {
      // A parent's rule: the greeting is the goodbye.
      void this.speak(greeting.audioUrl).then(() => this.finish(ended.reason));
      return;
    }
    if (recognition.mode === 'browser') {
      // No recogniser on the server for this language: the browser's own takes the turns.
      const create = this.options.audio.speechRecognizer();
      if (!create) {
        this.options.dispatch({ type: 'unsupported', what: 'recognition' });
        this.sendEnd(false);
        this.shutDown();
        return;
      }
      this.listener = createBrowserListener({
        create,
        language: start.language,
        onText: (text) => void this.say({ text }),
        onSpeaking: () => {
          if (this.phase === 'listening') this.setPhase('hearing');
        },
        onNothing: () => {
          this.setPhase('listening');
          this.dispatch({ type: 'notice', notice: 'notHeard' });
        },
      });
    }
    this.startTimers(start.heartbeatSeconds);
    if (!this.listener) this.startRecorder(recognition.maxUtteranceSeconds);
    void this.speak(greeting.audioUrl).then(() => this.listen());
  }

  private startTimers(heartbeatSeconds: number) {
    this.timers.push(
      setInterval(() => void this.heartbeat(), heartbeatSeconds * 1000),
      setInterval(() => this.dispatch({ type: 'tick' }), 1000),
    );
  }

  private startRecorder(maxUtteranceSeconds: number) {
    const microphone = this.microphone!;
    const recorder = createUtteranceRecorder({
      sampleRate: microphone.sampleRate,
      maxSeconds: maxUtteranceSeconds,
      onUtterance: (utterance) => void this.say({ wav: utterance.wav }),
      onSpeaking: (speaking) => {
        if (speaking) this.setPhase('hearing');
        else if (this.phase === 'hearing') {
          this.phase = 'listening';
          this.dispatch({ type: 'stoppedSpeaking' });
        }
      },
    });
    this.recorder = recorder;
    microphone.onChunk((chunk) => recorder.push(chunk));
  }

  /** Plays the character's voice after what is already playing; resolves when it has played. */
  private speak(audioUrl: string): Promise<void> {
    this.voice = this.voice.then(async () => {
      if (this.over || audioUrl === '') return;
      const playback = this.options.audio.playSound(audioUrl);
      this.playing.add(playback);
      void playback.started.then(
        () => {
          if (!this.over && this.phase !== 'greeting') this.setPhase('speaking');
        },
        () => undefined,
      );
      await playback.finished.catch(() => undefined);
      this.playing.delete(playback);
    });
    return this.voice;
  }

  /** The child's turn: hands-free listens at once; push-to-talk waits for the button. */
  private listen() {
    if (this.over || this.ending) return;
    this.setPhase('listening');
    if (this.mode === 'handsFree') {
      this.recorder?.listen();
      this.listener?.listen();
    } else {
      this.recorder?.pause();
      this.listener?.pause();
    }
  }

  setMode(mode: TalkMode) {
    this.mode = mode;
    if (this.phase === 'listening' || this.phase === 'hearing') this.listen();
  }

  /** Push-to-talk pressed (the button, or the Space bar). */
  hold() {
    if (this.over || this.mode !== 'pushToTalk' || this.phase !== 'listening') return;
    this.recorder?.hold();
    this.listener?.hold();
    this.setPhase('hearing');
  }

  /** Push-to-talk let go: the words go out, unless it was only a tap. */
  release() {
    if (this.listener && this.phase === 'hearing' && this.mode === 'pushToTalk') {
      // The words, or a word that nothing was heard, come when the recogniser is done.
      this.setPhase('thinking');
      this.listener.release();
      return;
    }
    const recorder = this.recorder;
    if (recorder?.state === 'holding') {
      const result = recorder.release();
      if (result === 'tooShort') {
        this.setPhase('listening');
        this.dispatch({ type: 'notice', notice: 'tooShort' });
      }
    }
  }

  /** One turn: the words out, what was heard and the reply back, the reply's voice played. */
  private async say(said: SaidThing) {
    const callId = this.callId;
    if (!callId || this.turn || this.over) return;
    this.recorder?.pause();
    this.listener?.pause();
    this.setPhase('thinking');
    const turn = new AbortController();
    this.turn = turn;
    let ending: VoiceCallEnding | null = null;
    let lost = false;
    try {
      await sendUtterance(
        this.options.api,
        callId,
        said,
        (event) => {
          if (event.type === 'heard') this.dispatch({ type: 'heard', text: event.text });
          else if (event.type === 'sentence') {
            this.dispatch({ type: 'replyGrew', text: event.text });
            void this.speak(event.audioUrl);
          } else if (event.type === 'done') {
            if (event.reply) this.dispatch({ type: 'replied', text: event.reply });
            this.dispatch({ type: 'secondsLeft', secondsLeft: event.state.secondsLeft });
            ending = event.state.ended;
          } else this.dispatch({ type: 'notice', notice: 'replyFailed' });
        },
        turn.signal,
      );
    } catch (error) {
      if (turn.signal.aborted) return;
      const status = statusOf(error);
      if (status === 409) ending = { reason: 'dropped', rule: null, goodbye: null };
      else if (status === 404 || status === 401) lost = true;
      else this.dispatch({ type: 'notice', notice: 'replyFailed' });
    } finally {
      this.turn = null;
    }
    await this.voice;
    if (lost) this.finish('lost');
    else if (ending) await this.serverEnded(ending);
    else this.listen();
  }

  private async heartbeat() {
    const callId = this.callId;
    if (!callId || this.over || this.ending) return;
    try {
      const state = await sendHeartbeat(this.options.api, callId);
      this.dispatch({ type: 'secondsLeft', secondsLeft: state.secondsLeft });
      if (state.ended) await this.serverEnded(state.ended);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404 || status === 409) this.finish('lost');
      // Anything else may pass: the next heartbeat, well within the grace time, tries again.
    }
  }

  /** The server ended the call: the character's goodbye is played, then the call is over. */
  private async serverEnded(ending: VoiceCallEnding) {
    if (this.ending || this.over) return;
    this.ending = true;
    this.callId = null;
    this.recorder?.pause();
    this.listener?.pause();
    this.turn?.abort();
    if (ending.goodbye && ending.goodbye.text) {
      this.dispatch({ type: 'characterSaid', text: ending.goodbye.text });
      await this.speak(ending.goodbye.audioUrl);
    }
    this.finish(ending.reason);
  }

  private finish(reason: EndReason) {
    this.callId = null;
    this.shutDown();
    this.dispatch({ type: 'ended', reason });
  }

  /** The hang-up button; while still connecting, it calls off the call. */
  hangUp() {
    const answered = this.callId !== null;
    this.sendEnd(false);
    if (answered) this.finish('hung-up');
    else {
      this.shutDown();
      this.options.dispatch({ type: 'calledOff' });
    }
  }

  /**
   * The page is going away (another page, a closed tab): the call ends on the server with a
   * request that outlives the page.
   */
  leave() {
    const answered = this.callId !== null;
    this.sendEnd(true);
    this.shutDown();
    // Seen again only if the browser brings the page back from its cache.
    if (answered) this.options.dispatch({ type: 'ended', reason: 'hung-up' });
  }

  private sendEnd(keepalive: boolean) {
    const callId = this.callId;
    this.callId = null;
    this.over = true;
    if (callId) endCall(this.options.api, callId, { keepalive }).catch(() => undefined);
  }

  /** Lets go of everything: timers, the turn, the voice, the microphone. */
  private shutDown() {
    this.over = true;
    this.timers.forEach((timer) => clearInterval(timer));
    this.timers = [];
    this.turn?.abort();
    this.playing.forEach((playback) => playback.stop());
    this.playing.clear();
    this.recorder?.pause();
    this.listener?.pause();
    this.microphone?.close();
    this.microphone = null;
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }
}
