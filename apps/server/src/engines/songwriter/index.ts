export { writeSong } from './write-song.js';
export {
  songToMidi,
  midiDurationSeconds,
  textFromMidi,
  type SongMidiOptions,
} from './song-midi.js';
export {
  readPcmWav,
  renderSongAudio,
  songAudioFrom,
  type RenderedSong,
} from './render-song-audio.js';
export { syllablesOfLine, syllablesOfWord, type Syllable } from './syllables.js';
export {
  DEFAULT_SONG_RANGE,
  songRequestSchema,
  type Song,
  type SongMelody,
  type SongNote,
  type SongRequest,
  type SongSection,
} from './song-types.js';
export { renderOffline, type SongRenderer } from './song-renderer.js';
export { createHttpMusicRenderer } from './provider-music.js';
