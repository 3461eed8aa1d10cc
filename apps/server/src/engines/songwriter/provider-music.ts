import { readPcmWav, songAudioFrom } from './render-song-audio.js';
import type { SongRenderer } from './song-renderer.js';

/** A song is a few minutes at most; a service slower than this has stalled. */
const RENDER_TIMEOUT_MS = 5 * 60_000;

export type MusicServiceConfig = { baseUrl: string; apiKey: string | undefined };

/**
 * A song's MIDI played by a music service (AI_MUSIC_PROVIDER=http): `POST {baseUrl}/render`
 * with the song as JSON (title, language, tempoBpm, the ABC score, the lyric sections and the
 * MIDI in base64), a bearer key when set; it answers a 16-bit PCM WAV that follows the MIDI's
 * timing, which is levelled and encoded here like the offline rendering.
 */
export function createHttpMusicRenderer(config: MusicServiceConfig): SongRenderer {
  return async ({ midi, song }, signal) => {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/render`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'audio/wav',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          title: song.title,
          language: song.language,
          tempoBpm: song.melody.tempoBpm,
          abc: song.abc,
          lyrics: song.sections,
          midi: midi.toString('base64'),
        }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(RENDER_TIMEOUT_MS)]),
      });
    } catch (error) {
      signal.throwIfAborted();
      throw new Error('the music service could not be reached', { cause: error });
    }
    if (!response.ok) throw new Error(`the music service answered ${response.status}`);
    const { left, right, sampleRate } = readPcmWav(Buffer.from(await response.arrayBuffer()));
    return songAudioFrom(left, right, sampleRate);
  };
}
