import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Decoder, SoundSwallowerModule } from 'soundswallower';

// Offline recognition with soundswallower (PocketSphinx in WebAssembly, MIT): US-English and
// French acoustic models and dictionaries ship in the package. It recognises against a JSGF
// grammar, never free dictation (docs/decisions/0025-voice-calls.md).

/** The languages the package has an acoustic model for, and the model's folder. */
export const OFFLINE_RECOGNITION_MODELS = { en: 'en-us', fr: 'fr-fr' } as const;
export type OfflineRecognitionLanguage = keyof typeof OFFLINE_RECOGNITION_MODELS;

export const hasOfflineModel = (language: string): language is OfflineRecognitionLanguage =>
  Object.hasOwn(OFFLINE_RECOGNITION_MODELS, language);

const SAMPLE_RATE = 16_000;
/**
 * Added to every sample (a quiet hiss, -54 dB): digital silence, as synthetic audio and some
 * recorders give, leaves the recogniser's energy features undefined and it then hears nothing.
 * A microphone's own noise is louder; this changes nothing for it.
 */
const DITHER = 0.002;

const modelBase = () =>
  join(dirname(createRequire(import.meta.url).resolve('soundswallower')), 'model');

// One WebAssembly module and one decoder per language, per process, loaded on first use (the
// English model takes about a second to load); a decoder does one utterance at a time.
let module: Promise<SoundSwallowerModule> | undefined;
const decoders = new Map<OfflineRecognitionLanguage, Promise<Decoder>>();
const dictionaries = new Map<OfflineRecognitionLanguage, Set<string>>();
const appliedGrammar = new Map<OfflineRecognitionLanguage, string>();
let queue: Promise<unknown> = Promise.resolve();

function loadModule(): Promise<SoundSwallowerModule> {
  module ??= import('soundswallower')
    .then(({ default: createModule }) =>
      createModule({
        modelBase: `${modelBase()}/`,
        // The decoder logs to stderr (an utterance outside the grammar is an "ERROR"): quiet.
        print: () => undefined,
        printErr: () => undefined,
      } as never),
    )
    .catch((error: unknown) => {
      module = undefined;
      throw error;
    });
  return module;
}

function decoderFor(language: OfflineRecognitionLanguage): Promise<Decoder> {
  let decoder = decoders.get(language);
  if (!decoder) {
    decoder = (async () => {
      const speech = await loadModule();
      const model = OFFLINE_RECOGNITION_MODELS[language];
      const created = new speech.Decoder({
        samprate: SAMPLE_RATE,
        hmm: speech.get_model_path(model),
        dict: speech.get_model_path(`${model}/dict.txt`),
        loglevel: 'FATAL',
      });
      await created.initialize();
      return created;
    })();
    decoder.catch(() => decoders.delete(language));
    decoders.set(language, decoder);
  }
  return decoder;
}

/** The words the language's model can hear (its pronouncing dictionary), read once. */
export function dictionaryOf(language: OfflineRecognitionLanguage): ReadonlySet<string> {
  let words = dictionaries.get(language);
  if (!words) {
    const text = readFileSync(
      join(modelBase(), OFFLINE_RECOGNITION_MODELS[language], 'dict.txt'),
      'utf8',
    );
    words = new Set();
    for (const line of text.split('\n')) {
      if (line.startsWith(';;')) continue;
      const word = line.slice(0, line.search(/\s/)).replace(/\(\d+\)$/, '');
      if (word) words.add(word);
    }
    dictionaries.set(language, words);
  }
  return words;
}

function serialized<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
}

/** Loads the model ahead of the first call, so the first child does not wait for it. */
export async function warmOfflineRecognizer(language: OfflineRecognitionLanguage): Promise<void> {
  await decoderFor(language);
  dictionaryOf(language);
}

/**
 * What was said in `samples` (16 kHz mono), as the nearest phrase of the JSGF grammar, or ''
 * when nothing in the grammar matches.
 */
export function recognizeOffline(
  samples: Int16Array,
  { jsgf, language }: { jsgf: string; language: OfflineRecognitionLanguage },
): Promise<string> {
  return serialized(async () => {
    const decoder = await decoderFor(language);
    if (appliedGrammar.get(language) !== jsgf) {
      appliedGrammar.delete(language);
      decoder.set_grammar(jsgf);
      appliedGrammar.set(language, jsgf);
    }
    const audio = new Float32Array(samples.length);
    let seed = 1;
    for (let index = 0; index < samples.length; index += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648; // repeatable noise
      audio[index] = samples[index]! / 32_768 + (seed / 2_147_483_648 - 0.5) * DITHER;
    }
    decoder.start();
    decoder.process_audio(audio, false, true);
    decoder.stop();
    return decoder.get_text().trim();
  });
}
