import { renderSongAudio, type RenderedSong } from './render-song-audio.js';
import type { Song } from './song-types.js';

/**
 * Plays a song's MIDI to audio, keeping its timing (the lyrics are lit by the MIDI's clock): the
 * soundfont offline, a music service when one is configured (provider-music.ts).
 */
export type SongRenderer = (
  song: { midi: Buffer; song: Song },
  signal: AbortSignal,
) => Promise<RenderedSong>;

/** The offline renderer: the FluidR3 Mono soundfont. */
export const renderOffline: SongRenderer = ({ midi }) => renderSongAudio(midi);
