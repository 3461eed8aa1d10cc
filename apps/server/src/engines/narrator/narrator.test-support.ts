import { MPEGDecoder } from 'mpg123-decoder';

// Helpers shared by the narrator tests: decode an MP3 the way a player would (mpg123) and
// measure how loud a stretch of it is.

export type DecodedAudio = { samples: Float32Array; sampleRate: number; durationSeconds: number };

export async function decodeMp3(mp3: Uint8Array): Promise<DecodedAudio> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const decoded = decoder.decode(new Uint8Array(mp3));
    if (decoded.errors.length > 0) throw new Error(`MP3 errors: ${decoded.errors[0]?.message}`);
    const samples = decoded.channelData[0] ?? new Float32Array();
    return {
      samples,
      sampleRate: decoded.sampleRate,
      durationSeconds: samples.length / decoded.sampleRate,
    };
  } finally {
    decoder.free();
  }
}

/** Root mean square level (0 to 1) between two times, in seconds. */
export function loudness(audio: DecodedAudio, fromSeconds: number, toSeconds: number): number {
  const from = Math.max(0, Math.floor(fromSeconds * audio.sampleRate));
  const to = Math.min(audio.samples.length, Math.floor(toSeconds * audio.sampleRate));
  let sum = 0;
  for (let index = from; index < to; index += 1) sum += (audio.samples[index] ?? 0) ** 2;
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

/** The same for 16-bit PCM straight from the narrator. */
export function pcmLoudness(pcm: Int16Array): number {
  let sum = 0;
  for (const sample of pcm) sum += (sample / 32768) ** 2;
  return pcm.length > 0 ? Math.sqrt(sum / pcm.length) : 0;
}

/** Speech is well above this level; the pauses the narrator inserts are exactly zero. */
export const SPEECH_LOUDNESS = 0.02;
export const SILENCE_LOUDNESS = 0.002;

export const ENGLISH_PAGES = [
  'Pip the hedgehog woke up early and looked for his favourite shiny button.',
  'The wind had carried it over the hill, past the old oak and the humming trees. 🌳',
  'Lola the squirrel knew every path in the Whispering Woods, so she came along! "Follow me," she said.',
];

export const SPANISH_PAGES = [
  'El erizo Pip se despertó temprano y buscó su botón brillante favorito.',
  'El viento lo había llevado más allá de la colina, junto al roble y los árboles que cantaban.',
  'La ardilla Lola conocía cada camino del bosque, así que fue con él. ¡Qué aventura!',
];
