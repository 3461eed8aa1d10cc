import { vi } from 'vitest';
import type { AudioServices } from '../audio/audio-services';
import { MicrophoneError, type Microphone, type MicrophoneProblem } from '../audio/microphone';
import type { SpeechRecognizer } from '../audio/browser-recognition';
import type { Playback } from '../audio/player';

/** A fake of the browser's recogniser: a test says what it recognised. */
export class FakeRecognizer implements SpeechRecognizer {
  lang = '';
  continuous = false;
  interimResults = true;
  maxAlternatives = 5;
  onresult: SpeechRecognizer['onresult'] = null;
  onspeechstart: SpeechRecognizer['onspeechstart'] = null;
  onerror: SpeechRecognizer['onerror'] = null;
  onend: SpeechRecognizer['onend'] = null;
  running = false;
  start() {
    this.running = true;
  }
  stop() {
    this.end();
  }
  abort() {
    this.running = false;
  }
  /** The recogniser heard `text` and stops, as it does after a sentence. */
  hears(text: string) {
    this.onspeechstart?.();
    const result = Object.assign([{ transcript: text }], { isFinal: true });
    this.onresult?.({ resultIndex: 0, results: [result] });
    this.end();
  }
  private end() {
    if (!this.running) return;
    this.running = false;
    this.onend?.();
  }
}

export const FAKE_MIC_RATE = 16_000;

/** A fake device: a microphone a test speaks into, a speaker that records what it played. */
export function fakeAudio({
  micProblem,
  recognition = true,
}: { micProblem?: MicrophoneProblem; recognition?: boolean } = {}) {
  const recognizers: FakeRecognizer[] = [];
  const listeners = new Set<(chunk: Float32Array) => void>();
  const played: string[] = [];
  let clock = 1000;
  const microphone: Microphone & { open: boolean } = {
    open: true,
    sampleRate: FAKE_MIC_RATE,
    onChunk(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      microphone.open = false;
      listeners.clear();
    },
  };
  const contexts: { closed: boolean }[] = [];
  const services: AudioServices = {
    createContext: () => {
      const context = { closed: false, close: async () => void (context.closed = true) };
      contexts.push(context);
      return context as unknown as AudioContext;
    },
    openMicrophone: vi.fn(async () => {
      if (micProblem) throw new MicrophoneError(micProblem);
      microphone.open = true;
      return microphone;
    }),
    // Each sound starts at once and ends a moment later, as a short clip would.
    playSound: vi.fn((url: string): Playback => {
      played.push(url);
      clock += 50;
      const startedAt = clock;
      return {
        started: Promise.resolve(startedAt),
        finished: new Promise((resolve) => setTimeout(resolve, 5)),
        stop: () => undefined,
      };
    }),
    now: () => clock,
    speechRecognizer: () =>
      recognition
        ? () => {
            const recognizer = new FakeRecognizer();
            recognizers.push(recognizer);
            return recognizer;
          }
        : null,
  };
  return {
    services,
    microphone,
    contexts,
    played,
    /** Every recogniser the page started, the latest last. */
    recognizers,
    /** Says `samples` into the microphone, in chunks as a device would. */
    speak(samples: Float32Array) {
      for (let offset = 0; offset < samples.length; offset += 1024) {
        const chunk = samples.slice(offset, offset + 1024);
        listeners.forEach((listener) => listener(chunk));
      }
    },
    /** Moves the fake clock on (what audio.now() says). */
    advance(ms: number) {
      clock += ms;
    },
  };
}
