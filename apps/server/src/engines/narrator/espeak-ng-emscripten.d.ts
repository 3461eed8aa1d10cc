// The package ships no types. This declares only the part of its Emscripten binding the narrator
// uses (see the package's espeak-ng.js: eSpeakNGWorker.prototype.*).
declare module '@echogarden/espeak-ng-emscripten' {
  export type EspeakEvent = {
    type: string;
    text_position: number;
    word_length: number;
    /** Milliseconds from the start of this synthesis. */
    audio_position: number;
    id?: string | number;
  };

  export type EspeakVoiceListing = {
    name: string;
    identifier: string;
    languages: { priority: number; name: string }[];
  };

  export interface EspeakWorker {
    /** Voice name, optionally with a variant: 'en-us+f3'. Returns 0 when the voice was found. */
    set_voice(name: string): number;
    /** Words per minute (80 to 450). */
    set_rate(wordsPerMinute: number): number;
    /** Base pitch, 0 to 100 (50 is the voice's own). */
    set_pitch(pitch: number): number;
    /** Pitch range (intonation), 0 to 100. */
    set_range(range: number): number;
    get_rate(): number;
    get_samplerate(): number;
    list_voices(): EspeakVoiceListing[];
    /**
     * Synthesizes synchronously, calling back with 16-bit mono PCM chunks. A truthy return
     * from the callback stops the synthesis.
     */
    synthesize(
      text: string,
      onChunk: (samples: Int16Array, events: EspeakEvent[]) => unknown,
    ): void;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakWorker;
  }

  /** Loads the WASM and its 24 MB voice data (read from next to the module). */
  const initializeEspeak: (moduleOptions?: Record<string, unknown>) => Promise<EspeakModule>;
  export default initializeEspeak;
}
