import { downsample } from './downsample';
import { SampleWindow } from './sample-window';
import { createVoiceActivityDetector, type VadOptions } from './vad';
import { SPEECH_SAMPLE_RATE, encodeWav } from './wav';

/** One thing said, ready to send: a 16 kHz mono PCM16 WAV file. */
export interface Utterance {
  wav: ArrayBuffer;
  seconds: number;
  /**
   * How long ago, when handed over, the speech ended: the detector's hangover (hands-free), 0
   * when the button was let go. Timing a reply from the last word starts there.
   */
  endedMsAgo: number;
}

/**
 * Off: what the microphone hears is dropped (while the character speaks, so it never hears
 * itself). Hands-free: the voice-activity detector finds each utterance. Holding: push-to-talk,
 * everything from pressing to letting go.
 */
export type RecorderState = 'off' | 'handsFree' | 'holding';

/** More than any detector's attack and frame together. */
const KEPT_BEYOND_PREROLL_MS = 500;

export type ReleaseResult = 'sent' | 'tooShort' | 'notHolding';

export interface UtteranceRecorderOptions {
  /** The microphone's sample rate. */
  sampleRate: number;
  onUtterance: (utterance: Utterance) => void;
  /** Hands-free: the detector heard speech start (true) or end (false). */
  onSpeaking?: (speaking: boolean) => void;
  vad?: Omit<VadOptions, 'sampleRate'>;
  /** Sound kept from just before speech started: the detector needs a moment to be sure. */
  prerollMs?: number;
  /** Quiet kept after speech ended, so the last word is not clipped. */
  tailMs?: number;
  /** Longer utterances are sent as they are and listening starts afresh. */
  maxSeconds?: number;
  /** Shorter push-to-talk presses are a tap, not speech. */
  minSeconds?: number;
}

export interface UtteranceRecorder {
  push(chunk: Float32Array): void;
  /** Hands-free from now: waits for quiet, then for speech. */
  listen(): void;
  /** Push-to-talk pressed. */
  hold(): void;
  /** Push-to-talk let go: sends what was said unless it was only a tap. */
  release(): ReleaseResult;
  /** Stops listening (a hands-free utterance under way is dropped). */
  pause(): void;
  readonly state: RecorderState;
}

/**
 * Turns the microphone's stream into utterances: found by the voice-activity detector
 * (hands-free) or bounded by the push-to-talk button, then downsampled to 16 kHz and encoded.
 */
export function createUtteranceRecorder({
  sampleRate,
  onUtterance,
  onSpeaking,
  vad: vadOptions,
  prerollMs = 300,
  tailMs = 250,
  maxSeconds = 15,
  minSeconds = 0.25,
}: UtteranceRecorderOptions): UtteranceRecorder {
  const samplesFor = (ms: number) => Math.round((sampleRate * ms) / 1000);
  const detector = createVoiceActivityDetector({ sampleRate, ...vadOptions });
  const heard = new SampleWindow();
  let state: RecorderState = 'off';
  /** Where the utterance under way began (hands-free: preroll included), else null. */
  let utteranceStart: number | null = null;

  function emit(samples: Float32Array, endedAtSample = heard.end) {
    const speech = downsample(samples, sampleRate, SPEECH_SAMPLE_RATE);
    onUtterance({
      wav: encodeWav(speech),
      seconds: speech.length / SPEECH_SAMPLE_RATE,
      endedMsAgo: ((heard.end - endedAtSample) * 1000) / sampleRate,
    });
  }

  function startAfresh(next: RecorderState) {
    if (state === 'handsFree' && utteranceStart !== null) onSpeaking?.(false);
    state = next;
    heard.clear();
    detector.reset();
    utteranceStart = next === 'holding' ? 0 : null;
  }

  function pushHandsFree(chunk: Float32Array) {
    for (const event of detector.push(chunk)) {
      if (event.type === 'speechStart') {
        utteranceStart = Math.max(0, event.atSample - samplesFor(prerollMs));
        onSpeaking?.(true);
      } else if (utteranceStart !== null) {
        const end = Math.min(heard.end, event.atSample + samplesFor(tailMs));
        emit(heard.read(utteranceStart, end), event.atSample);
        utteranceStart = null;
        onSpeaking?.(false);
      }
    }
    if (utteranceStart === null) {
      // Speech is known to have started only once the detector's attack has passed: keep a
      // little more than the preroll, so the preroll is still there then.
      heard.forgetBefore(heard.end - samplesFor(prerollMs + KEPT_BEYOND_PREROLL_MS));
    } else if (heard.end - utteranceStart >= sampleRate * maxSeconds) {
      emit(heard.read(utteranceStart));
      startAfresh('handsFree');
    }
  }

  return {
    push(chunk) {
      if (state === 'off') return;
      heard.append(chunk);
      if (state === 'handsFree') pushHandsFree(chunk);
      else if (heard.end >= sampleRate * maxSeconds) {
        emit(heard.read(0));
        startAfresh('holding');
      }
    },
    listen: () => startAfresh('handsFree'),
    hold: () => startAfresh('holding'),
    release() {
      if (state !== 'holding') return 'notHolding';
      const samples = heard.read(0);
      startAfresh('off');
      if (samples.length < sampleRate * minSeconds) return 'tooShort';
      emit(samples);
      return 'sent';
    },
    pause: () => startAfresh('off'),
    get state() {
      return state;
    },
  };
}
