import type { SongSyllable } from '@storyloom/contracts';
import {
  songToMidi,
  writeSong,
  type Song,
  renderOffline,
  type SongRenderer,
} from '../../../engines/songwriter/index.js';
import type { WorkMaker } from './story-works.js';

/** Every sung note's syllable, with when it starts and how long it lasts in the audio. */
export function timedSyllables(song: Song): SongSyllable[] {
  const secondsPerBeat = 60 / song.melody.tempoBpm;
  return song.melody.notes.flatMap((note) =>
    note.pitch === null || note.syllable === null
      ? []
      : [
          {
            text: note.syllable,
            wordEnd: note.wordEnd,
            section: note.section,
            line: note.line,
            startSeconds: note.startBeat * secondsPerBeat,
            durationSeconds: note.beats * secondsPerBeat,
          },
        ],
  );
}

/** Lyrics and a tune from the story, its score, its MIDI, and the MIDI played to an MP3. */
export const songMaker =
  (render: SongRenderer): WorkMaker<'song'> =>
  async (source, tools) => {
    await tools.progress('planning', 1);
    const song = writeSong({
      story: source.story,
      characters: source.elements
        .filter((element) => element.type === 'character')
        .map(({ name, description }) => ({ name, description: description ?? '' })),
      places: source.elements
        .filter((element) => element.type === 'location')
        .map(({ name, description }) => ({ name, description: description ?? '' })),
      age: source.age,
      seed: source.sourceArtifactId,
    });
    const midiBytes = songToMidi(song);
    await tools.progress('composing', 1);
    tools.signal.throwIfAborted();
    const audio = await render({ midi: midiBytes, song }, tools.signal);
    tools.signal.throwIfAborted();
    await tools.progress('recording', 1);
    const midi = await tools.store('song.mid', midiBytes, 'audio/midi');
    const mp3 = await tools.store('song.mp3', audio.mp3, 'audio/mpeg');
    await tools.progress('finishing', 1);
    return {
      title: song.title,
      language: song.language,
      sourceArtifactId: source.sourceArtifactId,
      sections: song.sections,
      abc: song.abc,
      tempoBpm: song.melody.tempoBpm,
      syllables: timedSyllables(song),
      midi,
      mp3,
      durationSeconds: audio.durationSeconds,
    };
  };

/** The offline song: the FluidR3 Mono soundfont. */
export const makeSong = songMaker(renderOffline);
