import type { EspeakWorker } from '@echogarden/espeak-ng-emscripten';

/** What one synthesis call says and how. */
export type SpeechSettings = {
  espeakVoice: string;
  wordsPerMinute: number;
  pitch: number;
  range: number;
};

export type SynthesizedSpeech = { pcm: Int16Array; sampleRate: number };

/** eSpeak NG's own limits for the speaking rate. */
export const MIN_WORDS_PER_MINUTE = 80;
export const MAX_WORDS_PER_MINUTE = 450;

// One engine per process: the WASM module and its 24 MB of voice data load once (~0.1-0.3 s),
// on first use, so a server that never narrates never pays for it.
let engine: Promise<EspeakWorker> | undefined;
// Settings are engine-wide state: every call goes through this chain, one after another.
let queue: Promise<unknown> = Promise.resolve();
// The settings last applied: choosing a voice costs ~2 ms, so consecutive sentences skip it.
let appliedSettings = '';

async function startEngine(): Promise<EspeakWorker> {
  const { default: initializeEspeak } = await import('@echogarden/espeak-ng-emscripten');
  const espeak = await initializeEspeak();
  return new espeak.eSpeakNGWorker();
}

function getEngine(): Promise<EspeakWorker> {
  engine ??= startEngine().catch((error: unknown) => {
    engine = undefined; // let the next call try again rather than fail forever
    throw error;
  });
  return engine;
}

/** Runs `work` after every call queued before it has finished. */
function serialized<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * Speaks one short piece of text (a sentence) to 16-bit mono PCM. The text must already be
 * tidied for speech (see speech-text.ts): eSpeak reads '<...>' as SSML and '[[...]]' as phonemes.
 */
export function synthesizeSpeech(
  text: string,
  settings: SpeechSettings,
): Promise<SynthesizedSpeech> {
  return serialized(async () => {
    const worker = await getEngine();
    applySettings(worker, settings);
    const chunks: Int16Array[] = [];
    worker.synthesize(text, (samples) => {
      if (samples.length > 0) chunks.push(samples);
      return false; // keep going
    });
    return { pcm: concatPcm(chunks), sampleRate: worker.get_samplerate() };
  });
}

function applySettings(worker: EspeakWorker, settings: SpeechSettings): void {
  const wordsPerMinute = Math.round(
    Math.min(MAX_WORDS_PER_MINUTE, Math.max(MIN_WORDS_PER_MINUTE, settings.wordsPerMinute)),
  );
  const key = [settings.espeakVoice, wordsPerMinute, settings.pitch, settings.range].join('|');
  if (key === appliedSettings) return;
  appliedSettings = '';
  if (worker.set_voice(settings.espeakVoice) !== 0) {
    throw new Error(`eSpeak NG has no voice '${settings.espeakVoice}'`);
  }
  worker.set_rate(wordsPerMinute);
  worker.set_pitch(settings.pitch);
  worker.set_range(settings.range);
  appliedSettings = key;
}

export function concatPcm(chunks: readonly Int16Array[]): Int16Array {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const joined = new Int16Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}
